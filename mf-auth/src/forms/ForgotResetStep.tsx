import { useState, type FormEvent } from 'react';
import { LIMITS } from '@site/shared';
import { TextField } from '../components/TextField';
import { useAuthProps, useAuthT } from '../hooks/use-auth-props';
import { hasErrors, validateNewPassword } from '../lib/validation';
import { resetPassword, type Identity } from '../lib/forgot-calls';
import { messageOf } from '../lib/call-errors';
import form from '../components/form.module.css';

interface Props {
  identity: Identity;
  onDone(): void;
}

/** Step 2: the new password and its repeat. */
export function ForgotResetStep({ identity, onDone }: Props) {
  const props = useAuthProps();
  const t = useAuthT();
  const [values, setValues] = useState({ password: '', repeat: '' });
  const [errors, setErrors] = useState<{ password: string | null; repeat: string | null }>({ password: null, repeat: null });
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  function change(key: 'password' | 'repeat', v: string) {
    const next = { ...values, [key]: v };
    setValues(next);
    if (hasErrors(errors)) setErrors(validateNewPassword(next));
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const errs = validateNewPassword(values);
    setErrors(errs);
    setFormError(null);
    if (hasErrors(errs)) return;
    setBusy(true);
    try {
      await resetPassword(props.http, identity, values.password, values.repeat);
      props.bus.emit('auth:password-changed', {});
      onDone();
    } catch (err) {
      setFormError(messageOf(err, t('error.generic')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate data-testid="forgot-reset">
      <TextField
        label={t('forgot.password')}
        placeholder={t('forgot.passwordPlaceholder')}
        name="new-password"
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        value={values.password}
        onChange={(v) => change('password', v)}
        error={errors.password}
        autoFocus
      />
      <TextField
        label={t('forgot.repeat')}
        placeholder={t('forgot.repeatPlaceholder')}
        name="repeat-password"
        type="password"
        autoComplete="new-password"
        maxLength={LIMITS.passwordMax}
        value={values.repeat}
        onChange={(v) => change('repeat', v)}
        error={errors.repeat}
      />
      {formError ? <p role="alert" className={form.formError}>{formError}</p> : null}
      <button type="submit" className={form.primary} disabled={busy} aria-busy={busy} data-testid="forgot-submit">
        {busy ? t('forgot.working') : t('forgot.submit')}
      </button>
    </form>
  );
}
