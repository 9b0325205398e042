import { useState } from 'react';
import { bindEmail, CodeCate, sendBindCode } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { Field, TextField } from '../form-fields';
import { messageOf } from '../cards/use-cards';
import { emailProblems } from './auth-forms';
import { SendCodeButton, sendCodeWith } from './SendCodeButton';
import styles from '../member-forms.module.css';

type T = (k: string, o?: Record<string, unknown>) => string;

/** 绑定邮箱: a code to the e-mail (the outbox), then bindEmail. */
export function EmailForm({ bound, t, onDone }: { bound: string; t: T; onDone: () => Promise<void> }) {
  const { http, dialogs } = usePlatform();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState<'none' | 'send' | 'bind'>('none');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  if (bound)
    return (
      <p className={styles.success} data-testid="email-bound">
        {t('profile.emailBound', { email: bound })}
      </p>
    );
  const problems = tried === 'none' ? {} : emailProblems({ email, code, needCode: tried === 'bind' });
  const send = async () => {
    setTried('send');
    if (emailProblems({ email, code, needCode: false }).email) return false;
    return sendCodeWith(() => http.call(sendBindCode, { cate: CodeCate.EMAIL, email }, { silent: true }), t('profile.sentEmail'), dialogs, setError);
  };
  const submit = async () => {
    setTried('bind');
    const p = emailProblems({ email, code, needCode: true });
    if (p.email || p.code) return;
    setBusy(true);
    try {
      await http.call(bindEmail, { email, code }, { silent: true });
      dialogs.toast(t('profile.bound'), 'success');
      await onDone();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.form}
      noValidate
      data-testid="email-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <TextField
        id="bind-email"
        label={t('profile.email')}
        error={problems.email ? t(`profile.rules.${problems.email}`) : undefined}
        type="email"
        maxLength={40}
        placeholder={t('profile.emailPlaceholder')}
        value={email}
        onChange={(e) => setEmail(e.target.value.trim())}
      />
      <Field id="bind-email-code" label={t('profile.code')} error={problems.code ? t(`profile.rules.${problems.code}`) : undefined}>
        <div className={styles.codeRow}>
          <input
            id="bind-email-code"
            className={styles.input}
            inputMode="numeric"
            maxLength={6}
            placeholder={t('profile.codePlaceholder')}
            value={code}
            aria-invalid={Boolean(problems.code)}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <SendCodeButton send={send} t={t} testId="email-send-code" />
        </div>
      </Field>
      {error ? (
        <p className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('profile.bindEmail')}
        </button>
      </div>
    </form>
  );
}
