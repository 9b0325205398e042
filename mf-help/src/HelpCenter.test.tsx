/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { MountProps, RouteMatch } from '@site/shared';
import { HELP_TOPICS, ResponseCode, SiteError } from '@site/shared';
import { testBus } from '@site/shared/testing';
import { App } from './App';
import { LegalApp } from './LegalApp';

const TITLES = [
  '开户',
  '存款',
  '取款',
  '转账',
  '银行规则',
  '投注流水返水',
  '虚拟币取款教程',
  '体育投注教程',
  '体育赛事提前与退还',
  '彩票教程',
  '人气规则',
  '大小球规则',
  '彩票问题',
  '电子游戏问题',
  '体育问题',
  '真人问题',
  '其他问题',
  '百家乐',
  '关于我们',
  '规则与条款',
  '合作伙伴',
  '隐私政策',
  '在线客服',
];

/** Like the shell's instance: its backend answers a remote's namespace with an empty bundle on a language change. */
async function makeI18n(): Promise<I18n> {
  const i18n = i18next
    .createInstance()
    .use({ type: 'backend', init: () => undefined, read: (_l: string, _ns: string, cb: (e: null, d: object) => void) => cb(null, {}) });
  await i18n.init({
    lng: 'zh-CN',
    fallbackLng: 'zh-CN',
    ns: ['shell'],
    defaultNS: 'shell',
    resources: {},
    partialBundledLanguages: true,
    interpolation: { escapeValue: false },
  });
  return i18n;
}

/**
 * The platform a remote is mounted with; navigate and the site store's customerService are
 * recorders so clicks can be asserted (`call` answers what the store resolves: the URL or a failure).
 */
function platform(i18n: I18n, csUrl = '', call: jest.Mock = jest.fn()) {
  const navigate = { to: jest.fn(), path: jest.fn(), back: jest.fn(), homeAndReload: jest.fn(), newWindow: jest.fn(), takeHandover: jest.fn() };
  const props = {
    i18n,
    navigate,
    http: { call: jest.fn(), callWithCodes: jest.fn() },
    stores: { site: { customerServiceUrl: csUrl, customerService: call } },
    bus: testBus(),
    dialogs: {},
    RemoteView: () => null,
  } as unknown as MountProps;
  return { props, navigate, call };
}

const route = (topic?: string): RouteMatch =>
  topic === undefined ? { name: 'help', params: {}, query: {} } : { name: 'helpTopic', params: { topic }, query: {} };

beforeAll(() => {
  window.scrollTo = jest.fn();
});

