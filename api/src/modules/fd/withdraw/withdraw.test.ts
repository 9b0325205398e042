import {
  bindFromDeposit,
  getBalance,
  pay,
  queryDealRecord,
  WEAK_WITHDRAW_PASSWORD_MSG,
  WITHDRAW_MSG,
  withdrawalPwdEmailCheck,
  withdrawalPwdReset,
  withdrawalPwdSet,
  withdrawBaseCfg,
  withdrawInfo,
  withdrawNew,
  withdrawOrderInfo,
  WithdrawStatus,
} from '@site/shared';
import { md5, testApp, type TestApp } from '../../../test-support';
import { readSiteConfig, writeSiteConfig } from '../../site/site-config';
import { confirmPaid } from '../../deposit/deposit-orders';
import { decideWithdrawal, WithdrawDecision } from '../../withdraw/withdraw-orders';
import { addValidBetSource } from '../../withdraw/turnover';
import { outboxFor } from '../../user/codes';
import { insertCard } from '../../cards/card-queries';
import { WITHDRAW_GUARD, WITHDRAW_LOCK_LETTER } from '../../withdraw/withdraw-password-guard';

let t: TestApp;
let memberId: number;
let bankId: number;

/** A card of the member as the cards module's add calls store it (api/src/modules/cards). */
async function addCard(kind: 'bank' | 'usdt', number: string, network: 'TRC20' | 'ERC20' | null = null): Promise<number> {
  const bankName = kind === 'bank' ? '中国工商银行' : `USDT-${network}`;
  const row = await insertCard(t.db, {
    member_id: memberId,
    kind,
    bank_code: kind === 'bank' ? 'ICBC' : '',
    bank_name: bankName,
    number,
    holder: '李四',
    network,
    created_at: t.clock.now(),
  });
  return Number(row!.id);
}

const balance = async () => (await t.browser.post(getBalance, {})).data as { centerWalletBalance: number; lockMoney: number };
/** One intent per name: the key is the name padded to the idempotency-key format. */
const withdraw = (body: object, key: string) => t.browser.post(withdrawNew, body, { headers: { 'idempotency-key': `withdraw-test-${key}`.padEnd(24, '0') } });
const setFlag = async (withdrawalPassword: boolean) => {
  const c = await readSiteConfig(t.db);
  await writeSiteConfig(t.db, { flags: { ...c.flags, withdrawalPassword } });
};

beforeEach(async () => {
  t = await testApp();
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
  memberId = (await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow()).id;
  bankId = await addCard('bank', '6222020200112233445');
  await setFlag(false);
});
afterEach(async () => t.app.close());

