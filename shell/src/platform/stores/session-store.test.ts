/** @jest-environment jsdom */
import type { HttpClient, UserInfo } from '@site/shared';
import { createBus } from '../bus';
import { SessionStoreImpl } from './session-store';

const user = (name: string): UserInfo => ({
  userId: '2',
  name,
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
  avatar: '',
});

/** A member session whose member/info calls answer only when told, in any order. */
function setUp() {
  localStorage.clear();
  localStorage.setItem('token', 'member-token');
  const answers: ((u: UserInfo) => void)[] = [];
  const http = {
    call: jest.fn(() => new Promise<UserInfo>((resolve) => answers.push(resolve))),
  } as unknown as HttpClient;
  const session = new SessionStoreImpl(() => http, { bus: createBus(), afterLogin: async () => undefined, afterLogout: () => undefined });
  const flush = () => new Promise((r) => setTimeout(r, 0));
  return { session, http, answers, flush };
}

describe('the session store: member info', () => {
  it("a guard joins the member/info call already under way (a member's first page asks at its start)", async () => {
    const { session, http, answers, flush } = setUp();
    expect(session.isLoggedIn).toBe(true);
    const first = session.loadUserInfo();
    const joined = session.joinUserInfo();
    await flush();
    expect(http.call).toHaveBeenCalledTimes(1);
    answers[0]!(user('demo02'));
    await expect(joined).resolves.toMatchObject({ name: 'demo02' });
    await expect(first).resolves.toMatchObject({ name: 'demo02' });
    expect(session.user?.name).toBe('demo02');
    // Nothing under way: a new call.
    void session.joinUserInfo();
    await flush();
    expect(http.call).toHaveBeenCalledTimes(2);
  });

  it("the guard of a member's first page takes the call asked for ahead, even when it has already answered", async () => {
    const { session, http, answers, flush } = setUp();
    void session.loadUserInfoAhead();
    await flush();
    answers[0]!(user('demo02'));
    await flush();
    await expect(session.joinUserInfo()).resolves.toMatchObject({ name: 'demo02' });
    expect(http.call).toHaveBeenCalledTimes(1);
    // Taken once: the next navigation's guard asks again.
    void session.joinUserInfo();
    await flush();
    expect(http.call).toHaveBeenCalledTimes(2);
  });

  it('loadUserInfo is always a call of its own (after a change), and the newest answer is the one kept', async () => {
    const { session, http, answers, flush } = setUp();
    void session.loadUserInfo();
    void session.loadUserInfo();
    await flush();
    expect(http.call).toHaveBeenCalledTimes(2);
    answers[1]!(user('after the change'));
    await flush();
    answers[0]!(user('before the change'));
    await flush();
    expect(session.user?.name).toBe('after the change');
  });

  it('keeps no answer for a session that ended while it was under way', async () => {
    const { session, answers, flush } = setUp();
    void session.loadUserInfo();
    await flush();
    session.clearLocal();
    answers[0]!(user('demo02'));
    await flush();
    expect(session.user).toBeNull();
  });
});
