import { messageOf } from '@site/shared';
import { useEffect, useState } from 'react';
import type { Dialogs } from '@site/shared';
import { CODE_SECONDS } from './auth-forms';
import styles from '../member-forms.module.css';

/**
 * 获取验证码: calls send(); on success the button counts down 60 s (spec §4, §9), then reads 重新发送.
 * send() resolves true when the code went out.
 */
export function SendCodeButton({ send, t, testId }: { send: () => Promise<boolean>; t: (k: string, o?: Record<string, unknown>) => string; testId?: string }) {
  const [left, setLeft] = useState(0);
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  const click = async () => {
    setBusy(true);
    try {
      if (await send()) {
        setSent(true);
        setLeft(CODE_SECONDS);
      }
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={styles.ghost} disabled={busy || left > 0} onClick={() => void click()} data-testid={testId}>
      {left > 0 ? t('profile.codeCountdown', { s: left }) : sent ? t('profile.resend') : t('profile.sendCode')}
    </button>
  );
}

/**
 * One send of a code for SendCodeButton: the call, then the spec's sent toast (true), or the api's
 * refusal handed to showError (false: the button does not count down).
 */
export async function sendCodeWith(
  call: () => Promise<unknown>,
  sentText: string,
  dialogs: Pick<Dialogs, 'toast'>,
  showError: (message: string) => void,
): Promise<boolean> {
  try {
    await call();
    dialogs.toast(sentText, 'success');
    showError('');
    return true;
  } catch (e) {
    showError(messageOf(e));
    return false;
  }
}
