import { addBankCard, type Bank } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { bankFormErrors, groupCardNo, type BankForm } from './card-form';
import { Field, TextField } from '../../components/form-fields';
import { AddFormFooter, HolderField } from './card-fields';
import { useAddForm } from './use-add-form';
import styles from '../../components/member-forms.module.css';

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
      <TextField
        id="card-no"
        label={t('cards.cardNo')}
        error={rule(errors.cardNo)}
        inputMode="numeric"
        autoComplete="off"
        maxLength={23}
        placeholder={t('cards.cardNoPlaceholder')}
        value={form.cardNo}
        onChange={(e) => set('cardNo', groupCardNo(e.target.value))}
      />
      <HolderField id="card-holder" value={form.holder} error={rule(errors.holder)} holderHint={holderHint} t={t} onChange={(v) => set('holder', v)} />
      <AddFormFooter serverError={serverError} sending={sending} label={t('cards.addBank')} t={t} />
    </form>
  );
}
