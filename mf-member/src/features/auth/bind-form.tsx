import { messageOf } from '@site/shared';
import { useState, type ReactNode } from 'react';
import { Field } from '../../components/form-fields';
import { MemberSendCode } from './send-code';
import styles from '../../components/member-forms.module.css';

type T = (k: string, o?: Record<string, unknown>) => string;

/**
 * What every 安全中心 form does with its api call: one at a time (busy), the api's refusal kept as the form's
 * message, then what the form does on success (a toast and a reload of the profile, or the password step).
 */
export function useBindSubmit() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const run = async (call: () => Promise<unknown>, done: () => Promise<void> | void): Promise<void> => {
    setBusy(true);
    try {
      await call();
      await done();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

/** 验证码: six digits and the 获取验证码 button (sendKey restarts its countdown when the way to send changes). */
export function CodeField({
  id,
  problem,
  value,
  onChange,
  send,
  t,
  sendTestId,
  sendKey,
}: {
  id: string;
  problem?: string;
  value: string;
  onChange: (code: string) => void;
  send: () => Promise<boolean>;
  t: T;
  sendTestId?: string;
  sendKey?: string;
}) {
  return (
    <Field id={id} label={t('profile.code')} error={problem ? t(`profile.rules.${problem}`) : undefined}>
      <div className={styles.codeRow}>
        <input
          id={id}
          className={styles.input}
          inputMode="numeric"
          maxLength={6}
          autoComplete="one-time-code"
          placeholder={t('profile.codePlaceholder')}
          value={value}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `${id}-error` : undefined}
          onChange={(e) => onChange(e.target.value.replace(/\D/g, ''))}
        />
        <MemberSendCode key={sendKey} send={send} t={t} testId={sendTestId} />
      </div>
    </Field>
  );
}

/** The form around the fields: no browser validation (the rules speak Chinese), the api's message, one submit button. */
export function BindForm({
  testId,
  onSubmit,
  error,
  errorTestId,
  busy,
  submitLabel,
  children,
}: {
  testId: string;
  onSubmit: () => Promise<void>;
  error?: string;
  errorTestId?: string;
  busy: boolean;
  submitLabel: string;
  children: ReactNode;
}) {
  return (
    <form
      className={styles.form}
      noValidate
      data-testid={testId}
      onSubmit={(e) => {
        e.preventDefault();
        void onSubmit();
      }}
    >
      {children}
      {error ? (
        <p className={styles.error} role="alert" data-testid={errorTestId}>
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {submitLabel}
        </button>
      </div>
    </form>
  );
}
