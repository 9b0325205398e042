/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { inviteInfo, type MountProps } from '@site/shared';
import { fakeApi } from '@site/shared/http';
import { testBus, testDialogs, testEffects, testHttp, testI18n, testNavigate } from '@site/shared/testing';
import { App } from '../../App';

const INFO = {
  inviteCode: 'K7M2Q9XA',
  friends: [{ name: 'fr***01', registeredAt: Date.UTC(2026, 0, 15), deposited: true, reward: 30 }],
  total: 1,
  depositedCount: 1,
  rewardTotal: 30,
};

function setUp(loggedIn: boolean) {
  localStorage.clear();
  const api = fakeApi({ [inviteInfo.path]: () => INFO });
  const dialogs = testDialogs();
  const props = {
    bus: testBus(),
    http: testHttp(api.adapter, () => (loggedIn ? 'member-token' : ''), testEffects()),
    i18n: testI18n(),
    dialogs,
    navigate: testNavigate(),
    stores: { session: { token: '', userId: '', user: null, isLoggedIn: loggedIn }, site: { edition: 'classic', language: 'zh-CN', flags: null } },
    RemoteView: () => null,
    route: { name: 'friendInvitation', params: {}, query: {} },
  } as unknown as MountProps;
  return { props, calls: api.calls, dialogs };
}

describe('/activity/friendInvitation', () => {
  it('a guest reads the rule (10 %, up to 88, first deposit of 100) and is asked to log in; nothing is loaded', async () => {
    const { props, calls, dialogs } = setUp(false);
    render(<App {...props} />);
    await act(async () => undefined);
    expect(screen.getByTestId('invite-page').textContent).toContain('好友首存满 100 元，您获得 10% 奖励，最高 88 元');
    fireEvent.click(screen.getByTestId('invite-login'));
    expect(dialogs.loginRequired).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(0);
  });

  it('a member sees the code, the link with the icode, its QR code, the friend and the reward', async () => {
    const { props } = setUp(true);
    render(<App {...props} />);
    await waitFor(() => expect(screen.getByTestId('invite-code').textContent).toBe('K7M2Q9XA'));
    const link = `${window.location.origin}/home?icode=K7M2Q9XA`;
    expect(screen.getByTestId('invite-link').textContent).toBe(link);
    expect(screen.getByTestId('qr-code').getAttribute('data-qr-value')).toBe(link);
    await waitFor(() => expect(screen.getByTestId('qr-code').querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/));
    expect(screen.getAllByTestId('invite-friend')).toHaveLength(1);
    expect(screen.getByTestId('invite-friend-reward').textContent).toBe('30');
    expect(screen.getByTestId('invite-reward-total').textContent).toBe('30');
  });
});
