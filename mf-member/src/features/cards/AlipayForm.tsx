import { addAlipay } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { alipayFormErrors, type AlipayForm as Form } from './card-form';
import { TextField } from '../../components/form-fields';
import { AddFormFooter, HolderField } from './card-fields';
import { useAddForm } from './use-add-form';
import styles from '../../components/member-forms.module.css';

type T = (key: string, o?: Record<string, unknown>) => string;

/** Add an alipay account (a mobile number or an e-mail); the holder is the bound real name. */
export function AlipayForm({ holderHint, t, onDone }: { holderHint: string; t: T; onDone: () => void }) {
  const { http } = usePlatform();
  const { form, set, errors, sending, serverError, submit } = useAddForm<Form>(
    { account: '', holder: '' },
    alipayFormErrors,
    (f) => http.call(addAlipay, f, { silent: true }),
    onDone,
  );
  const rule = (key: string | undefined) => (key ? t(`cards.rules.${key}`) : undefined);
  return (
    <form
      className={styles.form}
      noValidate
      data-testid="alipay-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit(t('cards.added'));
      }}
    >
      <TextField
        id="alipay-account"
        label={t('cards.alipayAccount')}
        error={rule(errors.account)}
        maxLength={40}
        autoComplete="off"
        placeholder={t('cards.alipayPlaceholder')}
        value={form.account}
        onChange={(e) => set('account', e.target.value.trim())}
      />
      <HolderField id="alipay-holder" value={form.holder} error={rule(errors.holder)} holderHint={holderHint} t={t} onChange={(v) => set('holder', v)} />
      <AddFormFooter serverError={serverError} sending={sending} label={t('cards.addAlipay')} t={t} />
    </form>
  );
}
