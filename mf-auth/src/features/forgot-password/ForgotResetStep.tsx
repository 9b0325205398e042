import { NewPasswordField } from '../../components/NewPasswordField';
import { useAuthT } from '../../hooks/use-auth-t';
import { usePlatform } from '@site/shared/react';
import { validateNewPassword } from '../../rules/validation';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { resetPassword, type Identity } from './forgot-calls';
import { messageOf } from '../../calls/call-errors';
import form from '../../components/form.module.css';

interface Props {
  identity: Identity;
  onDone(): void;
}

/** Step 2: the new password and its repeat. */
export function ForgotResetStep({ identity, onDone }: Props) {
  const props = usePlatform();
  const t = useAuthT();
  const { values, change, error, formError, setFormError, busy, onSubmit } = useValidatedForm({ password: '', repeat: '' }, validateNewPassword);

  const submit = onSubmit(async () => {
    try {
      await resetPassword(props.http, identity, values.password, values.repeat);
      props.bus.emit('auth:password-changed', {});
      onDone();
    } catch (err) {
      setFormError(messageOf(err, t('error.generic')));
    }
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate data-testid="forgot-reset">
      <NewPasswordField
        label={t('forgot.password')}
        placeholder={t('forgot.passwordPlaceholder')}
        name="new-password"
        value={values.password}
        onChange={(v) => change('password', v)}
        error={error('password')}
        autoFocus
      />
      <NewPasswordField
        label={t('forgot.repeat')}
        placeholder={t('forgot.repeatPlaceholder')}
        name="repeat-password"
        value={values.repeat}
        onChange={(v) => change('repeat', v)}
        error={error('repeat')}
      />
      {formError ? (
        <p role="alert" className={form.formError}>
          {formError}
        </p>
      ) : null}
      <button type="submit" className={form.primary} disabled={busy} aria-busy={busy} data-testid="forgot-submit">
        {busy ? t('forgot.working') : t('forgot.submit')}
      </button>
    </form>
  );
}
