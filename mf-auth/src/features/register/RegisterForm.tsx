import { AuthMode, Kaptchcate, normalizeUsername } from '@site/shared';
import { TextField } from '../../components/TextField';
import { NewPasswordField } from '../../components/NewPasswordField';
import { Checkbox } from '../../components/Checkbox';
import { useAuthT } from '../../hooks/use-auth-t';
import { usePlatform } from '@site/shared/react';
import { useAuthFlow } from '../auth-dialog';
import { validateRegister } from '../../rules/validation';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { callRegister } from '../../calls/auth-calls';
import { hashPassword } from '../../calls/password';
import form from '../../components/form.module.css';

/** Register: username (spaces stripped, max 11), password, repeat, agreement with terms/privacy modals. */
export function RegisterForm() {
  const props = usePlatform();
  const t = useAuthT();
  const flow = useAuthFlow();
  const { values, change, error, formError, setFormError, busy, onSubmit } = useValidatedForm(
    { name: '', password: '', repeat: '', agreed: false },
    validateRegister,
  );

  const submit = onSubmit(async () => {
    const outcome = await callRegister(props, flow.askCaptcha, values.name, values.password, values.repeat);
    if (outcome.kind === 'ok') {
      props.dialogs.toast(t('register.success'), 'success');
      // Logged in, the dialog offers the deposit limits (set or skip) before it closes.
      setFormError(
        await flow.signIn({ name: values.name, password: hashPassword(values.password) }, { kaptchcate: Kaptchcate.AFTER_REGISTER }, undefined, 'limitOffer'),
      );
    } else if (outcome.kind === 'failed') {
      setFormError(outcome.message || t('error.generic'));
    } else if (outcome.kind === 'suspended') {
      if (outcome.popup) void props.dialogs.tips({ message: outcome.message });
      else props.dialogs.toast(outcome.message, 'error');
    }
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate data-testid="register-form">
      <TextField
        label={t('register.name')}
        placeholder={t('register.namePlaceholder')}
        name="username"
        autoComplete="username"
        value={values.name}
        // Spaces are stripped and the name is cut at 11 (normalizeUsername), so spaces never count.
        onChange={(v) => change('name', normalizeUsername(v.slice(0, 64)))}
        error={error('name')}
        autoFocus
      />
      <NewPasswordField
        label={t('register.password')}
        placeholder={t('register.passwordPlaceholder')}
        name="new-password"
        value={values.password}
        onChange={(v) => change('password', v)}
        error={error('password')}
      />
      <NewPasswordField
        label={t('register.repeat')}
        placeholder={t('register.repeatPlaceholder')}
        name="repeat-password"
        value={values.repeat}
        onChange={(v) => change('repeat', v)}
        error={error('repeat')}
      />
      <Checkbox
        checked={values.agreed}
        onChange={(v) => change('agreed', v)}
        error={error('agreed')}
        name="agree"
        after={
          <span>
            <button type="button" className={form.link} onClick={() => flow.openLegal('terms')} data-testid="terms-link">
              {t('register.terms')}
            </button>
            {t('register.and')}
            <button type="button" className={form.link} onClick={() => flow.openLegal('privacy')} data-testid="privacy-link">
              {t('register.privacy')}
            </button>
          </span>
        }
      >
        {t('register.agreePrefix')}
      </Checkbox>
      {formError ? (
        <p role="alert" className={form.formError} data-testid="register-error">
          {formError}
        </p>
      ) : null}
      <button type="submit" className={form.primary} disabled={busy} aria-busy={busy} data-testid="register-submit">
        {busy ? t('register.submitting') : t('register.submit')}
      </button>
      <div className={form.footer}>
        <span className={form.muted}>
          {t('register.hasAccount')}
          <button type="button" className={form.link} onClick={() => flow.dispatch({ type: 'switch', mode: AuthMode.LOGIN })}>
            {t('register.toLogin')}
          </button>
        </span>
        <button type="button" className={form.link} onClick={flow.openCustomerService}>
          {t('contact')}
        </button>
      </div>
    </form>
  );
}
