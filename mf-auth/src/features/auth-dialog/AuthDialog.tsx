import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import { AuthMode, type AuthModeValue, type MountProps } from '@site/shared';
import { useDialogInbox, type AuthDialogEvent, type DialogEvent, type DialogInbox } from '@site/kit';
import { useT, withPlatform } from '@site/shared/react';
import { Modal } from '@site/shared/modal';
import { LegalModal, type LegalDoc } from '../../components/LegalModal';
import { AuthTabs } from '../../components/AuthTabs';
import { LoginForm } from '../login';
import { RegisterForm } from '../register';
import { ForgotPassword } from '../forgot-password';
import { NewDevice } from '../new-device';
import { useCaptchaHost } from '../captcha';
import { AuthFlowContext, type AuthFlow } from './use-auth-flow';
import { authReducer, closedView, isAuthMode } from './auth-view';
import { callLogin } from '../../calls/auth-calls';
import { NS, useAuthCatalogs } from '../../i18n/catalog';
import { addOfferCatalogs, DepositLimitOffer, LIMIT_OFFER_NS } from '@site/shared/limit-offer';

/** Mounted by the shell's dialog host with the inbox of the auth events (the early ones first). */
type Props = MountProps & { dialogInbox: DialogInbox<AuthDialogEvent> };

const TITLES: Record<AuthModeValue, string> = {
  [AuthMode.LOGIN]: 'dialog.loginTitle',
  [AuthMode.REGISTER]: 'dialog.registerTitle',
  [AuthMode.FORGOT_PHONE]: 'dialog.forgotPhone',
  [AuthMode.FORGOT_EMAIL]: 'dialog.forgotEmail',
  [AuthMode.NEW_DEVICE]: 'dialog.newDevice',
};

/**
 * The auth dialog: login/register, find password (phone / e-mail), new device, with the captcha
 * and legal modals. Opened by bus events only (spec §2 Dialogs), never by a route. The parcel's
 * root: wrapped with withPlatform, so the forms read the platform with usePlatform().
 */
export const AuthDialog = withPlatform<Props>(AuthDialogRoot);

function AuthDialogRoot(props: Props) {
  useAuthCatalogs(props.i18n);
  const t = useT(props.i18n, NS);
  addOfferCatalogs(props.i18n);
  const offerT = useT(props.i18n, LIMIT_OFFER_NS);
  const [view, dispatch] = useReducer(authReducer, closedView);
  const [legal, setLegal] = useState<LegalDoc | null>(null);
  const captcha = useCaptchaHost();
  const { bus, http, dialogs, stores, navigate } = props;

  useDialogInbox(props.dialogInbox, (e: DialogEvent<AuthDialogEvent>) => {
    switch (e.type) {
      case 'auth:login':
        return dispatch({ type: 'open', mode: isAuthMode(e.payload.mode) ? e.payload.mode : AuthMode.LOGIN });
      case 'auth:switch-way':
        return dispatch({ type: 'switch', mode: e.payload.mode });
      case 'auth:register':
        return dispatch({ type: 'open', mode: AuthMode.REGISTER });
      case 'auth:forgot-password':
        return dispatch({ type: 'open', mode: e.payload.by === 'email' ? AuthMode.FORGOT_EMAIL : AuthMode.FORGOT_PHONE });
      case 'auth:new-device':
        return dispatch({ type: 'new-device', challenge: e.payload });
      case 'auth:close':
        return dispatch({ type: 'close' });
    }
  });

  const close = useCallback(() => {
    setLegal(null);
    dispatch({ type: 'close' });
  }, []);

  const flow = useMemo<AuthFlow>(
    () => ({
      view,
      dispatch,
      askCaptcha: captcha.ask,
      async signIn(creds, extra, onSuccess, then = 'close') {
        const outcome = await callLogin(props, captcha.ask, creds, extra);
        switch (outcome.kind) {
          case 'ok':
            try {
              onSuccess?.();
              await stores.session.loginSucceeded(outcome.data.token, outcome.data.userId);
            } catch (e) {
              return (e as Error)?.message || t('error.generic');
            }
            // The session store emits auth:login-success (its one owner) once the user is loaded.
            dispatch(then === 'limitOffer' ? { type: 'limit-offer' } : { type: 'close' });
            return null;
          case 'new-device':
            dispatch({
              type: 'new-device',
              challenge: { name: creds.name, password: creds.password, maskedPhone: outcome.maskedPhone, code: outcome.code, message: outcome.message },
            });
            return null;
          case 'suspended':
            if (outcome.popup) void dialogs.tips({ message: outcome.message });
            else dialogs.toast(outcome.message, 'error');
            return null;
          case 'failed':
            return outcome.message || t('error.generic');
          case 'cancelled':
            return null;
        }
      },
      openLegal: setLegal,
      openCustomerService() {
        // Asked for when the dialog opened (below); a click before it came waits for it (the click's
        // user activation lasts long enough for the new window). No URL, or the call failed: the help page.
        void stores.site
          .customerService()
          .catch(() => '')
          .then((url) => {
            if (url) navigate.newWindow(url);
            else {
              close();
              navigate.to({ name: 'helpTopic', params: { topic: 'zxkf' } });
            }
          });
      },
      close,
    }),
    // props is read through its parts listed here (callLogin takes it whole).
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [view, captcha.ask, bus, http, dialogs, stores, navigate, t, close],
  );

  // The customer-service URL is a signed call (the http client and the device fingerprint): asked for when a
  // player opens the dialog that links to it, not on every first page.
  useEffect(() => {
    if (view.open) void stores.site.customerService().catch(() => '');
  }, [view.open, stores.site]);

  if (!view.open) return null;
  const covered = captcha.open || legal !== null;
  const tabs = !view.limitOffer && (view.mode === AuthMode.LOGIN || view.mode === AuthMode.REGISTER);
  return (
    <AuthFlowContext.Provider value={flow}>
      <Modal
        title={view.limitOffer ? offerT('title') : t(TITLES[view.mode])}
        closeLabel={t('dialog.close')}
        onClose={close}
        covered={covered}
        testId="auth-dialog"
        data={{ 'data-mode': view.mode }}
        focusKey={`${view.mode}-${view.step}${view.limitOffer ? '-offer' : ''}`}
        header={tabs ? <AuthTabs mode={view.mode} onSwitch={(mode) => dispatch({ type: 'switch', mode })} /> : null}
      >
        {view.limitOffer ? <DepositLimitOffer key="limit-offer" titled={false} onAnswered={close} /> : null}
        {view.mode === AuthMode.LOGIN ? <LoginForm key="login" /> : null}
        {view.mode === AuthMode.REGISTER && !view.limitOffer ? <RegisterForm key="register" /> : null}
        {view.mode === AuthMode.FORGOT_PHONE || view.mode === AuthMode.FORGOT_EMAIL ? <ForgotPassword key={view.mode} /> : null}
        {view.mode === AuthMode.NEW_DEVICE && view.challenge ? (
          <NewDevice key={`${view.challenge.name}-${view.challenge.maskedPhone}`} challenge={view.challenge} />
        ) : null}
      </Modal>
      {captcha.element}
      {legal ? <LegalModal doc={legal} onToggle={setLegal} onClose={() => setLegal(null)} /> : null}
    </AuthFlowContext.Provider>
  );
}
