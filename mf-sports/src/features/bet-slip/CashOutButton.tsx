import { useState } from 'react';
import { CASH_OUT_STATE, cashOutAccept, cashOutQuote, formatMoney, isSiteError, newIdempotencyKey, type BetView } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useSportsT } from '../../hooks/use-sports-t';
import styles from './bet-slip.module.css';

/**
 * Cash-out of an accepted, unsettled single or multiple: a quote from the api (valid a few seconds),
 * the player confirms the amount, then the bet settles at it (已兑现); with a leg in play it is 兑现中 for the delay
 * first (the 注单 list follows it on the balance event). Refusals show the api's Chinese message.
 */
export function CashOutButton({ uid, bet, onDone }: { uid: string; bet: BetView; onDone(bet: BetView): void }) {
  const t = useSportsT();
  const { http, dialogs } = usePlatform();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const quote = await http.call(cashOutQuote, { uid, betId: bet.betId }, { silent: true });
      const yes = await dialogs.confirm({ title: t('slip.cashOutQuote'), content: t('slip.cashOutConfirm', { amount: formatMoney(quote.amount) }) });
      if (!yes) return;
      const done = await http.call(cashOutAccept, { uid, betId: bet.betId, quoteId: quote.quoteId }, { idempotencyKey: newIdempotencyKey(), silent: true });
      if (done.state === CASH_OUT_STATE.PROCESSING) dialogs.toast(t('slip.cashOutProcessing'), 'info');
      else dialogs.toast(t('slip.cashedOut', { amount: formatMoney(done.amount) }), 'success');
      onDone(done.bet);
    } catch (e) {
      dialogs.toast(isSiteError(e) && e.message ? e.message : t('slip.cashOutFailed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.cashOut} disabled={busy} onClick={() => void run()} data-testid={`cash-out-${bet.betId}`}>
      {t('slip.cashOutAction')}
    </button>
  );
}
