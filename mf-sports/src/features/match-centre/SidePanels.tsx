import type { OddsType } from '@site/shared';
import { BetSlip } from '../bet-slip';
import type { SlipStore } from '../bet-slip';
import styles from './match-centre.module.css';
import { ChatBeside } from './ChatBeside';
import { AfterFirstTap } from '../after-first-tap';

/**
 * The side column: the bet slip (on a phone it is a bottom bar and sheet instead, see SlipDock) and the chat room,
 * which waits for the board's first tap.
 */
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
        {/* The chat room is not what the board needs to answer a tap: it loads after the first one (or, seen on
            screen, once the page is idle). Its place keeps the room's height before and while it loads (the
            remote's loading line is shorter): on a phone the page would otherwise shrink under a scrolled
            window and move the board beneath the finger between the tap's press and release. */}
        <AfterFirstTap whenSeen placeholder={<div className={styles.chatPlace} />}>
          <div className={styles.chatPlace}>
            <ChatBeside />
          </div>
        </AfterFirstTap>
      </section>
    </aside>
  );
}
