import { AuthMode } from '@site/shared';
import { authReducer, closedView } from './auth-view';

const challenge = { name: 'demo01', password: 'e'.repeat(32), maskedPhone: '138****8000', code: 6026, message: '新设备' };

describe('auth view', () => {
  it('opens in the asked mode and closes', () => {
    const v = authReducer(closedView, { type: 'open', mode: AuthMode.REGISTER });
    expect(v).toMatchObject({ open: true, mode: 2, step: 0 });
    expect(authReducer(v, { type: 'close' }).open).toBe(false);
  });
  it('the forgot-password step counter resets when the mode switches', () => {
    let v = authReducer(closedView, { type: 'open', mode: AuthMode.FORGOT_PHONE });
    v = authReducer(v, { type: 'step', step: 2 });
    expect(v.step).toBe(2);
    v = authReducer(v, { type: 'switch', mode: AuthMode.FORGOT_EMAIL });
    expect(v).toMatchObject({ mode: 4, step: 0 });
    v = authReducer(authReducer(v, { type: 'step', step: 1 }), { type: 'switch', mode: AuthMode.LOGIN });
    expect(v.step).toBe(0);
  });
  it('back goes one step, never below 0; steps stay within 0-3', () => {
    let v = authReducer(closedView, { type: 'open', mode: AuthMode.FORGOT_EMAIL });
    v = authReducer(v, { type: 'step', step: 9 });
    expect(v.step).toBe(3);
    v = authReducer(authReducer(v, { type: 'back' }), { type: 'back' });
    expect(v.step).toBe(1);
    expect(authReducer(authReducer(v, { type: 'back' }), { type: 'back' }).step).toBe(0);
  });
  it("after 注册成功 the deposit-limit offer takes the register form's place until the dialog closes or switches", () => {
    const offer = authReducer(authReducer(closedView, { type: 'open', mode: AuthMode.REGISTER }), { type: 'limit-offer' });
    expect(offer).toMatchObject({ open: true, mode: AuthMode.REGISTER, limitOffer: true });
    expect(authReducer(offer, { type: 'close' })).toMatchObject({ open: false, limitOffer: false });
    expect(authReducer(offer, { type: 'switch', mode: AuthMode.LOGIN }).limitOffer).toBe(false);
  });
  it('new device needs a challenge; without one the login form shows', () => {
    expect(authReducer(closedView, { type: 'open', mode: AuthMode.NEW_DEVICE }).mode).toBe(AuthMode.LOGIN);
    const v = authReducer(closedView, { type: 'new-device', challenge });
    expect(v).toMatchObject({ open: true, mode: 5, challenge });
  });
  it('an unknown mode falls back to login', () => {
    expect(authReducer(closedView, { type: 'open', mode: 42 as never }).mode).toBe(AuthMode.LOGIN);
  });
});
