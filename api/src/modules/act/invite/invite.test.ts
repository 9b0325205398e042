import { bindFromDeposit, getBalance, INVITE_REWARD, inviteInfo, inviteRewardFen, isInviteCode, maskMemberName, pay } from '@site/shared';
import { md5, testApp, type TestApp, type TestBrowser } from '../../../test-support';
import { turnoverOf } from '../../withdraw/turnover';
import { firstDepositRef } from '../../invite/invite-queries';

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
});
afterEach(async () => t.app.close());

let phones = 0;
async function register(name: string, iCode?: string): Promise<TestBrowser> {
  const b = t.newBrowser();
  b.uuid = `device-${name}`;
  t.clock.advance(1000);
  const reg = await b.post('/site/api/v1/user/register', { name, password: md5('abcd1234'), secondPassword: md5('abcd1234'), ...(iCode ? { iCode } : {}) });
  expect(reg.code).toBe(6000);
  expect((await b.login(name, 'abcd1234', { kaptchcate: 99 })).code).toBe(6000);
  return b;
}

async function deposit(b: TestBrowser, amount: string): Promise<void> {
  phones += 1;
  const bound = await b.post(bindFromDeposit, { realName: '王小明', phone: `1391234${String(5000 + phones).padStart(4, '0')}` });
  expect([6000, 6009]).toContain(bound.code);
  const order = await b.post(pay, { payCode: 'BANK', amount });
  expect(order.code).toBe(6000);
  const [path, query] = String(order.data.gatewayUrl).split('?');
  const confirm = () =>
    t.app.inject({ method: 'POST', url: `${path}/confirm?${query}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  // The bank confirms three times (retries): the deposit and the inviter's reward are paid once.
  for (let i = 0; i < 3; i++) expect((await confirm()).statusCode).toBe(200);
}

const balanceOf = async (b: TestBrowser) => (await b.post(getBalance, {})).data.centerWalletBalance as number;

describe('invite reward rule', () => {
  it.each([
    [5_000, 0], // below the minimum first deposit
    [10_000, 1_000], // 100 yuan → 10 yuan
    [50_000, 5_000],
    [88_000, 8_800],
    [1_000_000, INVITE_REWARD.capFen], // capped at 88 yuan
    [10_001.5, 0], // not fen
  ])('a first deposit of %i fen earns the inviter %i fen', (fen, reward) => {
    expect(inviteRewardFen(fen)).toBe(reward);
  });

  it('masks names', () => {
    expect([maskMemberName('alice01'), maskMemberName('ab'), maskMemberName('a')]).toEqual(['al***01', 'a***', 'a***']);
  });
});

describe('friend invitation', () => {
  it("gives the member a lasting invite code; a friend registered with it shows; the friend's first deposit pays the inviter once with its turnover", async () => {
    const inviter = await register('inviter01');
    const info = await inviter.post(inviteInfo, {});
    expect(info.code).toBe(6000);
    const code = info.data.inviteCode as string;
    expect(isInviteCode(code)).toBe(true);
    expect(info.data).toEqual({ inviteCode: code, friends: [], total: 0, depositedCount: 0, rewardTotal: 0 });
    expect((await inviter.post(inviteInfo, {})).data.inviteCode).toBe(code);

    const friend = await register('friend001', code);
    await register('stranger01', 'NOTACODE');
    const listed = await inviter.post(inviteInfo, { pageNum: 1 });
    expect(listed.data).toMatchObject({ total: 1, depositedCount: 0, rewardTotal: 0 });
    expect(listed.data.friends).toEqual([{ name: 'fr***01', registeredAt: expect.any(Number), deposited: false, reward: 0 }]);

    const before = await balanceOf(inviter);
    await deposit(friend, '300');
    const after = await inviter.post(inviteInfo, {});
    expect(after.data).toMatchObject({ total: 1, depositedCount: 1, rewardTotal: 30 });
    expect(after.data.friends[0]).toMatchObject({ deposited: true, reward: 30 });
    expect(await balanceOf(inviter)).toBeCloseTo(before + 30, 2);
    const inviterId = Number((await t.db.selectFrom('member').select('id').where('name', '=', 'inviter01').executeTakeFirstOrThrow()).id);
    const friendId = Number((await t.db.selectFrom('member').select('id').where('name', '=', 'friend001').executeTakeFirstOrThrow()).id);
    const rows = await t.db
      .selectFrom('turnover_requirement')
      .select(['source', 'ref', 'reward_fen', 'required_fen'])
      .where('member_id', '=', inviterId)
      .execute();
    expect(rows.map((r) => ({ ...r, reward_fen: Number(r.reward_fen), required_fen: Number(r.required_fen) }))).toEqual([
      { source: 'invite', ref: firstDepositRef(friendId), reward_fen: 3_000, required_fen: 3_000 * INVITE_REWARD.turnoverMultiple },
    ]);
    expect((await turnoverOf(t.app, t.db, inviterId)).requiredFen).toBeGreaterThanOrEqual(3_000);

    // A second deposit of the friend earns nothing more.
    await deposit(friend, '500');
    expect((await inviter.post(inviteInfo, {})).data.rewardTotal).toBe(30);
    expect(await balanceOf(inviter)).toBeCloseTo(before + 30, 2);
  });

  it('a first deposit of the minimum (100) earns 10; a later bigger one earns nothing more', async () => {
    const inviter = await register('inviter02');
    const code = (await inviter.post(inviteInfo, {})).data.inviteCode as string;
    const friend = await register('friend002', code);
    await deposit(friend, '100');
    await deposit(friend, '1000');
    expect((await inviter.post(inviteInfo, {})).data).toMatchObject({ depositedCount: 1, rewardTotal: 10, friends: [{ deposited: true, reward: 10 }] });
  });

  it('refuses a guest (6001) and a bad page in Chinese', async () => {
    expect((await t.newBrowser().post(inviteInfo, {})).code).toBe(6001);
    const inviter = await register('inviter03');
    expect((await inviter.post(inviteInfo, { pageNum: 0 })).message).toBe('请求参数错误：pageNum');
    expect((await inviter.post(inviteInfo, { pageNum: 'x' })).code).toBe(6007);
  });
});
