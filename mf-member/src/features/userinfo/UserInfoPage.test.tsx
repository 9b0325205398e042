/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { addAvatar, avatarList, memberInfo, queryMemberBanksInfoList, type SiteFlags, type UserInfo } from '@site/shared';
import { App } from '../../App';
import { fakeProps } from '../../test-support/fake-platform';
import { settle } from '../../test-support/settle';
import { HEAD_TIMING, HEAD_WAIT_MS } from './use-profile';

const route = { name: 'userinfo', params: {}, query: {} };

const USER: UserInfo = {
  userId: '2',
  name: 'demo02',
  realName: '',
  phone: '',
  email: '',
  bindPhone: false,
  bindRealName: false,
  bindEmail: false,
  gender: '',
  birthday: '',
  registerDate: '2024-01-01',
  vipGrade: 0,
  avatar: 'a2',
};
const AVATARS = [
  { id: 'a1', url: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>' },
  { id: 'a2', url: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg" id="a2"/>' },
];

/** The profile's api; the withdrawal accounts answer only when `cardsCome` is called. */
function setUp(sessionUser: UserInfo | null, flags: Partial<SiteFlags> = {}) {
  let cardsCome: () => void = () => undefined;
  const cards = new Promise<unknown>((resolve) => (cardsCome = () => resolve({ cards: [] })));
  const { props, calls } = fakeProps(
    {
      [memberInfo.path]: () => ({ ...USER, avatar: 'a1' }),
      [avatarList.path]: () => ({ avatars: AVATARS, current: USER.avatar }),
      [queryMemberBanksInfoList.path]: () => cards,
      [addAvatar.path]: (body) => ({ avatar: String(body.avatar) }),
    },
    route,
    flags,
  );
  const session = props.stores.session as unknown as { user: UserInfo | null; loadUserInfo: jest.Mock };
  session.user = sessionUser;
  session.loadUserInfo = jest.fn(() => props.http.call(memberInfo, {}, { silent: true }));
  return { props, calls, session, cardsCome };
}

const asked = (calls: { path: string }[], path: string) => calls.filter((c) => c.path === path).length;

describe('/mine/userinfo', () => {
  it("shows the session's member at once (the guard has just loaded it: member/info is not asked again) and does not wait for the accounts", async () => {
    const { props, calls, session } = setUp(USER);
    render(<App {...props} />);
    await settle();
    expect(screen.getByTestId('userinfo-name').textContent).toBe('demo02');
    expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toBe(AVATARS[1]!.url);
    expect(screen.getByRole('img', { name: '头像' }).getAttribute('elementtiming')).toBe(HEAD_TIMING);
    expect(screen.getByTestId('userinfo-page').textContent).toContain('正在加载账户…');
    expect(session.loadUserInfo).not.toHaveBeenCalled();
    expect(asked(calls, memberInfo.path)).toBe(0);
  });

  it('shows the bound real name and phone masked, and with flags.hideRealNumbers not a character of them', async () => {
    const bound: UserInfo = { ...USER, realName: '王小明', phone: '138****8000', bindRealName: true, bindPhone: true };
    const shown = setUp(bound);
    const { unmount } = render(<App {...shown.props} />);
    await settle();
    expect(screen.getByTestId('row-real-name').textContent).toContain('王**');
    expect(screen.getByTestId('row-phone').textContent).toContain('138****8000');
    unmount();
    const hidden = setUp(bound, { hideRealNumbers: true });
    render(<App {...hidden.props} />);
    await settle();
    expect(screen.getByTestId('row-real-name').textContent).toContain('***');
    expect(screen.getByTestId('row-real-name').textContent).not.toContain('王');
    expect(screen.getByTestId('row-phone').textContent).toContain('***********');
    expect(screen.getByTestId('row-phone').textContent).not.toMatch(/\d/);
  });

  it('without an avatar in member info (an older api) asks for the avatars at once (the head shows its avatar from them) and the accounts', async () => {
    const { props } = setUp(USER);
    const call = jest.spyOn(props.http, 'call');
    render(<App {...props} />);
    await settle();
    expect(call.mock.calls.map(([contract]) => contract.path)).toEqual([avatarList.path, queryMemberBanksInfoList.path]);
  });

  it('shows the avatar member info carries without waiting for the avatars to choose from', async () => {
    let avatarsCome: () => void = () => undefined;
    const avatars = new Promise<unknown>((resolve) => (avatarsCome = () => resolve({ avatars: AVATARS, current: 'a2' })));
    const { props } = fakeProps({ [avatarList.path]: () => avatars, [queryMemberBanksInfoList.path]: () => ({ cards: [] }) }, route);
    (props.stores.session as unknown as { user: UserInfo }).user = { ...USER, avatarUrl: AVATARS[1]!.url };
    render(<App {...props} />);
    await settle();
    expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toBe(AVATARS[1]!.url);
    await act(async () => screen.getByRole('button', { name: '更换头像' }).click());
    expect(screen.getByRole('group', { name: '头像' }).textContent).toContain('正在加载头像…');
    avatarsCome();
    await settle();
    expect(screen.getByRole('button', { name: '头像 a1' })).toBeTruthy();
  });

  it('with the avatar in member info, asks for the avatars to choose from and the accounts only once the head’s avatar has shown', async () => {
    const { props } = setUp({ ...USER, avatarUrl: AVATARS[1]!.url });
    const call = jest.spyOn(props.http, 'call');
    render(<App {...props} />);
    await settle();
    expect(screen.getByTestId('userinfo-name').textContent).toBe('demo02');
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(call).not.toHaveBeenCalled();
    fireEvent.load(screen.getByRole('img', { name: '头像' }));
    await act(() => new Promise((r) => setTimeout(r, 50)));
    expect(call.mock.calls.map(([contract]) => contract.path)).toEqual([avatarList.path, queryMemberBanksInfoList.path]);
  });

  it('a head whose avatar fails to load asks for the rest at once (it will never be on screen)', async () => {
    const { props } = setUp({ ...USER, avatarUrl: AVATARS[1]!.url });
    const call = jest.spyOn(props.http, 'call');
    render(<App {...props} />);
    await settle();
    expect(call).not.toHaveBeenCalled();
    fireEvent.error(screen.getByRole('img', { name: '头像' }));
    await settle();
    expect(call.mock.calls.map(([contract]) => contract.path)).toEqual([avatarList.path, queryMemberBanksInfoList.path]);
  });

  it('a head whose avatar never shows holds the rest back for HEAD_WAIT_MS at most', async () => {
    jest.useFakeTimers();
    try {
      const { props } = setUp({ ...USER, avatarUrl: AVATARS[1]!.url });
      const call = jest.spyOn(props.http, 'call');
      render(<App {...props} />);
      // settle() turns the event loop with timeouts, which the fake clock holds: run the clock's due ones instead.
      for (let turn = 0; turn < 4; turn++) await act(() => jest.advanceTimersByTimeAsync(0));
      expect(call).not.toHaveBeenCalled();
      await act(async () => jest.advanceTimersByTime(HEAD_WAIT_MS));
      expect(call.mock.calls.map(([contract]) => contract.path)).toEqual([avatarList.path, queryMemberBanksInfoList.path]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('the accounts count follows once it comes', async () => {
    const { props, cardsCome } = setUp(USER);
    render(<App {...props} />);
    await settle();
    cardsCome();
    await settle();
    expect(screen.getByTestId('userinfo-page').textContent).toContain('已绑定 0 个提款账户');
  });

  it('without a loaded member, asks member/info; the page outline stands until the profile is in', async () => {
    const { props, session } = setUp(null);
    render(<App {...props} />);
    expect(screen.getByTestId('member-page-outline')).toBeTruthy();
    await settle();
    expect(session.loadUserInfo).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('userinfo-name').textContent).toBe('demo02');
    expect(screen.queryByTestId('member-page-outline')).toBeNull();
  });

  it('after a change (a new avatar) member info is asked anew', async () => {
    const { props, session } = setUp(USER);
    render(<App {...props} />);
    await settle();
    await act(async () => screen.getByRole('button', { name: '更换头像' }).click());
    await act(async () => screen.getByRole('button', { name: '头像 a1' }).click());
    await settle();
    expect(session.loadUserInfo).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('img', { name: '头像' }).getAttribute('src')).toBe(AVATARS[0]!.url);
  });
});
