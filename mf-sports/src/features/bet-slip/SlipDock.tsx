import { useEffect, useState } from 'react';
import type { OddsType } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import { BetSlip } from './BetSlip';
import type { SlipStore } from './slip-store';
import { useSlipState } from './use-slip';
import styles from './bet-slip.module.css';

/**
 * The slip on a phone: a bar at the bottom with the number of picks; tapping it opens the slip as a bottom
 * sheet (the price check runs only while it is open). A first pick opens nothing by itself: the bar counts it; a
 * quick-bet tap opens it (the bet is placed and its receipt shows there).
 */
export function SlipDock({
  store,
  enName,
  uid,
  oddsType,
  onForceHongKong,
}: {
  store: SlipStore;
  enName: string;
  uid: string | null;
  oddsType: OddsType;
  onForceHongKong(): void;
}) {
  const t = useSportsT();
  const slip = useSlipState(store);
  const [open, setOpen] = useState(false);
  // A quick-bet tap opens the sheet (adjusted while rendering): the slip there places it and shows its receipt.
  const quickPending = slip.quickPending !== null;
  const [sawPending, setSawPending] = useState(quickPending);
  if (quickPending !== sawPending) {
    setSawPending(quickPending);
    if (quickPending) setOpen(true);
  }
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);
  return (
    <>
      {open && <div className={styles.scrim} onClick={() => setOpen(false)} aria-hidden="true" />}
      <div className={`${styles.dock} ${open ? styles.dockOpen : ''}`} data-testid="bet-slip-dock">
        <button type="button" className={styles.dockBar} onClick={() => setOpen((o) => !o)} aria-expanded={open} data-testid="slip-dock-bar">
          <span>{t('slip.title')}</span>
          <span className={styles.badge}>{slip.picks.length}</span>
          <span className={styles.dockHint}>{open ? t('slip.close') : t('slip.open')}</span>
        </button>
        {open && (
          <div className={styles.sheet}>
            <BetSlip store={store} enName={enName} uid={uid} open={open} oddsType={oddsType} onForceHongKong={onForceHongKong} />
          </div>
        )}
      </div>
    </>
  );
}
