import { useSportsT } from '../../hooks/use-sports-t';
import styles from './match-centre.module.css';
import { ChatBeside } from './ChatBeside';

/** The places of the bet slip (arrives with the next issue) and the chat room in the layout, saying so honestly. */
export function SidePanels() {
  const t = useSportsT();
  return (
    <aside className={styles.side}>
      <section className={styles.panel} data-testid="bet-slip-panel">
        <h2 className={styles.panelTitle}>{t('side.slipTitle')}</h2>
        <p className={styles.panelText}>{t('side.slipText')}</p>
      </section>
      <section className={styles.panel} data-testid="chat-panel">
        <ChatBeside />
      </section>
    </aside>
  );
}
