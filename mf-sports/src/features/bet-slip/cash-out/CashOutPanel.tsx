import { useState } from 'react';
import {
  AMOUNT_MAX_LENGTH,
  amountAsTyped,
  cashOutAccept,
  cashOutAutoCancel,
  cashOutAutoSet,
  cashOutQuote,
  formatMoney,
  isSiteError,
  newIdempotencyKey,
  yuanText,
  type BetView,
} from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useSportsT } from '../../../hooks/use-sports-t';
import styles from './bet-panel.module.css';
import { CASH_OUT_PANEL, type CashOutPanelMode } from './panel-modes';

interface Quote {
  quoteId: string;
  amount: number;
  partMin: number;
}

/** Yuan (2 decimals) as an amount field reads it: 12.5 → '12.50'. */
const amountText = (yuan: number) => yuanText(Math.round(yuan * 100));
const errorText = (e: unknown, fallback: string) => (isSiteError(e) && e.message ? e.message : fallback);

/**
 * 部分兑现: the quote asked for (获取兑现报价), and any amount from its minimum up to the quote less that minimum (the rest keeps running
 * at the stake left, as the api works it out); the quote's own figures bound the field.
 */
function PartCashOut({ uid, bet, onDone }: { uid: string; bet: BetView; onDone(bet: BetView): void }) {
  const t = useSportsT();
  const { http, dialogs } = usePlatform();
  const [quote, setQuote] = useState<Quote | null>(null);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  /** A new quote; after a refusal the refusal stays shown (keepError) until the player's next step. */
  const ask = async (keepError = false) => {
    try {
      const q = await http.call(cashOutQuote, { uid, betId: bet.betId }, { silent: true });
      const next = { quoteId: q.quoteId, amount: q.amount, partMin: q.partMin ?? 1 };
      if (!keepError) setError('');
      setQuote(next);
      setAmount((old) => old || amountText(Math.floor((next.amount / 2) * 100) / 100));
    } catch (e) {
      setQuote(null);
      setError(errorText(e, t('cashOut.failed')));
    }
  };
  const max = quote ? Math.round((quote.amount - quote.partMin) * 100) / 100 : 0;
  const canPart = quote !== null && max >= quote.partMin;
  const take = async () => {
    if (!quote) return;
    setBusy(true);
    try {
      const done = await http.call(
        cashOutAccept,
        { uid, betId: bet.betId, quoteId: quote.quoteId, amount },
        { idempotencyKey: newIdempotencyKey(), silent: true },
      );
      dialogs.toast(t('cashOut.partDone', { amount: formatMoney(done.amount) }), 'success');
      onDone(done.bet);
    } catch (e) {
      setError(errorText(e, t('cashOut.failed')));
      // A refused quote is closed: it goes (nothing can be sent on it) and a new one is asked for at once, the refusal
      // still shown.
      setQuote(null);
      void ask(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p className={styles.title}>{t('cashOut.partTitle')}</p>
      {quote && (
        <p className={styles.hint} data-testid="part-quote">
          <span className={styles.strong}>{t('cashOut.quoteNow', { amount: formatMoney(quote.amount) })}</span>{' '}
          {canPart ? t('cashOut.partRange', { min: formatMoney(quote.partMin), max: formatMoney(max) }) : t('cashOut.noPart')}
        </p>
      )}
      {canPart && <AmountRow label={t('cashOut.partLabel')} value={amount} onChange={setAmount} testId="part-amount" />}
      {error && (
        <p className={styles.error} role="alert" data-testid="panel-error">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        <button type="button" className={styles.button} disabled={busy} onClick={() => void ask()} data-testid="part-quote-ask">
          {t(quote ? 'cashOut.requote' : 'cashOut.getQuote')}
        </button>
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          disabled={busy || !canPart}
          onClick={() => void take()}
          data-testid="part-confirm"
        >
          {t('cashOut.partConfirm')}
        </button>
      </div>
    </>
  );
}

/** An amount box of the panel, typed through the site's one amount rule (amountAsTyped refuses what is no amount). */
function AmountRow({ label, value, onChange, testId }: { label: string; value: string; onChange(text: string): void; testId: string }) {
  return (
    <label className={styles.row}>
      <span className={styles.label}>{label}</span>
      <input
        className={styles.input}
        inputMode="decimal"
        maxLength={AMOUNT_MAX_LENGTH}
        value={value}
        onChange={(e) => onChange(amountAsTyped(value, e.target.value))}
        data-testid={testId}
        aria-label={label}
      />
    </label>
  );
}

/** 自动兑现: the rule as the api keeps it (target, and a part or the whole bet), set, replaced or cancelled here. */
function AutoCashOut({ uid, bet, onDone }: { uid: string; bet: BetView; onDone(bet: BetView): void }) {
  const t = useSportsT();
  const { http, dialogs } = usePlatform();
  const rule = bet.cashOut?.auto?.state === 'armed' ? bet.cashOut.auto : null;
  const [target, setTarget] = useState(rule ? amountText(rule.target) : '');
  const [part, setPart] = useState(rule?.amount ? amountText(rule.amount) : '');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const run = async (cancel: boolean) => {
    setBusy(true);
    setError('');
    try {
      const out = cancel
        ? await http.call(cashOutAutoCancel, { uid, betId: bet.betId }, { silent: true })
        : await http.call(cashOutAutoSet, { uid, betId: bet.betId, target, ...(part ? { amount: part } : {}) }, { silent: true });
      dialogs.toast(t(cancel ? 'cashOut.autoCancelled' : 'cashOut.autoSaved'), 'success');
      onDone(out.bet);
    } catch (e) {
      setError(errorText(e, t('cashOut.failed')));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <p className={styles.title}>{t('cashOut.autoTitle')}</p>
      <p className={styles.hint}>{t('cashOut.autoHint')}</p>
      <AmountRow label={t('cashOut.targetLabel')} value={target} onChange={setTarget} testId="auto-target" />
      <AmountRow label={t('cashOut.autoPartLabel')} value={part} onChange={setPart} testId="auto-part" />
      {error && (
        <p className={styles.error} role="alert" data-testid="panel-error">
          {error}
        </p>
      )}
      <div className={styles.actions}>
        {rule && (
          <button type="button" className={styles.button} disabled={busy} onClick={() => void run(true)} data-testid="auto-cancel">
            {t('cashOut.autoCancel')}
          </button>
        )}
        <button
          type="button"
          className={`${styles.button} ${styles.primary}`}
          disabled={busy || !target}
          onClick={() => void run(false)}
          data-testid="auto-save"
        >
          {t('cashOut.autoSet')}
        </button>
      </div>
    </>
  );
}

/** The cash-out panel a bet card opens under itself (loaded on the first opening, not with the board). */
export default function CashOutPanel({ uid, bet, mode, onDone }: { uid: string; bet: BetView; mode: CashOutPanelMode; onDone(bet: BetView): void }) {
  return (
    <section className={styles.panel} data-testid={`cash-out-panel-${mode}`}>
      {mode === CASH_OUT_PANEL.PART ? <PartCashOut uid={uid} bet={bet} onDone={onDone} /> : <AutoCashOut uid={uid} bet={bet} onDone={onDone} />}
    </section>
  );
}
