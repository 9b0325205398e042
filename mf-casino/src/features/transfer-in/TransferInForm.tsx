import { useId, useState, type FormEvent } from 'react';
import { observer } from 'mobx-react-lite';
import {
  AMOUNT_MAX_LENGTH,
  amountAsTyped,
  fenOfAmountText,
  formatMoney,
  isLanguage,
  isSiteError,
  newIdempotencyKey,
  toCapitalNumerals,
  venueTransfer,
} from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useCasinoT } from '../../hooks/use-casino-t';
import { allAmountText, transferInProblem } from './transfer-in-rules';
import styles from './transfer-in.module.css';

interface Props {
  channelCode: string;
  /** 6413: the venue's activity is running; the warning about unmet turnover shows and the transfer joins it. */
  activity: boolean;
  /** The server message that led here (6413), shown above the form. */
  notice?: string;
  /** After '转账成功' (the balance store has been refreshed): the caller opens the venue. */
  onDone(): void;
}

/** The transfer-in form (spec §5): centre wallet → one venue wallet, amount text with two decimals. */
export const TransferInForm = observer(function TransferInForm({ channelCode, activity, notice, onDone }: Props) {
  const { http, stores, dialogs, i18n } = usePlatform();
  const t = useCasinoT();
  const id = useId();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const balance = stores.balance.centerWalletBalance;
  const fen = fenOfAmountText(amount);
  const capital = fen !== null && fen > 0 ? toCapitalNumerals(fen / 100, isLanguage(i18n.language) ? i18n.language : undefined) : '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const problem = transferInProblem(amount, balance);
    if (problem) {
      setError(t(`transferIn.rules.${problem}`));
      return;
    }
    setError(null);
    setBusy(true);
    // One key per click of 转入: a retry of this intent never moves the money twice.
    const idempotencyKey = newIdempotencyKey();
    try {
      await http.call(venueTransfer, { channelCode, amount, ty: 1, isActivity: activity ? 1 : 0 }, { idempotencyKey, silent: true });
      dialogs.toast(t('transferIn.success'), 'success');
      await stores.balance.refresh().catch(() => undefined);
      onDone();
    } catch (err) {
      setError((isSiteError(err) && err.message) || t('error.generic'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={submit} noValidate data-testid="transfer-in-form">
      {notice ? <p className={styles.notice}>{notice}</p> : null}
      {activity ? (
        <p className={styles.warning} role="note">
          {t('transferIn.activityWarning')}
        </p>
      ) : null}
      <p className={styles.balance}>
        {t('transferIn.center')}
        <strong data-testid="transfer-in-center">{formatMoney(balance)}</strong>
      </p>
      <label htmlFor={id} className={styles.label}>
        {t('transferIn.amount')}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        <input
          id={id}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          maxLength={AMOUNT_MAX_LENGTH}
          placeholder={t('transferIn.placeholder')}
          value={amount}
          onChange={(e) => {
            setAmount(amountAsTyped(amount, e.target.value));
            setError(null);
          }}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          data-autofocus=""
        />
        <button type="button" className={styles.all} onClick={() => setAmount(allAmountText(balance))}>
          {t('transferIn.all')}
        </button>
      </div>
      {capital ? (
        <p className={styles.capital} data-testid="transfer-in-capital">
          {t('transferIn.capital')}
          {capital}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
      <button type="submit" className={styles.submit} disabled={busy}>
        {busy ? t('transferIn.submitting') : t('transferIn.submit')}
      </button>
    </form>
  );
});
