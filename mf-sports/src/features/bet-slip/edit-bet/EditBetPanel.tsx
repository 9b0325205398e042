import { useState } from 'react';
import {
  amountAsTyped,
  betEdit,
  betEditQuote,
  eventTitle,
  formatMoney,
  isSiteError,
  newIdempotencyKey,
  priceText,
  type BetPick,
  type BetView,
} from '@site/shared';
import { usePlatform } from '@site/shared/react';
import type { z } from '@site/shared/zod';
import { useSportsT } from '../../../hooks/use-sports-t';
import { betPicksOf } from '../slip-state';
import { useSlipStore } from '../use-slip';
import styles from '../cash-out/bet-panel.module.css';

type EditQuote = z.output<typeof betEditQuote.response>;

const errorText = (e: unknown, fallback: string) => (isSiteError(e) && e.message ? e.message : fallback);

/** A leg of the bet as a pick of the new bet (at the price it was accepted at: the quote gives the current one). */
const pickOfLeg = (leg: BetView['legs'][number]): BetPick => ({
  gameId: leg.gameId,
  selectionId: leg.selectionId,
  wtype: leg.wtype,
  rtype: leg.rtype,
  line: leg.line,
  hkMilli: leg.hkMilli,
});

/**
 * 修改注单: keep or take off the bet's legs, add the slip's picks, change the stake; 计算修改 asks the api for the price
 * (the old bet's cash-out now plus the new bet at current prices, and what comes back or is taken), 确认修改 sends
 * exactly what was shown under one idempotency key, with the slip's own accept-changes choice: the api refuses it
 * whole when a figure moved and the player does not accept changes.
 */
export default function EditBetPanel({ uid, bet, onDone }: { uid: string; bet: BetView; onDone(bet: BetView): void }) {
  const t = useSportsT();
  const { http, dialogs } = usePlatform();
  const slip = useSlipStore();
  const [kept, setKept] = useState<boolean[]>(() => bet.legs.map(() => true));
  const slipPicks = (slip ? betPicksOf(slip.getState()) : []).filter((p) => !bet.legs.some((l) => l.selectionId === p.selectionId));
  const [addSlip, setAddSlip] = useState(false);
  const [stake, setStake] = useState(String(bet.totalStake));
  const [quote, setQuote] = useState<EditQuote | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const picks = [...bet.legs.filter((_, i) => kept[i]).map(pickOfLeg), ...(addSlip ? slipPicks : [])];
  // Any change asks for a new price before confirming.
  const change = (apply: () => void) => {
    apply();
    setQuote(null);
    setError('');
  };
  const price = async () => {
    if (picks.length === 0) return setError(t('editBet.noPicks'));
    setBusy(true);
    setError('');
    try {
      setQuote(await http.call(betEditQuote, { uid, betId: bet.betId, picks, unitStake: stake }, { silent: true }));
    } catch (e) {
      setQuote(null);
      setError(errorText(e, t('editBet.failed')));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async () => {
    if (!quote) return;
    setBusy(true);
    try {
      const priced = picks.map((p) => ({ ...p, hkMilli: quote.prices.find((x) => x.selectionId === p.selectionId)?.hkMilli ?? p.hkMilli }));
      const autoAccept = slip?.getState().autoAcceptOdds ?? false;
      const done = await http.call(
        betEdit,
        { uid, betId: bet.betId, picks: priced, unitStake: stake, cashOut: quote.cashOut, autoAccept, oddsType: bet.oddsType },
        { idempotencyKey: newIdempotencyKey(), silent: true },
      );
      dialogs.toast(t('editBet.done'), 'success');
      onDone(done.bet);
    } catch (e) {
      setQuote(null);
      setError(errorText(e, t('editBet.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className={styles.panel} data-testid="edit-bet-panel">
      <p className={styles.title}>{t('editBet.title')}</p>
      <p className={styles.hint}>{t('editBet.hint')}</p>
      {bet.legs.map((leg, i) => (
        <label key={`${leg.selectionId}-${i}`} className={styles.check}>
          <input
            type="checkbox"
            checked={kept[i] ?? false}
            onChange={(e) => change(() => setKept((k) => k.map((v, j) => (j === i ? e.target.checked : v))))}
            data-testid="edit-keep"
          />
          <span>
            {t('editBet.keep')} {eventTitle(leg)} {leg.pickName} @ {priceText(leg.hkMilli, leg.wtype, bet.oddsType)}
          </span>
        </label>
      ))}
      {slipPicks.length > 0 && (
        <label className={styles.check}>
          <input type="checkbox" checked={addSlip} onChange={(e) => change(() => setAddSlip(e.target.checked))} data-testid="edit-add-slip" />
          <span>
            {t('editBet.add')}（{slipPicks.length}）
          </span>
        </label>
      )}
      <label className={styles.row}>
        <span className={styles.label}>{t('editBet.stakeLabel')}</span>
        <input
          className={styles.input}
          inputMode="decimal"
          value={stake}
          onChange={(e) => change(() => setStake(amountAsTyped(stake, e.target.value)))}
          data-testid="edit-stake"
          aria-label={t('editBet.stakeLabel')}
        />
      </label>
      {quote && (
        <ul className={styles.figures} data-testid="edit-quote">
          <li>{t('editBet.cashOut', { amount: formatMoney(quote.cashOut) })}</li>
          <li>{t('editBet.stake', { amount: formatMoney(quote.stake) })}</li>
          <li>{t('editBet.maxReturn', { amount: formatMoney(quote.maxReturn) })}</li>
          <li className={styles.strong} data-testid="edit-net">
            {quote.net >= 0 ? t('editBet.refund', { amount: formatMoney(quote.net) }) : t('editBet.topUp', { amount: formatMoney(-quote.net) })}
          </li>
        </ul>
      )}
      {error && (
        <p className={styles.error} role="alert" data-testid="panel-error">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.button} disabled={busy} onClick={() => void price()} data-testid="edit-price">
          {t('editBet.price')}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          disabled={busy || !quote}
          onClick={() => void confirm()}
          data-testid="edit-confirm"
        >
          {t('editBet.confirm')}
        </button>
      </div>
    </section>
  );
}
