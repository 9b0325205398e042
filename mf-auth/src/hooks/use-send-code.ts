import { useState } from 'react';
import type { Countdown, SendCodeTexts } from '@site/shared/send-code';
import { useAuthT } from './use-auth-t';
import { usePlatform } from '@site/shared/react';
import { messageOf, resendAfterOf } from '../calls/call-errors';

/** The send-code button's words in the auth catalog (the countdown reads '60s'). */
export function useSendCodeTexts(): SendCodeTexts {
  const t = useAuthT();
  return { send: t('code.send'), resend: t('code.resend'), counting: (left) => `${left}s` };
}

/**
 * The send-code button's action, shared by the forgot wizard and the new-device screen: call the
 * api, toast the success message, start the 60 s countdown (or the wait the api names on 6066).
 */
export function useSendCode(countdown: Countdown, setFormError: (message: string | null) => void) {
  const props = usePlatform();
  const t = useAuthT();
  const [sending, setSending] = useState(false);

  /** `call` resolves to the api's resendAfter seconds, or nothing for the default 60 s. */
  async function send(call: () => Promise<number | void>, successKey: string): Promise<void> {
    setSending(true);
    setFormError(null);
    try {
      const resendAfter = await call();
      props.dialogs.toast(t(successKey), 'success');
      countdown.start(resendAfter ?? undefined);
    } catch (e) {
      setFormError(messageOf(e, t('error.generic')));
      const wait = resendAfterOf(e);
      if (wait !== null) countdown.start(wait);
    } finally {
      setSending(false);
    }
  }

  return { sending, send };
}
