/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { AuthMode, fail, ResponseCode, setDepositLimit, skipLimitOffer } from '@site/shared';
import { AUTH_DIALOG, connectDialogInbox } from '@site/kit';
import { AuthDialog } from './AuthDialog';
import { fakeProps } from '../../test-support/fake-platform';
import { hashPassword } from '../../calls/password';

const LOGIN = '/site/api/v1/user/login';
const REGISTER = '/site/api/v1/user/register';
const OK_LOGIN = () => ({ token: 'tok-1', userId: 'u1' });

function setup(routes: Parameters<typeof fakeProps>[0] = {}, mode: 1 | 2 | 3 | 4 = 1) {
  const fake = fakeProps(routes);
  // The shell's dialog host side: the opening event is sent before the parcel mounts.
  const dialogInbox = connectDialogInbox(fake.props.bus, AUTH_DIALOG);
  fake.props.bus.emit('auth:login', { mode });
  // What the test sent is not what the dialog emits.
  fake.bus.emitted.length = 0;
  const view = render(<AuthDialog {...fake.props} dialogInbox={dialogInbox} />);
  return { ...fake, view };
}
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const dialog = () => screen.getByTestId('auth-dialog');

beforeEach(() => localStorage.clear());

describe('the auth dialog', () => {
  it('is a labelled modal dialog; Esc closes it', () => {
    setup();
    const d = screen.getByRole('dialog', { name: '会员登录' });
    expect(d.getAttribute('aria-modal')).toBe('true');
    fireEvent.keyDown(d, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps focus inside: the first field on open and whenever the mode or step replaces the form', () => {
    setup();
    expect(document.activeElement).toBe(screen.getByLabelText('用户名'));
    screen.getByTestId('forgot-link').focus();
    fireEvent.click(screen.getByTestId('forgot-link'));
    expect(dialog().contains(document.activeElement)).toBe(true);
    expect(document.activeElement).toBe(screen.getByLabelText('用户名'));
  });

  it('opens by bus events and switches modes by tabs', () => {
    const { bus } = setup();
    fireEvent.click(screen.getByRole('tab', { name: '注册' }));
    expect(dialog().getAttribute('data-mode')).toBe('2');
    act(() => bus.emit('auth:close', {}));
    expect(screen.queryByTestId('auth-dialog')).toBeNull();
    act(() => bus.emit('auth:forgot-password', { by: 'email' }));
    expect(dialog().getAttribute('data-mode')).toBe('4');
    act(() => bus.emit('auth:switch-way', { mode: 1 }));
    expect(dialog().getAttribute('data-mode')).toBe('1');
  });

  it('shows the login rule messages inline, linked to their fields', () => {
    const { calls } = setup();
    fireEvent.click(screen.getByTestId('login-submit'));
    const name = screen.getByLabelText('用户名');
    const alert = screen.getByText('用户名不能为空');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(name.getAttribute('aria-describedby')).toBe(alert.id);
    expect(screen.getByText('密码不能为空')).toBeTruthy();
    expect(calls).toEqual([]);
  });

  it('logs in with the md5 of the password (never the plain one), then closes; login-success is emitted once (by the session)', async () => {
    const { calls, session, bus } = setup({ [LOGIN]: OK_LOGIN });
    type('用户名', 'demo01');
    type('密码', 'demo1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect(screen.getByTestId('login-submit').textContent).toBe('登录中...');
    await waitFor(() => expect(session.loginSucceeded).toHaveBeenCalledWith('tok-1', 'u1'));
    const body = calls.find((c) => c.path === LOGIN)!.body;
    expect(body).toMatchObject({ isAgent: 0, name: 'demo01', password: hashPassword('demo1234') });
    expect(JSON.stringify(body)).not.toContain('demo1234"');
    expect(body.deviceId).toBe('fp-0123456789abcdef');
    await waitFor(() => expect(screen.queryByTestId('auth-dialog')).toBeNull());
    expect(bus.emitted.filter((e) => e.type === 'auth:login-success')).toEqual([{ type: 'auth:login-success', payload: { userId: 'u1' } }]);
  });

  it("shows the server's message when the password is wrong", async () => {
    setup({ [LOGIN]: () => fail(ResponseCode.INVALID_CREDENTIALS, '用户名或密码错误') });
    type('用户名', 'demo01');
    type('密码', 'wrong999');
    fireEvent.click(screen.getByTestId('login-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toBe('用户名或密码错误');
  });

  it('remember password keeps the credentials encrypted and fills them in next time', async () => {
    const first = setup({ [LOGIN]: OK_LOGIN });
    type('用户名', 'demo01');
    type('密码', 'demo1234');
    fireEvent.click(screen.getByLabelText('记住密码'));
    expect(localStorage.getItem('rememberPwd')).toMatch(/^\d{13}$/);
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(first.session.loginSucceeded).toHaveBeenCalled());
    const stored = localStorage.getItem('rememberedAccount')!;
    expect(stored).toBeTruthy();
    expect(stored).not.toContain('demo1234');
    first.view.unmount();
    setup();
    expect((screen.getByLabelText('用户名') as HTMLInputElement).value).toBe('demo01');
    expect((screen.getByLabelText('密码') as HTMLInputElement).value).toBe('demo1234');
    expect((screen.getByLabelText('记住密码') as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByLabelText('记住密码'));
    expect(localStorage.getItem('rememberPwd')).toBe('');
    expect(localStorage.getItem('rememberedAccount')).toBeNull();
  });

  it('a corrupt remembered value is discarded and the form starts empty', () => {
    localStorage.setItem('rememberPwd', String(Date.now()));
    localStorage.setItem('rememberedAccount', '{"name":"demo01","password":"demo1234"}');
    setup();
    expect((screen.getByLabelText('用户名') as HTMLInputElement).value).toBe('');
    expect(localStorage.getItem('rememberedAccount')).toBeNull();
  });

  it('6021 opens the Graphic Verification modal and retries with kaptchcate 1', async () => {
    let n = 0;
    const { calls, session } = setup({
      [LOGIN]: () => (n++ === 0 ? fail(6021, '1 请输入图形验证码') : OK_LOGIN()),
      '/site/api/v1/user/register/defaultKaptcha': () => ({ image: 'data:image/svg+xml;base64,PHN2Zy8+', codeId: 'cid-1' }),
    });
    type('用户名', 'demo01');
    type('密码', 'demo1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    const modal = await screen.findByRole('dialog', { name: /图形验证/ });
    await waitFor(() => expect(within(modal).getByTestId('captcha-picture').querySelector('img')).toBeTruthy());
    fireEvent.click(within(modal).getByRole('button', { name: '确定' }));
    expect(within(modal).getByText('请输入验证码')).toBeTruthy();
    fireEvent.change(within(modal).getByLabelText('验证码'), { target: { value: 'ab12' } });
    fireEvent.click(within(modal).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(session.loginSucceeded).toHaveBeenCalled());
    expect(calls.filter((c) => c.path === LOGIN)[1]!.body).toMatchObject({ kaptchcate: 1, codeId: 'cid-1', code: 'ab12' });
  });

  it('a wrong picture answer shows the captcha error with its prefix 1 in the modal', async () => {
    let n = 0;
    setup({
      [LOGIN]: () => (n++ === 0 ? fail(6021, '1 请输入图形验证码') : fail(6021, '1 图形验证码错误或已过期，请重新输入')),
      '/site/api/v1/user/register/defaultKaptcha': () => ({ image: 'data:image/svg+xml;base64,PHN2Zy8+', codeId: `cid-${n}` }),
    });
    type('用户名', 'demo01');
    type('密码', 'demo1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    let modal = await screen.findByRole('dialog', { name: /图形验证/ });
    fireEvent.change(within(modal).getByLabelText('验证码'), { target: { value: 'zz99' } });
    fireEvent.click(within(modal).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(screen.getByText('1 图形验证码错误或已过期，请重新输入')).toBeTruthy());
    modal = screen.getByRole('dialog', { name: /图形验证/ });
    expect(within(modal).getByText('1 图形验证码错误或已过期，请重新输入')).toBeTruthy();
  });

  it('6022 opens the slider; arrow keys move the piece and the check answers with kaptchcate 2', async () => {
    let n = 0;
    const { calls, session } = setup({
      [LOGIN]: () => (n++ === 0 ? fail(6022, '请完成验证') : OK_LOGIN()),
      '/site/api/v1/user/member/sliderCaptcha': () => ({
        lot_number: 'lot1',
        gen_time: '123',
        width: 300,
        pieceY: 40,
        image: 'data:,',
        piece: 'data:,',
        pass_token: 'pt1',
      }),
      '/site/api/v1/user/member/validateGeeCheck': (b) => ({ passed: JSON.parse(String(b.captcha_output)).x === 12, codeId: 'slide-1' }),
    });
    type('用户名', 'demo01');
    type('密码', 'demo1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    const handle = await screen.findByRole('slider');
    await waitFor(() => expect(handle.getAttribute('aria-valuemax')).toBe('250'));
    fireEvent.keyDown(handle, { key: 'ArrowRight', shiftKey: true });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    fireEvent.keyDown(handle, { key: 'ArrowRight' });
    expect(handle.getAttribute('aria-valuenow')).toBe('12');
    fireEvent.keyDown(handle, { key: 'Enter' });
    await waitFor(() => expect(session.loginSucceeded).toHaveBeenCalled());
    const check = calls.find((c) => c.path.endsWith('validateGeeCheck'))!.body as Record<string, unknown>;
    expect(check).toMatchObject({ lot_number: 'lot1', pass_token: 'pt1', gen_time: '123', validate_way: 0 });
    // The answer carries the final x and the track of the key presses (x, ms since the first).
    const output = JSON.parse(String(check.captcha_output)) as { x: number; track: [number, number][] };
    expect(output.x).toBe(12);
    expect(output.track.map(([x]) => x)).toEqual([0, 10, 11, 12]);
    expect(output.track.every(([, t], i, all) => i === 0 || t >= all[i - 1]![1])).toBe(true);
    expect(calls.filter((c) => c.path === LOGIN)[1]!.body).toMatchObject({ kaptchcate: 2, codeId: 'slide-1' });
  });

  it('6501 shows a tips dialog, 6502 only a toast', async () => {
    let code = 6501;
    const { dialogs } = setup({ [LOGIN]: () => fail(code, '账号已暂停') });
    type('用户名', 'demo01');
    type('密码', 'demo1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(dialogs.tips).toHaveBeenCalledWith({ message: '账号已暂停' }));
    code = 6502;
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(dialogs.toast).toHaveBeenCalledWith('账号已暂停', 'error'));
    expect(dialogs.tips).toHaveBeenCalledTimes(1);
  });

  it('register: rules, then 注册成功 and an automatic login with captcha type 99', async () => {
    localStorage.setItem('rcode', 'R123');
    localStorage.setItem('icode', 'I456');
    const { calls, dialogs, session } = setup({ [REGISTER]: () => ({ userId: 'u9' }), [LOGIN]: OK_LOGIN }, 2);
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(screen.getByText('用户名不能为空')).toBeTruthy();
    expect(screen.getByText('请同意相关条款和隐私政策')).toBeTruthy();
    type('用户名', ' ab 12 34 ');
    expect((screen.getByLabelText('用户名') as HTMLInputElement).value).toBe('ab1234');
    type('用户名', 'ab1234567890');
    expect((screen.getByLabelText('用户名') as HTMLInputElement).value).toBe('ab123456789');
    type('用户名', ' ab 12 34 ');
    type('密码', 'abc12345');
    type('确认密码', 'abc12346');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('register-submit'));
    expect(screen.getByText('两次密码输入不一致')).toBeTruthy();
    type('确认密码', 'abc12345');
    fireEvent.click(screen.getByTestId('register-submit'));
    await waitFor(() => expect(session.loginSucceeded).toHaveBeenCalledWith('tok-1', 'u1'));
    expect(dialogs.toast).toHaveBeenCalledWith('注册成功', 'success');
    const reg = calls.find((c) => c.path === REGISTER)!.body;
    expect(reg).toMatchObject({
      name: 'ab1234',
      password: hashPassword('abc12345'),
      secondPassword: hashPassword('abc12345'),
      rCode: 'R123',
      iCode: 'I456',
      domain: window.location.host,
    });
    expect(calls.find((c) => c.path === LOGIN)!.body).toMatchObject({ name: 'ab1234', password: hashPassword('abc12345'), kaptchcate: 99 });
  });

  it('after 注册成功 the dialog offers the deposit limits; a daily limit is saved through setDepositLimit, then it closes', async () => {
    const { calls } = setup(
      {
        [REGISTER]: () => ({ userId: 'u9' }),
        [LOGIN]: OK_LOGIN,
        [setDepositLimit.path]: (b) => ({ period: b.period, limit: Number(b.limit), pending: null, used: 0, applied: 'now' }),
      },
      2,
    );
    type('用户名', 'ab1234');
    type('密码', 'abc12345');
    type('确认密码', 'abc12345');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('register-submit'));
    const offer = await screen.findByTestId('limit-offer');
    expect(within(dialog()).getByRole('heading', { level: 2 }).textContent).toBe('设置存款限额');
    expect(screen.queryByRole('tab')).toBeNull();
    fireEvent.change(within(offer).getByTestId('limit-offer-day'), { target: { value: '500' } });
    fireEvent.click(within(offer).getByTestId('limit-offer-save'));
    await waitFor(() => expect(screen.queryByTestId('auth-dialog')).toBeNull());
    expect(calls.filter((c) => c.path === setDepositLimit.path).map((c) => c.body)).toMatchObject([{ period: 'day', limit: '500' }]);
  });

  it('the offer after 注册成功 is skipped in one tap', async () => {
    const { calls } = setup({ [REGISTER]: () => ({ userId: 'u9' }), [LOGIN]: OK_LOGIN, [skipLimitOffer.path]: () => ({ limitOfferDue: false }) }, 2);
    type('用户名', 'ab1234');
    type('密码', 'abc12345');
    type('确认密码', 'abc12345');
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByTestId('register-submit'));
    fireEvent.click(await screen.findByTestId('limit-offer-skip'));
    await waitFor(() => expect(screen.queryByTestId('auth-dialog')).toBeNull());
    expect(calls.filter((c) => c.path === skipLimitOffer.path)).toHaveLength(1);
  });

  it('terms and privacy modals toggle to each other', () => {
    setup({}, 2);
    fireEvent.click(screen.getByTestId('terms-link'));
    const legal = screen.getByTestId('legal-modal');
    expect(within(legal).getByTestId('remote-view').getAttribute('data-module')).toBe('mf_help/legal');
    expect(within(legal).getByTestId('remote-view').getAttribute('data-doc')).toBe('terms');
    fireEvent.click(within(legal).getByTestId('legal-toggle'));
    expect(within(screen.getByTestId('legal-modal')).getByTestId('remote-view').getAttribute('data-doc')).toBe('privacy');
    fireEvent.keyDown(screen.getByTestId('legal-modal'), { key: 'Escape' });
    expect(screen.queryByTestId('legal-modal')).toBeNull();
    expect(screen.getByTestId('auth-dialog')).toBeTruthy();
  });

  it('asks for the customer-service URL when it opens; the contact link opens it in a new window', async () => {
    const { navigate, props } = setup();
    expect(props.stores.site.customerService).toHaveBeenCalled();
    fireEvent.click(screen.getByTestId('contact-link'));
    await waitFor(() => expect(navigate.newWindow).toHaveBeenCalledWith('https://cs.example/chat'));
  });

  it('without a customer-service URL (none, or its call failed) the contact link leads to the help page', async () => {
    const fake = fakeProps();
    (fake.props.stores.site.customerService as jest.Mock).mockRejectedValue(new Error('offline'));
    const dialogInbox = connectDialogInbox(fake.props.bus, AUTH_DIALOG);
    fake.props.bus.emit('auth:login', { mode: 1 });
    render(<AuthDialog {...fake.props} dialogInbox={dialogInbox} />);
    fireEvent.click(screen.getByTestId('contact-link'));
    await waitFor(() => expect(fake.navigate.to).toHaveBeenCalledWith({ name: 'helpTopic', params: { topic: 'zxkf' } }));
    expect(fake.navigate.newWindow).not.toHaveBeenCalled();
    expect(screen.queryByTestId('auth-dialog')).toBeNull();
  });
});

describe('forgot password', () => {
  const routes = {
    '/site/api/v1/site/countryArea/queryCountryArea': () => [
      { areaName: '中国大陆', areaCode: '+86', regex: '^1\\d{10}$' },
      { areaName: '中国香港', areaCode: '+852', regex: '^[5-9]\\d{7}$' },
    ],
    '/site/api/v1/user/forgetByPhone/one': () => ({ step: 1 }),
    '/site/api/v1/user/forgetByPhone/two': () => ({ step: 2 }),
    '/site/api/v1/user/forgetByPhone/three': () => ({ step: 3 }),
  };

  it('a code already sent within 60 s: the code step with the countdown and no 60-second error next to 验证码已发送至', async () => {
    const { dialogs } = setup({ ...routes, '/site/api/v1/user/forgetByPhone/one': () => fail(6066, '60秒内只能获取一次验证码', { resendAfter: 37 }) }, 3);
    type('用户名', 'demo01');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('area-select'), { target: { value: '+852' } });
    type('手机号码', '91234567');
    fireEvent.click(screen.getByTestId('forgot-next'));
    await waitFor(() => expect(screen.getByTestId('forgot').getAttribute('data-step')).toBe('1'));
    expect(screen.getByText(/验证码已发送至/)).toBeTruthy();
    expect(screen.getByTestId('send-code').textContent).toBe('37s');
    expect(screen.queryByText('60秒内只能获取一次验证码')).toBeNull();
    expect(dialogs.toast).not.toHaveBeenCalled();
  });

  it('walks identity → code → new password → success, and the step resets when the mode switches', async () => {
    const { calls, bus } = setup(routes, 3);
    fireEvent.click(screen.getByTestId('forgot-next'));
    expect(screen.getByText('请输入用户名')).toBeTruthy();
    expect(screen.getByText('请输入正确的手机号码')).toBeTruthy();
    type('用户名', 'demo01');
    type('手机号码', '91234567');
    fireEvent.click(screen.getByTestId('forgot-next'));
    expect(screen.getByText('请输入正确的手机号码')).toBeTruthy();
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(2));
    fireEvent.change(screen.getByTestId('area-select'), { target: { value: '+852' } });
    fireEvent.click(screen.getByTestId('forgot-next'));
    await waitFor(() => expect(screen.getByTestId('forgot').getAttribute('data-step')).toBe('1'));
    expect(calls.find((c) => c.path.endsWith('forgetByPhone/one'))!.body).toEqual({ name: 'demo01', phone: '91234567', areaCode: '+852' });
    expect(screen.getByTestId('send-code').textContent).toBe('60s');
    fireEvent.click(screen.getByTestId('forgot-next'));
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    type('验证码', '123456');
    fireEvent.click(screen.getByTestId('forgot-next'));
    await waitFor(() => expect(screen.getByTestId('forgot').getAttribute('data-step')).toBe('2'));
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(screen.getByText('请设置新密码')).toBeTruthy();
    type('新密码', 'new12345');
    type('确认新密码', 'new12346');
    fireEvent.click(screen.getByTestId('forgot-submit'));
    expect(screen.getByText('两次密码输入不一致，请重新输入')).toBeTruthy();
    // Back one step, then forward again.
    fireEvent.click(screen.getByTestId('forgot-back'));
    expect(screen.getByTestId('forgot').getAttribute('data-step')).toBe('1');
    fireEvent.click(screen.getByTestId('forgot-next'));
    await waitFor(() => expect(screen.getByTestId('forgot').getAttribute('data-step')).toBe('2'));
    // Switching the way resets the step counter.
    fireEvent.click(screen.getByTestId('forgot-by-email'));
    expect(screen.getByTestId('forgot').getAttribute('data-step')).toBe('0');
    expect(dialog().getAttribute('data-mode')).toBe('4');
    fireEvent.click(screen.getByTestId('forgot-by-phone'));
    type('用户名', 'demo01');
    type('手机号码', '13800138000');
    fireEvent.click(screen.getByTestId('forgot-next'));
    await waitFor(() => expect(screen.getByTestId('forgot').getAttribute('data-step')).toBe('1'));
    type('验证码', '654321');
    fireEvent.click(screen.getByTestId('forgot-next'));
    await waitFor(() => expect(screen.getByTestId('forgot').getAttribute('data-step')).toBe('2'));
    type('新密码', 'new12345');
    type('确认新密码', 'new12345');
    jest.useFakeTimers();
    try {
      fireEvent.click(screen.getByTestId('forgot-submit'));
      await act(async () => {
        await Promise.resolve();
      });
      await waitFor(() => expect(screen.getByTestId('forgot-done')).toBeTruthy());
      expect(screen.getByText('3 秒后自动返回登录')).toBeTruthy();
      const three = calls.find((c) => c.path.endsWith('forgetByPhone/three'))!.body;
      expect(three).toEqual({
        name: 'demo01',
        phone: '13800138000',
        areaCode: '+86',
        password: hashPassword('new12345'),
        secondPassword: hashPassword('new12345'),
      });
      expect(bus.emitted.map((e) => e.type)).toContain('auth:password-changed');
      act(() => {
        jest.advanceTimersByTime(3000);
      });
      expect(screen.getByText('0 秒后自动返回登录')).toBeTruthy();
      // The shell owns the one timer: it opens login (auth:login) when the 3 s are up.
      expect(bus.emitted.filter((e) => e.type === 'auth:login')).toEqual([]);
      act(() => bus.emit('auth:login', { mode: AuthMode.LOGIN }));
      expect(dialog().getAttribute('data-mode')).toBe('1');
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('new device', () => {
  it('after 6026: complete the middle digits, get a voice code, log in again with sendCodeNum + phoneMiddle', async () => {
    let n = 0;
    const { calls, dialogs, session } = setup({
      [LOGIN]: () => {
        if (n++ === 0) return fail(6026, '设备未通过验证', { maskedPhone: '138****8000' });
        return OK_LOGIN();
      },
      '/site/api/v1/user/sendCode/one': () => ({ sent: true, resendAfter: 60 }),
    });
    type('用户名', 'demo01');
    type('密码', 'demo1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(dialog().getAttribute('data-mode')).toBe('5'));
    expect(screen.getByText('设备未通过验证')).toBeTruthy();
    expect(screen.getByTestId('masked-phone-digits').textContent).toBe('138••••8000');
    // Screen readers get the phone spelled out (the digits drawn above are hidden from them).
    expect(screen.getByText('绑定的手机号：138，中间4位待补全，尾号8000')).toBeTruthy();
    fireEvent.click(screen.getByTestId('new-device-submit'));
    expect(screen.getByText('手机号错误')).toBeTruthy();
    expect(screen.getByText('请先获取验证码')).toBeTruthy();
    type('请补全手机号中间4位', '0013');
    fireEvent.click(screen.getByLabelText('语音验证码'));
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(dialogs.toast).toHaveBeenCalledWith('验证码获取成功，注意接听手机来电', 'success'));
    expect(screen.queryByText('请先获取验证码')).toBeNull();
    expect(calls.find((c) => c.path.endsWith('sendCode/one'))!.body).toMatchObject({ type: 3, cate: 2, SendName: 'demo01' });
    type('验证码', '12a345');
    expect((screen.getByLabelText('验证码') as HTMLInputElement).value).toBe('12345');
    fireEvent.click(screen.getByTestId('new-device-submit'));
    expect(screen.getByText('请输入验证码')).toBeTruthy();
    type('验证码', '123456');
    fireEvent.click(screen.getByTestId('new-device-submit'));
    await waitFor(() => expect(session.loginSucceeded).toHaveBeenCalled());
    expect(calls.filter((c) => c.path === LOGIN)[1]!.body).toMatchObject({
      name: 'demo01',
      password: hashPassword('demo1234'),
      sendCodeNum: '123456',
      phoneMiddle: '0013',
    });
  });

  it('a send refused with the 60-second wait leaves that one message, not 请先获取验证码 next to it', async () => {
    const { dialogs } = setup({
      [LOGIN]: () => fail(6026, '设备未通过验证', { maskedPhone: '138****8000' }),
      '/site/api/v1/user/sendCode/one': () => fail(6066, '60秒内只能获取一次验证码', { resendAfter: 42 }),
    });
    type('用户名', 'demo01');
    type('密码', 'demo1234');
    fireEvent.click(screen.getByTestId('login-submit'));
    await waitFor(() => expect(dialog().getAttribute('data-mode')).toBe('5'));
    fireEvent.click(screen.getByTestId('new-device-submit'));
    expect(screen.getByText('请先获取验证码')).toBeTruthy();
    fireEvent.click(screen.getByTestId('send-code'));
    await waitFor(() => expect(screen.getByText('60秒内只能获取一次验证码')).toBeTruthy());
    expect(screen.queryByText('请先获取验证码')).toBeNull();
    expect(screen.getByTestId('send-code').textContent).toBe('42s');
    expect(dialogs.toast).not.toHaveBeenCalled();
  });

  it("opens from the shell's auth:new-device event", () => {
    const { bus } = setup();
    act(() => bus.emit('auth:new-device', { name: 'demo01', password: hashPassword('x'), maskedPhone: '139****0000', code: 6029, message: '风险登录' }));
    expect(dialog().getAttribute('data-mode')).toBe('5');
    expect(screen.getByText('风险登录')).toBeTruthy();
  });
});
