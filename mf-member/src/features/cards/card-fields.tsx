import { TextField } from '../../components/form-fields';
import styles from '../../components/member-forms.module.css';

type T = (key: string, o?: Record<string, unknown>) => string;

/** 持卡人 of the bank and alipay forms: must equal the bound real name (shown masked as the hint). */
export function HolderField({
  id,
  value,
  error,
  holderHint,
  t,
  onChange,
}: {
  id: string;
  value: string;
  error?: string;
  holderHint: string;
  t: T;
  onChange: (v: string) => void;
}) {
  return (
    <TextField
      id={id}
      label={t('cards.holder')}
      error={error}
      hint={holderHint ? t('cards.holderHint', { name: holderHint }) : undefined}
      maxLength={30}
      placeholder={t('cards.holderPlaceholder')}
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/** The end of every add form: the api's refusal, then the add button (busy while sending). */
export function AddFormFooter({ serverError, sending, label, t }: { serverError: string; sending: boolean; label: string; t: T }) {
  return (
    <>
      {serverError ? (
        <p className={styles.error} role="alert" data-testid="card-form-error">
          {serverError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={sending} aria-busy={sending}>
          {sending ? t('cards.adding') : label}
        </button>
      </div>
    </>
  );
}
