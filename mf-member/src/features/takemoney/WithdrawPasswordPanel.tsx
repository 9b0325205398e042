import { useState, type ReactNode } from 'react';
import { CodeCate, CodeType, sendCodeTwo, withdrawalPwdEmailCheck, withdrawalPwdReset, withdrawPasswordDigest, messageOf } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { MemberSendCode, sendCodeWith } from '../auth';
import { Field } from '../../components/form-fields';
import forms from '../../components/member-forms.module.css';
import { emptyPasswordFields, PasswordMode, passwordProblem, sixDigits, type PasswordFields } from './withdraw-password-forms';

type T = (k: string, o?: Record<string, unknown>) => string;

/**
 * 管理取款密码 on /mine/takemoney once a password is set: change it with the current one
 * (withdrawal/pwd/reset) or, forgotten, with a code sent to the bound e-mail (withdrawal/pwd/emailCheck).
 */
export function WithdrawPasswordPanel({ t, className }: { t: T; className: string }) {
  const { http, dialogs } = usePlatform();
  const [mode, setMode] = useState<PasswordMode>(PasswordMode.CHANGE);
  const [f, setF] = useState<PasswordFields>(emptyPasswordFields);
  const [tried, setTried] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const problem = tried ? passwordProblem(mode, f) : null;
  const messageOfProblem = (field: 'oldPassword' | 'code' | 'password' | 'repeat') =>
    problem === field || (field === 'password' && (problem === 'same' || problem === 'weak')) ? t(`withdrawPassword.rules.${problem}`) : undefined;
  const set = (k: keyof PasswordFields) => (e: { target: { value: string } }) => setF((o) => ({ ...o, [k]: sixDigits(e.target.value) }));

  const switchTo = (m: PasswordMode) => {
    setMode(m);
    setF(emptyPasswordFields);
    setTried(false);
    setError('');
  };
  const sendCode = () =>
    sendCodeWith(
      () => http.call(sendCodeTwo, { type: CodeType.RESET, cate: CodeCate.EMAIL, version: 1 }, { silent: true }),
      t('withdrawPassword.codeSent'),
      dialogs,
      setError,
    );
  const submit = async () => {
    setTried(true);
    if (passwordProblem(mode, f)) return;
    setBusy(true);
    try {
      const password = withdrawPasswordDigest(f.password);
      if (mode === PasswordMode.CHANGE) await http.call(withdrawalPwdReset, { oldPassword: withdrawPasswordDigest(f.oldPassword), password }, { silent: true });
      else await http.call(withdrawalPwdEmailCheck, { code: f.code, password }, { silent: true });
      dialogs.toast(t(mode === PasswordMode.CHANGE ? 'withdrawPassword.changed' : 'withdrawPassword.reset'), 'success');
      switchTo(mode);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const input = (id: string, k: keyof PasswordFields, label: string, error: string | undefined, extra?: ReactNode) => (
    <Field id={id} label={label} error={error}>
      <div className={forms.codeRow}>
        <input
          id={id}
          className={forms.input}
          type={k === 'code' ? 'text' : 'password'}
          inputMode="numeric"
          autoComplete={k === 'oldPassword' ? 'current-password' : k === 'code' ? 'one-time-code' : 'new-password'}
          maxLength={6}
          value={f[k]}
          aria-invalid={Boolean(error)}
          onChange={set(k)}
          data-testid={`wpwd-${k}`}
        />
        {extra}
      </div>
    </Field>
  );

  return (
    <details className={className} data-testid="withdraw-password-manage">
      <summary className={forms.link}>{t('withdrawPassword.title')}</summary>
      <nav className={forms.tabs} aria-label={t('withdrawPassword.title')}>
        {[PasswordMode.CHANGE, PasswordMode.FORGOT].map((m) => (
          <a
            key={m}
            href={`#${m}`}
            className={forms.tab}
            aria-current={mode === m ? 'page' : undefined}
            onClick={(e) => {
              e.preventDefault();
              switchTo(m);
            }}
            data-testid={`wpwd-mode-${m}`}
          >
            {t(`withdrawPassword.mode.${m}`)}
          </a>
        ))}
      </nav>
      <form
        className={forms.form}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {mode === PasswordMode.CHANGE ? input('wpwd-old', 'oldPassword', t('withdrawPassword.old'), messageOfProblem('oldPassword')) : null}
        {mode === PasswordMode.FORGOT ? (
          <>
            <p className={forms.hint}>{t('withdrawPassword.forgotHint')}</p>
            {input('wpwd-code', 'code', t('withdrawPassword.code'), messageOfProblem('code'), <MemberSendCode send={sendCode} t={t} testId="wpwd-send-code" />)}
          </>
        ) : null}
        {input('wpwd-new', 'password', t('withdrawPassword.new'), messageOfProblem('password'))}
        {input('wpwd-repeat', 'repeat', t('withdrawPassword.repeat'), messageOfProblem('repeat'))}
        {error ? (
          <p className={forms.error} role="alert" data-testid="wpwd-error">
            {error}
          </p>
        ) : null}
        <div className={forms.actions}>
          <button type="submit" className={forms.primary} disabled={busy} aria-busy={busy} data-testid="wpwd-submit">
            {t('withdrawPassword.save')}
          </button>
        </div>
      </form>
    </details>
  );
}
