import { messageOf } from '@site/shared';
import { useState } from 'react';
import type { Dialogs } from '@site/shared';
import { SendCodeButton, useCountdown } from '@site/shared/send-code';
import { CODE_SECONDS } from './auth-forms';
import styles from '../../components/member-forms.module.css';

/**
 * 获取验证码 in the member centre's forms: the shared send-code button, counting down 60 s (spec §4, §9) once
 * send() resolves true (the code went out), then reading 重新发送.
 */
export function MemberSendCode({ send, t, testId }: { send: () => Promise<boolean>; t: (k: string, o?: Record<string, unknown>) => string; testId?: string }) {
  const countdown = useCountdown(CODE_SECONDS);
  const [busy, setBusy] = useState(false);
  const click = async () => {
    setBusy(true);
    try {
      if (await send()) countdown.start();
    } finally {
      setBusy(false);
    }
  };
  return (
    <SendCodeButton
      countdown={countdown}
      busy={busy}
      onSend={() => void click()}
      texts={{ send: t('profile.sendCode'), resend: t('profile.resend'), counting: (s) => t('profile.codeCountdown', { s }) }}
      className={styles.ghost}
      testId={testId}
    />
  );
}

/**
 * One send of a code for MemberSendCode: the call, then the spec's sent toast (true), or the api's
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
