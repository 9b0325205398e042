import { addBankCard, type Bank } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { bankFormErrors, groupCardNo, type BankForm } from './card-form';
import { Field } from './Field';
import { useAddForm } from './use-add-form';
import styles from '../member-forms.module.css';

type T = (key: string, o?: Record<string, unknown>) => string;

/** /mine/addBankCard: bank, card number (grouped by 4, Luhn), holder = the bound real name. */
export function BankCardForm({ banks, holderHint, t, onDone }: { banks: Bank[]; holderHint: string; t: T; onDone: () => void }) {
  const { http } = usePlatform();
  const { form, set, errors, sending, serverError, submit } = useAddForm<BankForm>(
    { bankCode: '', cardNo: '', holder: '' },
    bankFormErrors,
    (f) => http.call(addBankCard, f, { silent: true }),
    onDone,
  );
  const rule = (key: string | undefined) => (key ? t(`cards.rules.${key}`) : undefined);
  return (
    <form
      className={styles.form}
      noValidate
      data-testid="bank-card-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(t('cards.added'));
      }}
    >
      <Field id="card-bank" label={t('cards.bank')} error={rule(errors.bankCode)}>
        <select
          id="card-bank"
          className={styles.select}
          value={form.bankCode}
          onChange={(e) => set('bankCode', e.target.value)}
          aria-invalid={Boolean(errors.bankCode)}
        >
          <option value="">{t('cards.chooseBank')}</option>
          {banks.map((b) => (
            <option key={b.code} value={b.code}>
              {b.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="card-no" label={t('cards.cardNo')} error={rule(errors.cardNo)}>
        <input
          id="card-no"
          className={styles.input}
          inputMode="numeric"
          autoComplete="off"
          maxLength={23}
          placeholder={t('cards.cardNoPlaceholder')}
          value={form.cardNo}
          aria-invalid={Boolean(errors.cardNo)}
          onChange={(e) => set('cardNo', groupCardNo(e.target.value))}
        />
      </Field>
      <Field id="card-holder" label={t('cards.holder')} error={rule(errors.holder)} hint={holderHint ? t('cards.holderHint', { name: holderHint }) : undefined}>
        <input
          id="card-holder"
          className={styles.input}
          maxLength={30}
          placeholder={t('cards.holderPlaceholder')}
          value={form.holder}
          aria-invalid={Boolean(errors.holder)}
          onChange={(e) => set('holder', e.target.value)}
        />
      </Field>
      {serverError ? (
        <p className={styles.error} role="alert" data-testid="card-form-error">
          {serverError}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={sending} aria-busy={sending}>
          {sending ? t('cards.adding') : t('cards.addBank')}
        </button>
      </div>
    </form>
  );
}