describe('help centre', () => {
  it('renders kh with a side menu of all 23 topics in order, kh marked current', async () => {
    const { props } = platform(await makeI18n());
    render(<App {...props} route={route('kh')} />);
    expect(screen.getByRole('heading', { level: 1, name: '开户' })).toBeTruthy();
    const menu = screen.getByRole('navigation', { name: '帮助中心目录' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(TITLES);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(HELP_TOPICS.map((t) => `/app/help/${t}`));
    expect(within(menu).getByRole('link', { name: '开户' }).getAttribute('aria-current')).toBe('page');
    expect(menu.querySelectorAll('[aria-current]')).toHaveLength(1);
    expect(screen.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(3);
  });

  it('/app/help without a topic shows kh', async () => {
    const { props } = platform(await makeI18n());
    render(<App {...props} route={route()} />);
    expect(screen.getByRole('heading', { level: 1, name: '开户' })).toBeTruthy();
  });

  it('a menu click navigates through the shell; the updated route shows the new topic', async () => {
    const { props, navigate } = platform(await makeI18n());
    const { rerender } = render(<App {...props} route={route('kh')} />);
    const menu = screen.getByRole('navigation', { name: '帮助中心目录' });
    fireEvent.click(within(menu).getByRole('link', { name: '存款' }));
    expect(navigate.to).toHaveBeenCalledWith({ name: 'helpTopic', params: { topic: 'ck' } });

    rerender(<App {...props} route={route('ck')} />);
    expect(screen.getByRole('heading', { level: 1, name: '存款' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: '存款' }).getAttribute('aria-current')).toBe('page');
    expect(within(menu).getByRole('link', { name: '开户' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('official-channels-notice').textContent).toContain('不认可任何线下代理');
    expect(window.scrollTo).toHaveBeenCalled();
  });

  it('a ctrl-click is left to the browser (open in a new tab)', async () => {
    const { props, navigate } = platform(await makeI18n());
    render(<App {...props} route={route('kh')} />);
    let leftToBrowser: boolean | undefined;
    const observe = (e: MouseEvent) => {
      leftToBrowser = !e.defaultPrevented;
      e.preventDefault(); // jsdom cannot open a tab
    };
    document.addEventListener('click', observe);
    fireEvent.click(screen.getByRole('link', { name: '取款' }), { ctrlKey: true });
    document.removeEventListener('click', observe);
    expect(leftToBrowser).toBe(true);
    expect(navigate.to).not.toHaveBeenCalled();
  });

  it('an unknown topic shows a clear Chinese panel with a link to kh', async () => {
    const { props, navigate } = platform(await makeI18n());
    render(<App {...props} route={route('<script>')} />);
    expect(screen.getByRole('heading', { level: 1, name: '该帮助主题不存在' })).toBeTruthy();
    expect(screen.getByTestId('help-topic-not-found').textContent).toContain('<script>');
    const back = screen.getByRole('link', { name: '查看开户指南' });
    expect(back.getAttribute('href')).toBe('/app/help/kh');
    fireEvent.click(back);
    expect(navigate.to).toHaveBeenCalledWith({ name: 'helpTopic', params: { topic: 'kh' } });
    expect(screen.getByRole('navigation', { name: '帮助中心目录' }).querySelectorAll('[aria-current]')).toHaveLength(0);
  });

  it('switches language at run time', async () => {
    const i18n = await makeI18n();
    const { props } = platform(i18n);
    render(<App {...props} route={route('gztk')} />);
    expect(screen.getByRole('heading', { level: 1, name: '规则与条款' })).toBeTruthy();
    await act(async () => {
      await i18n.changeLanguage('zh-TW');
    });
    // The zh-TW catalog is a chunk of its own: the page renders again once it is in.
    expect(await screen.findByRole('heading', { level: 1, name: '規則與條款' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '開戶' })).toBeTruthy();
  });
});

describe('zxkf: contact online customer service', () => {
  it('opens the URL the shell loaded in a new window', async () => {
    const { props, navigate, call } = platform(await makeI18n(), 'https://cs.example.com/chat');
    render(<App {...props} route={route('zxkf')} />);
    expect(screen.getByTestId('official-channels-notice')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '联系在线客服' }));
    await act(async () => undefined);
    expect(navigate.newWindow).toHaveBeenCalledWith('https://cs.example.com/chat');
    expect(call).not.toHaveBeenCalled();
  });

  it('opens a path on the site origin as configured (the demo api answers /app/help/zxkf?chat=1)', async () => {
    const { props, navigate } = platform(await makeI18n(), '/app/help/zxkf?chat=1');
    render(<App {...props} route={route('zxkf')} />);
    fireEvent.click(screen.getByRole('button', { name: '联系在线客服' }));
    await act(async () => undefined);
    expect(navigate.newWindow).toHaveBeenCalledWith('/app/help/zxkf?chat=1');
  });

  it('awaits the site store (the one owner of the URL) when the shell has no URL yet', async () => {
    const call = jest.fn().mockResolvedValue('https://cs.example.com/live');
    const { props, navigate } = platform(await makeI18n(), '', call);
    render(<App {...props} route={route('zxkf')} />);
    fireEvent.click(screen.getByRole('button', { name: '联系在线客服' }));
    await act(async () => undefined);
    expect(call).toHaveBeenCalledTimes(1);
    expect(navigate.newWindow).toHaveBeenCalledWith('https://cs.example.com/live');
  });

  it.each([
    ['an empty URL', ''],
    ['a non-web URL', 'javascript:alert(1)'],
    ['a protocol-relative URL', '//evil.example.com/x'],
    ['plain text', '请联系客服'],
  ])('shows a Chinese message for %s and opens nothing', async (_case, url) => {
    const call = jest.fn().mockResolvedValue(url);
    const { props, navigate } = platform(await makeI18n(), url, call);
    render(<App {...props} route={route('zxkf')} />);
    fireEvent.click(screen.getByRole('button', { name: '联系在线客服' }));
    await act(async () => undefined);
    expect(navigate.newWindow).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('暂未获取到在线客服地址，请稍后重试，或通过官方APP联系客服。');
  });

  it('shows a Chinese message when the call fails', async () => {
    const call = jest.fn().mockRejectedValue(new SiteError(ResponseCode.SERVER_ERROR, '网络连接异常，请检查网络后重试'));
    const { props, navigate } = platform(await makeI18n(), '', call);
    render(<App {...props} route={route('zxkf')} />);
    fireEvent.click(screen.getByRole('button', { name: '联系在线客服' }));
    await act(async () => undefined);
    expect(navigate.newWindow).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('获取在线客服地址失败，请检查网络后重试。');
  });
});

describe('./legal parcel', () => {
  it('renders the terms alone, without the side menu', async () => {
    const { props } = platform(await makeI18n());
    render(<LegalApp {...props} route={route()} doc="terms" />);
    expect(screen.getByRole('article', { name: '规则与条款' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: '一、资格与限制地区' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.getByTestId('legal-doc').textContent).toContain('14天内');
    expect(screen.getByRole('table')).toBeTruthy();
  });

  it('renders the privacy policy', async () => {
    const { props } = platform(await makeI18n());
    render(<LegalApp {...props} route={route()} doc="privacy" />);
    expect(screen.getByRole('article', { name: '隐私政策' })).toBeTruthy();
    expect(screen.getByTestId('legal-doc').textContent).toContain('绝不会以任何理由向您索要验证码');
  });

  it('answers an unknown doc with a Chinese message', async () => {
    const { props } = platform(await makeI18n());
    render(<LegalApp {...props} route={route()} doc="cookies" />);
    expect(screen.getByRole('alert').textContent).toBe('暂无该文档，请稍后重试或联系在线客服。');
  });
});
