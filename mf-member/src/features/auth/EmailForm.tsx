import { useState } from 'react';
import { bindEmail, CodeCate, sendBindCode } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { TextField } from '../../components/form-fields';
import { emailProblems } from './auth-forms';
import { BindForm, CodeField, useBindSubmit } from './bind-form';
import { sendCodeWith } from './send-code';
import styles from '../../components/member-forms.module.css';

type T = (k: string, o?: Record<string, unknown>) => string;

/** 绑定邮箱: a code to the e-mail (the outbox), then bindEmail. */
export function EmailForm({ bound, t, onDone }: { bound: string; t: T; onDone: () => Promise<void> }) {
  const { http, dialogs } = usePlatform();
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [tried, setTried] = useState<'none' | 'send' | 'bind'>('none');
  const { busy, error, setError, run } = useBindSubmit();
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
    await run(
      () => http.call(bindEmail, { email, code }, { silent: true }),
      async () => {
        dialogs.toast(t('profile.bound'), 'success');
        await onDone();
      },
    );
  };
  return (
    <BindForm testId="email-form" onSubmit={submit} error={error} busy={busy} submitLabel={t('profile.bindEmail')}>
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
      <CodeField id="bind-email-code" problem={problems.code} value={code} onChange={setCode} send={send} t={t} sendTestId="email-send-code" />
    </BindForm>
  );
}
