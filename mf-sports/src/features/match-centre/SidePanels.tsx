import type { OddsType } from '@site/shared';
import { BetSlip } from '../bet-slip';
import type { SlipStore } from '../bet-slip';
import styles from './match-centre.module.css';
import { ChatBeside } from './ChatBeside';

/** The side column: the bet slip (on a phone it is a bottom bar and sheet instead, see SlipDock) and the chat room. */
export function SidePanels({
  slip,
}: {
  slip: { store: SlipStore; enName: string; uid: string | null; phone: boolean; oddsType: OddsType; onForceHongKong(): void };
}) {
  return (
    <aside className={styles.side}>
      {!slip.phone && (
        <section className={styles.panel} data-testid="bet-slip-panel">
          <BetSlip store={slip.store} enName={slip.enName} uid={slip.uid} open oddsType={slip.oddsType} onForceHongKong={slip.onForceHongKong} />
        </section>
      )}
      <section className={styles.panel} data-testid="chat-panel">
        <ChatBeside />
      </section>
    </aside>
  );
}
