import { addAlipay } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { alipayFormErrors, type AlipayForm as Form } from './card-form';
import { Field } from './Field';
import { useAddForm } from './use-add-form';
import styles from '../member-forms.module.css';

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
      <Field id="alipay-account" label={t('cards.alipayAccount')} error={rule(errors.account)}>
        <input
          id="alipay-account"
          className={styles.input}
          maxLength={40}
          autoComplete="off"
          placeholder={t('cards.alipayPlaceholder')}
          value={form.account}
          aria-invalid={Boolean(errors.account)}
          onChange={(e) => set('account', e.target.value.trim())}
        />
      </Field>
      <Field
        id="alipay-holder"
        label={t('cards.holder')}
        error={rule(errors.holder)}
        hint={holderHint ? t('cards.holderHint', { name: holderHint }) : undefined}
      >
        <input
          id="alipay-holder"
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
          {sending ? t('cards.adding') : t('cards.addAlipay')}
        </button>
      </div>
    </form>
  );
}
