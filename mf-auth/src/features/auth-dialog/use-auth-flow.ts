import { createContext, useContext, type Dispatch } from 'react';
import type { AuthAction, AuthView } from './auth-view';
import type { AskCaptcha } from '../../calls/with-captcha';
import type { Credentials } from '../../calls/auth-calls';
import type { LegalDoc } from '../../components/LegalModal';

/** What the forms inside the dialog share: the view, its dispatcher, the captcha and the login finish. */
export interface AuthFlow {
  view: AuthView;
  dispatch: Dispatch<AuthAction>;
  askCaptcha: AskCaptcha;
  /**
   * Logs in with md5 credentials; returns the message to show inline, or null when handled. Logged in, the dialog
   * closes, or (`then: 'limitOffer'`, after 注册成功) shows the deposit-limit offer.
   */
  signIn(
    credentials: Credentials,
    extra?: { sendCodeNum?: string; phoneMiddle?: string; kaptchcate?: number },
    onSuccess?: () => void,
    then?: 'close' | 'limitOffer',
  ): Promise<string | null>;
  openLegal(doc: LegalDoc): void;
  openCustomerService(): void;
  close(): void;
}

export const AuthFlowContext = createContext<AuthFlow | null>(null);

export function useAuthFlow(): AuthFlow {
  const f = useContext(AuthFlowContext);
  if (!f) throw new Error('mf-auth: AuthFlowContext missing');
  return f;
}
