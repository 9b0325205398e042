import { AuthMode, type AuthModeValue, type NewDeviceChallenge } from '@site/shared';

/** What the auth dialog shows: the mode, the forgot-password wizard step, and the risky-login challenge. */
export interface AuthView {
  open: boolean;
  mode: AuthModeValue;
  /** Forgot-password wizard: 0 identity, 1 verify code, 2 new password, 3 success. */
  step: number;
  challenge: NewDeviceChallenge | null;
  /** After 注册成功 and the automatic login: the deposit-limit offer (set limits or skip) in place of the forms. */
  limitOffer: boolean;
}

export type AuthAction =
  | { type: 'open'; mode: AuthModeValue }
  | { type: 'switch'; mode: AuthModeValue }
  | { type: 'step'; step: number }
  | { type: 'back' }
  | { type: 'new-device'; challenge: NewDeviceChallenge }
  | { type: 'limit-offer' }
  | { type: 'close' };

export const closedView: AuthView = { open: false, mode: AuthMode.LOGIN, step: 0, challenge: null, limitOffer: false };

const MODES: readonly number[] = Object.values(AuthMode);
export function isAuthMode(value: unknown): value is AuthModeValue {
  return typeof value === 'number' && MODES.includes(value);
}

/** The new-device screen needs a challenge; without one the login form is shown. */
function withMode(state: AuthView, mode: AuthModeValue): AuthView {
  const usable = mode === AuthMode.NEW_DEVICE && !state.challenge ? AuthMode.LOGIN : mode;
  // The step counter resets whenever the mode changes (spec §2).
  return { ...state, open: true, mode: usable, step: 0, limitOffer: false };
}

export function authReducer(state: AuthView, action: AuthAction): AuthView {
  switch (action.type) {
    case 'open':
    case 'switch':
      return withMode(state, isAuthMode(action.mode) ? action.mode : AuthMode.LOGIN);
    case 'step':
      return { ...state, step: Math.max(0, Math.min(3, action.step)) };
    case 'back':
      return { ...state, step: Math.max(0, state.step - 1) };
    case 'new-device':
      return { ...state, open: true, mode: AuthMode.NEW_DEVICE, step: 0, challenge: action.challenge, limitOffer: false };
    case 'limit-offer':
      return { ...state, open: true, mode: AuthMode.REGISTER, step: 0, limitOffer: true };
    case 'close':
      return { ...closedView, mode: state.mode };
  }
}