describe('withdrawal', () => {
  it('lists limits, fees and the member accounts', async () => {
    expect((await t.browser.post(withdrawBaseCfg, {})).data.list[0]).toEqual({
      method: 'bank',
      minAmount: 50,
      maxAmount: 50000,
      dailyCount: 5,
      freeCount: 3,
      fee: 5,
      usedToday: 0,
      arrivalMinutes: 30,
    });
    const info = await t.browser.post(withdrawInfo, {});
    expect(info.data).toMatchObject({ centerWalletBalance: 1000, lockMoney: 0, turnoverLeft: 0, todayCount: 0, needPassword: false, hasPassword: false });
    expect(info.data.accounts).toEqual([{ id: bankId, method: 'bank', label: '中国工商银行 尾号3445' }]);
  });

  it('refuses bad bodies with the spec envelope', async () => {
    const cases: [object, string][] = [
      [{ accountId: bankId }, WITHDRAW_MSG.amountRequired],
      [{ accountId: bankId, amount: '1.001' }, WITHDRAW_MSG.amountFormat],
      [{ amount: '100' }, WITHDRAW_MSG.card],
      [{ accountId: 0, amount: '100' }, WITHDRAW_MSG.card],
      [{ accountId: 999, amount: '100' }, WITHDRAW_MSG.cardMissing],
      [{ accountId: bankId, amount: '49.99' }, WITHDRAW_MSG.belowMin],
      [{ accountId: bankId, amount: '50000.01' }, WITHDRAW_MSG.aboveMax],
      [{ accountId: bankId, amount: '1000.01' }, WITHDRAW_MSG.short],
      [{ accountId: bankId, amount: '100', password: '123456' }, WITHDRAW_MSG.passwordFormat],
    ];
    for (const [i, [body, message]] of cases.entries()) {
      const out = await withdraw(body, `bad-${i}`);
      expect([out.code, out.message]).toEqual([6007, message]);
    }
    expect(await balance()).toEqual({ centerWalletBalance: 1000, lockMoney: 0 });
  });

  it('locks the amount at once (once per key), then approve pays it out through the ledger', async () => {
    const out = await withdraw({ accountId: bankId, amount: '300' }, 'w-1');
    expect([out.code, out.message]).toEqual([6000, '取款申请已提交，资金已锁定，等待审核']);
    expect(out.data).toMatchObject({ amount: 300, fee: 0, payout: 300, status: WithdrawStatus.REVIEW, statusName: '审核中', account: '中国工商银行 尾号3445' });
    const again = await withdraw({ accountId: bankId, amount: '300' }, 'w-1');
    expect(again.data.orderNo).toBe(out.data.orderNo);
    expect(await balance()).toEqual({ centerWalletBalance: 700, lockMoney: 300 });

    await t.db.transaction().execute((trx) => decideWithdrawal(trx, out.data.orderNo, WithdrawDecision.APPROVE, t.clock.now(), '审核通过'));
    expect(await balance()).toEqual({ centerWalletBalance: 700, lockMoney: 0 });
    await expect(t.db.transaction().execute((trx) => decideWithdrawal(trx, out.data.orderNo, WithdrawDecision.REJECT, t.clock.now()))).rejects.toThrow(
      WITHDRAW_MSG.decided,
    );
    expect((await t.browser.post(withdrawOrderInfo, { orderNo: out.data.orderNo })).data.list[0]).toMatchObject({ status: 1, statusName: '已出款' });
    // The centre wallet's statement: the withdrawal is one line, its state followed the order (no second debit).
    const records = await t.browser.post(queryDealRecord, { type: 'all', range: 'today', pageNum: 1, pageSize: 2 });
    expect(records.data.balance).toBe(700);
    expect(records.data.list[0]).toMatchObject({ type: 'withdraw_lock', typeName: '取款', amount: -300, balance: 700, state: 'paid', stateName: '已出款' });
    expect(records.data.list[1]).toMatchObject({ balance: 1000 });
    expect((await t.browser.post(queryDealRecord, { type: 'withdraw_lock' })).data.total).toBe(1);
    expect((await t.browser.post(queryDealRecord, { type: 'bogus' })).message).toBe('请选择交易类型');
    expect((await t.browser.post(queryDealRecord, { pageSize: 51 })).message).toBe('每页条数错误');
    const kinds = await t.db.selectFrom('ledger_txn').select('kind').where('member_id', '=', memberId).orderBy('id').execute();
    expect(kinds.map((k) => k.kind).slice(-2)).toEqual(['withdraw_lock', 'withdraw_paid']);
  });

  it('reject returns the money; the 4th withdrawal of the day pays the fee; the daily count is kept', async () => {
    const first = await withdraw({ accountId: bankId, amount: '100' }, 'r-1');
    await t.db.transaction().execute((trx) => decideWithdrawal(trx, first.data.orderNo, WithdrawDecision.REJECT, t.clock.now(), '账户信息有误'));
    expect(await balance()).toEqual({ centerWalletBalance: 1000, lockMoney: 0 });
    expect((await t.browser.post(withdrawOrderInfo, {})).data.list[0]).toMatchObject({ statusName: '已退回', reason: '账户信息有误' });
    const lines = (await t.browser.post(queryDealRecord, { pageSize: 2 })).data.list;
    expect(lines.map((l: { typeName: string; amount: number; balance: number; stateName: string }) => [l.typeName, l.amount, l.balance, l.stateName])).toEqual([
      ['取款退回', 100, 1000, '已完成'],
      ['取款', -100, 900, '已退回'],
    ]);
    for (let i = 0; i < 3; i++) expect((await withdraw({ accountId: bankId, amount: '50' }, `free-${i}`)).data.fee).toBe(0);
    // The form reads what the next one costs: the free ones are used.
    expect((await t.browser.post(withdrawBaseCfg, {})).data.list[0]).toMatchObject({ method: 'bank', usedToday: 3, freeCount: 3, fee: 5 });
    const paid = await withdraw({ accountId: bankId, amount: '50' }, 'fee-1');
    expect(paid.data).toMatchObject({ fee: 5, payout: 45 });
    await withdraw({ accountId: bankId, amount: '50' }, 'fee-2');
    expect((await withdraw({ accountId: bankId, amount: '50' }, 'fee-3')).message).toBe(WITHDRAW_MSG.dailyCount);
    // The dev control approves a member's orders under review now (another member's none).
    const approve = async (name: string) => (await t.app.inject({ method: 'POST', url: '/dev/withdraw/approve', payload: { name } })).json();
    expect(await approve('demo01')).toMatchObject({ code: 6000, data: { approved: 0 } });
    expect(await approve('nobody')).toMatchObject({ message: '会员不存在' });
    expect(await approve('demo02')).toMatchObject({ code: 6000, data: { approved: 5 } });
    expect(await balance()).toEqual({ centerWalletBalance: 750, lockMoney: 0 });
  });

  it('asks for the turnover a deposit reward requires; valid bets of any source count', async () => {
    await t.browser.post(bindFromDeposit, { realName: '李四', phone: '13912345678' });
    const order = await t.browser.post(pay, { payCode: 'USDT', amount: '1000' });
    await t.db.transaction().execute((trx) => confirmPaid(trx, order.data.orderNo, t.clock.now()));
    // Reward 10 → (1000 + 10) × 3 = 3030 of valid bets.
    expect((await t.browser.post(withdrawInfo, {})).data).toMatchObject({ turnoverRequired: 3030, turnoverLeft: 3030 });
    expect((await withdraw({ accountId: bankId, amount: '100' }, 't-1')).message).toBe('还需完成流水3030.00元才可取款');
    addValidBetSource(t.app, async () => 3030_00);
    expect((await t.browser.post(withdrawInfo, {})).data).toMatchObject({ turnoverDone: 3030, turnoverLeft: 0 });
    expect((await withdraw({ accountId: bankId, amount: '100' }, 't-2')).code).toBe(6000);
  });

  it('asks for the withdrawal password when the site flag is on: set, reset, wrong', async () => {
    expect((await t.browser.post(withdrawalPwdSet, { password: md5('135790') })).message).toBe(WITHDRAW_MSG.passwordOff);
    await setFlag(true);
    expect((await withdraw({ accountId: bankId, amount: '100' }, 'p-0')).message).toBe(WITHDRAW_MSG.passwordNotSet);
    expect((await t.browser.post(withdrawalPwdSet, { password: 'x' })).message).toBe(WITHDRAW_MSG.passwordFormat);
    // Trivially weak: one digit six times, an ascending or a descending run.
    for (const weak of ['000000', '888888', '123456', '456789', '654321', '987654']) {
      expect(await t.browser.post(withdrawalPwdSet, { password: md5(weak) })).toMatchObject({ code: 6007, message: WEAK_WITHDRAW_PASSWORD_MSG });
    }
    expect((await t.browser.post(withdrawalPwdSet, { password: md5('135790') })).message).toBe('取款密码设置成功');
    expect((await t.browser.post(withdrawalPwdSet, { password: md5('246802') })).message).toBe(WITHDRAW_MSG.passwordExists);
    expect((await withdraw({ accountId: bankId, amount: '100' }, 'p-1')).message).toBe(WITHDRAW_MSG.passwordRequired);
    expect((await withdraw({ accountId: bankId, amount: '100', password: md5('000000') }, 'p-2')).message).toBe(WITHDRAW_MSG.passwordWrong);
    expect((await withdraw({ accountId: bankId, amount: '100', password: md5('135790') }, 'p-3')).code).toBe(6000);
    expect((await t.browser.post(withdrawalPwdReset, { oldPassword: md5('000000'), password: md5('246802') })).message).toBe(WITHDRAW_MSG.passwordWrong);
    expect((await t.browser.post(withdrawalPwdReset, { oldPassword: md5('135790'), password: md5('135790') })).message).toBe(WITHDRAW_MSG.samePassword);
    expect((await t.browser.post(withdrawalPwdReset, { oldPassword: md5('135790'), password: md5('111111') })).message).toBe(WEAK_WITHDRAW_PASSWORD_MSG);
    expect((await t.browser.post(withdrawalPwdReset, { oldPassword: md5('135790'), password: md5('246802') })).code).toBe(6000);
    expect((await withdraw({ accountId: bankId, amount: '100', password: md5('246802') }, 'p-4')).code).toBe(6000);
  });

  it('resets a forgotten withdrawal password with a code sent to the bound e-mail (emailCheck)', async () => {
    await setFlag(true);
    const email = `wd${memberId}@example.com`;
    expect(await t.browser.post(withdrawalPwdEmailCheck, { code: '123456', password: md5('246810') })).toMatchObject({
      code: 6007,
      message: WITHDRAW_MSG.emailNotBound,
    });
    await t.db.updateTable('member').set({ email }).where('id', '=', memberId).execute();
    expect(await t.browser.post(withdrawalPwdEmailCheck, { code: '12', password: md5('246810') })).toMatchObject({
      code: 6007,
      message: WITHDRAW_MSG.codeRequired,
    });
    t.clock.advance(61_000);
    expect((await t.browser.post('/site/api/v1/user/sendCode/two', { type: 2, cate: 1 })).code).toBe(6000);
    const code = (await outboxFor(t.db, email))[0]!.code;
    const wrong = code === '000000' ? '111111' : '000000';
    expect(await t.browser.post(withdrawalPwdEmailCheck, { code: wrong, password: md5('246810') })).toMatchObject({ code: 6036, message: '6 验证码错误' });
    expect(await t.browser.post(withdrawalPwdEmailCheck, { code, password: md5('543210') })).toMatchObject({ code: 6007, message: WEAK_WITHDRAW_PASSWORD_MSG });
    expect(await t.browser.post(withdrawalPwdEmailCheck, { code, password: md5('246810') })).toMatchObject({ code: 6000, message: WITHDRAW_MSG.passwordReset });
    expect(await t.browser.post(withdrawalPwdEmailCheck, { code, password: md5('135790') })).toMatchObject({
      code: 6036,
      message: '6 验证码已使用，请重新获取',
    });
    expect((await withdraw({ accountId: bankId, amount: '100', password: md5('654321') }, 'e-1')).message).toBe(WITHDRAW_MSG.passwordWrong);
    expect((await withdraw({ accountId: bankId, amount: '100', password: md5('246810') }, 'e-2')).code).toBe(6000);
  });
  describe('the withdrawal password guard', () => {
    const wrong = (key: string) => withdraw({ accountId: bankId, amount: '100', password: md5('000000') }, key);
    const right = (key: string) => withdraw({ accountId: bankId, amount: '100', password: md5('135790') }, key);
    const letters = () =>
      t.db.selectFrom('letter').select(['title', 'content']).where('member_id', '=', memberId).where('title', '=', WITHDRAW_LOCK_LETTER.title).execute();
    beforeEach(async () => {
      await setFlag(true);
      expect((await t.browser.post(withdrawalPwdSet, { password: md5('135790') })).code).toBe(6000);
    });

    it('locks withdrawals at the 5th wrong password in 15 minutes (each with a fresh key), then refuses even the right one', async () => {
      for (let i = 1; i < WITHDRAW_GUARD.lockAfter; i++) expect(await wrong(`g-${i}`)).toMatchObject({ code: 6100, message: WITHDRAW_MSG.passwordWrong });
      expect(await letters()).toEqual([]);
      // A retry of a key answers the stored answer and spends nothing.
      expect(await wrong('g-1')).toMatchObject({ code: 6100, message: WITHDRAW_MSG.passwordWrong });
      expect(await wrong('g-5')).toMatchObject({ code: 6037, message: WITHDRAW_MSG.passwordLocked });
      expect(await letters()).toEqual([WITHDRAW_LOCK_LETTER]);
      expect(await right('g-6')).toMatchObject({ code: 6037, message: WITHDRAW_MSG.passwordLocked });
      // The old password of the reset is refused as well: no second way to guess.
      expect(await t.browser.post(withdrawalPwdReset, { oldPassword: md5('135790'), password: md5('246802') })).toMatchObject({
        code: 6037,
        message: WITHDRAW_MSG.passwordLocked,
      });
      // Time does not end the lock; nothing was locked or paid.
      t.clock.advance(24 * 3600_000);
      expect(await right('g-7')).toMatchObject({ code: 6037 });
      expect(await balance()).toMatchObject({ lockMoney: 0 });
      expect(await letters()).toHaveLength(1);
    });

    it('counts guesses sent at once one after another: 10 at once get 4 wrong answers and 6 locks', async () => {
      const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => wrong(`c-${i}`)));
      const codes = answers.map((a) => a.code).sort();
      expect(codes).toEqual([6037, 6037, 6037, 6037, 6037, 6037, 6100, 6100, 6100, 6100]);
      expect(await t.db.selectFrom('withdraw_password_failure').select('member_id').execute()).toHaveLength(WITHDRAW_GUARD.lockAfter);
      expect(await letters()).toHaveLength(1);
    });

    it('counts only the failures of the window, and a right password forgets them', async () => {
      for (let i = 1; i < WITHDRAW_GUARD.lockAfter; i++) expect((await wrong(`w-${i}`)).code).toBe(6100);
      t.clock.advance(WITHDRAW_GUARD.windowMs);
      expect((await wrong('w-5')).code).toBe(6100);
      // The old password of the reset spends the same budget.
      expect((await t.browser.post(withdrawalPwdReset, { oldPassword: md5('000000'), password: md5('246802') })).code).toBe(6100);
      expect((await right('w-6')).code).toBe(6000);
      for (let i = 7; i < 7 + WITHDRAW_GUARD.lockAfter - 1; i++) expect((await wrong(`w-${i}`)).code).toBe(6100);
      expect((await right('w-last')).code).toBe(6000);
      expect(await letters()).toEqual([]);
    });

    it('keeps the failures and the lock in the database (one guard for every api instance)', async () => {
      for (let i = 1; i <= WITHDRAW_GUARD.lockAfter; i++) await wrong(`d-${i}`);
      expect(await t.db.selectFrom('withdraw_password_lock').select('member_id').execute()).toEqual([{ member_id: memberId }]);
      expect(await t.db.selectFrom('withdraw_password_failure').select('member_id').execute()).toHaveLength(WITHDRAW_GUARD.lockAfter);
    });

    it('the e-mail reset of the withdrawal password unlocks', async () => {
      for (let i = 1; i <= WITHDRAW_GUARD.lockAfter; i++) await wrong(`u-${i}`);
      expect((await right('u-6')).code).toBe(6037);
      const email = `wd${memberId}@example.com`;
      await t.db.updateTable('member').set({ email }).where('id', '=', memberId).execute();
      t.clock.advance(61_000);
      expect((await t.browser.post('/site/api/v1/user/sendCode/two', { type: 2, cate: 1 })).code).toBe(6000);
      const code = (await outboxFor(t.db, email))[0]!.code;
      expect(await t.browser.post(withdrawalPwdEmailCheck, { code, password: md5('246810') })).toMatchObject({ code: 6000 });
      expect((await wrong('u-7')).code).toBe(6100);
      expect((await withdraw({ accountId: bankId, amount: '100', password: md5('246810') }, 'u-8')).code).toBe(6000);
    });
  });
});
