import { useState } from 'react';
import { AuthMode } from '@site/shared';
import { TextField } from '../../components/TextField';
import { Checkbox } from '../../components/Checkbox';
import { useAuthT } from '../../hooks/use-auth-t';
import { useAuthFlow } from '../auth-dialog';
import { validateLogin } from '../../rules/validation';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { hashPassword } from '../../calls/password';
import { isRememberOn, readRememberedAccount, saveRememberedAccount, setRememberFlag } from './remembered-account';
import form from '../../components/form.module.css';

/** Login: username, password, remember password, forgot-password and customer-service links. */
export function LoginForm() {
  const t = useAuthT();
  const flow = useAuthFlow();
  const [initial] = useState(() => (isRememberOn() ? readRememberedAccount() : null));
  const [remember, setRemember] = useState(() => isRememberOn());
  const { values, change, error, formError, setFormError, busy, onSubmit } = useValidatedForm(
    { name: initial?.name ?? '', password: initial?.password ?? '' },
    validateLogin,
  );
  const { name, password } = values;

  const submit = onSubmit(async () => {
    const trimmed = name.trim();
    const message = await flow.signIn({ name: trimmed, password: hashPassword(password) }, undefined, () => {
      if (remember) saveRememberedAccount({ name: trimmed, password });
    });
    setFormError(message);
  });

  function toggleRemember(on: boolean) {
    setRemember(on);
    setRememberFlag(on);
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate data-testid="login-form">
      <TextField
        label={t('login.name')}
        placeholder={t('login.namePlaceholder')}
        name="username"
        autoComplete="username"
        maxLength={30}
        value={name}
        onChange={(v) => change('name', v)}
        error={error('name')}
        autoFocus
      />
      <TextField
        label={t('login.password')}
        placeholder={t('login.passwordPlaceholder')}
        name="password"
        type="password"
        autoComplete="current-password"
        maxLength={64}
        value={password}
        onChange={(v) => change('password', v)}
        error={error('password')}
      />
      <div className={form.row}>
        <Checkbox checked={remember} onChange={toggleRemember} name="remember">
          {t('login.remember')}
        </Checkbox>
        <button type="button" className={form.link} onClick={() => flow.dispatch({ type: 'switch', mode: AuthMode.FORGOT_PHONE })} data-testid="forgot-link">
          {t('login.forgot')}
        </button>
      </div>
      {formError ? (
        <p role="alert" className={form.formError} data-testid="login-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={form.primary} disabled={busy} aria-busy={busy} data-testid="login-submit">
        {busy ? t('login.submitting') : t('login.submit')}
      </button>
      <div className={form.footer}>
        <span className={form.muted}>
          {t('login.noAccount')}
          <button type="button" className={form.link} onClick={() => flow.dispatch({ type: 'switch', mode: AuthMode.REGISTER })}>
            {t('login.toRegister')}
          </button>
        </span>
        <button type="button" className={form.link} onClick={flow.openCustomerService} data-testid="contact-link">
          {t('contact')}
        </button>
      </div>
    </form>
  );
}
