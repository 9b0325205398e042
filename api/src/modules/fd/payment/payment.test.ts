import {
  bindFromDeposit,
  closeOrder,
  createSignalCode,
  DEPOSIT_MSG,
  DepositStatus,
  getBalance,
  OWN_WALLET_MSG,
  getCustomerInfo,
  getDepositOrderStatus,
  getTransferRate,
  pay,
  paymentTypes,
  querySiteDepositRewardConfigList,
  utcTransfer,
  vCurrencyList,
} from '@site/shared';
import { testApp, type TestApp } from '../../../test-support';
import { writeSiteConfig, readSiteConfig } from '../../site/site-config';
import { GATEWAY_PATH } from '../../deposit/deposit-orders';
import { onDepositPaid, type PaidDeposit } from '../../deposit/deposit-paid';

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
});
afterEach(async () => t.app.close());

const bind = () => t.browser.post(bindFromDeposit, { realName: '李四', phone: '13912345678' });
const center = async () => (await t.browser.post(getBalance, {})).data.centerWalletBalance as number;
const confirm = (gatewayUrl: string) => {
  const [path, query] = gatewayUrl.split('?');
  return t.app.inject({ method: 'POST', url: `${path}/confirm?${query}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
};

describe('deposit: types, rewards, rates', () => {
  it('lists the payment types with limits, fees and quick amounts, the rewards, USDT networks and rates', async () => {
    const types = await t.browser.post(paymentTypes, {});
    expect(types.code).toBe(6000);
    expect(types.data.types[0]).toEqual({
      code: 'BANK',
      name: '银行卡转账',
      kind: 'bank',
      minAmount: 100,
      maxAmount: 50000,
      feePermille: 0,
      quickAmounts: [100, 500, 1000, 5000],
    });
    expect((await t.browser.post(querySiteDepositRewardConfigList, {})).data.list[0]).toMatchObject({
      payCode: 'USDT',
      rewardPermille: 10,
      turnoverMultiple: 3,
    });
    expect((await t.browser.post(vCurrencyList, {})).data.list.map((c: { network: string }) => c.network)).toEqual(['TRC20', 'ERC20']);
    expect((await t.browser.post(getTransferRate, {})).data).toEqual({ currency: 'USDT', depositRate: 7.2, withdrawRate: 7.1 });
    expect((await t.browser.post(utcTransfer, { amount: '100', direction: 'usdtToCny' })).data).toEqual({ usdt: 100, cny: 720, rate: 7.2 });
    expect((await t.browser.post(utcTransfer, { amount: '710', direction: 'cnyToUsdt' })).data).toEqual({ cny: 710, usdt: 100, rate: 7.1 });
    expect((await t.browser.post(utcTransfer, { amount: '1.001', direction: 'cnyToUsdt' })).message).toBe(DEPOSIT_MSG.amountFormat);
    expect((await t.browser.post(utcTransfer, { amount: '1', direction: 'x' })).message).toBe('请选择换算方向');
    expect((await t.browser.post(getCustomerInfo, {})).data.notice).toContain('官方');
  });

  it('refuses a guest (6001)', async () => {
    expect((await t.newBrowser().post(paymentTypes, {})).code).toBe(6001);
  });
});

describe('bindFromDeposit', () => {
  it('asks for the real name and phone first, binds them once, refuses bad ones in Chinese', async () => {
    const refused = await t.browser.post(pay, { payCode: 'BANK', amount: '100' });
    expect([refused.code, refused.message]).toEqual([6449, DEPOSIT_MSG.realNameFirst]);
    expect((await t.browser.post(bindFromDeposit, { realName: '李·四·', phone: '13912345678' })).message).toBe(DEPOSIT_MSG.realName);
    expect((await t.browser.post(bindFromDeposit, { realName: '李四', phone: '2391234567' })).message).toBe(DEPOSIT_MSG.phone);
    expect((await t.browser.post(bindFromDeposit, { realName: '李四', phone: '139123456789' })).message).toBe(DEPOSIT_MSG.phone);
    const ok = await bind();
    expect([ok.code, ok.data]).toEqual([6000, { bindRealName: true, bindPhone: true }]);
    const member = await t.db.selectFrom('member').select(['real_name', 'phone']).where('name', '=', 'demo02').executeTakeFirstOrThrow();
    expect(member).toEqual({ real_name: '李四', phone: '13912345678' });
    expect((await bind()).message).toBe(DEPOSIT_MSG.alreadyBound);
  });
});

describe('pay → gateway → credited once', () => {
  beforeEach(async () => expect((await bind()).code).toBe(6000));

  it('refuses bad bodies and amounts outside the channel with the spec envelope', async () => {
    const cases: [unknown, string][] = [
      [{ payCode: 'BANK' }, DEPOSIT_MSG.amountRequired],
      [{ payCode: 'BANK', amount: '' }, DEPOSIT_MSG.amountRequired],
      [{ payCode: 'BANK', amount: '12.345' }, DEPOSIT_MSG.amountFormat],
      [{ payCode: 'BANK', amount: '-5' }, DEPOSIT_MSG.amountFormat],
      [{ payCode: 'BANK', amount: 100 }, DEPOSIT_MSG.amountRequired],
      [{ payCode: '', amount: '100' }, DEPOSIT_MSG.payType],
      [{ payCode: 'NOPE', amount: '100' }, DEPOSIT_MSG.payType],
      [{ payCode: 'BANK', amount: '99.99' }, DEPOSIT_MSG.belowMin],
      [{ payCode: 'BANK', amount: '50000.01' }, DEPOSIT_MSG.aboveMax],
      [{ payCode: 'USDT', amount: '500', network: 'BEP20' }, DEPOSIT_MSG.network],
      [{ payCode: 'BANK', amount: '100', memberId: 1 }, OWN_WALLET_MSG],
    ];
    for (const [body, message] of cases) {
      const out = await t.browser.post(pay, body);
      expect([out.code, out.message]).toEqual([6007, expect.stringContaining(message)]);
    }
  });

  it('a bank transfer order is paid on the gateway page; repeated confirmations credit once', async () => {
    const before = await center();
    const order = await t.browser.post(pay, { payCode: 'BANK', amount: '100' });
    expect(order.code).toBe(6000);
    expect(order.data).toMatchObject({ kind: 'bank', waitPage: 'transferWait', amount: 100, fee: 0, credit: 100, bonus: 0, usdtAmount: null });
    expect(order.data.gatewayUrl).toMatch(new RegExp(`^${GATEWAY_PATH}/${order.data.orderNo}\\?sig=[0-9a-f]{32}$`));

    const pagePlain = await t.app.inject({ method: 'GET', url: order.data.gatewayUrl });
    expect(pagePlain.statusCode).toBe(200);
    expect(pagePlain.headers['content-type']).toContain('text/html');
    expect(pagePlain.body).toContain('收款账号');
    expect(pagePlain.body).toContain('¥100.00');
    const status = await t.browser.post(getDepositOrderStatus, { orderNo: order.data.orderNo });
    expect(status.data).toMatchObject({ status: DepositStatus.PENDING, statusName: '待支付' });
    expect(pagePlain.body).toContain(status.data.reference);

    const first = await confirm(order.data.gatewayUrl);
    expect([first.statusCode, first.body.includes('支付成功')]).toEqual([200, true]);
    for (let i = 0; i < 3; i++) expect((await confirm(order.data.gatewayUrl)).statusCode).toBe(200);
    expect(await center()).toBeCloseTo(before + 100, 2);
    const txns = await t.db.selectFrom('ledger_txn').select(['kind', 'ref']).where('ref', '=', `deposit:${order.data.orderNo}`).execute();
    expect(txns).toEqual([{ kind: 'deposit', ref: `deposit:${order.data.orderNo}` }]);
    expect((await t.browser.post(getDepositOrderStatus, { orderNo: order.data.orderNo })).data).toMatchObject({
      status: DepositStatus.PAID,
      statusName: '已到账',
    });
    // Paid: no more closing, no new reference.
    expect((await t.browser.post(closeOrder, { orderNo: order.data.orderNo })).message).toBe(DEPOSIT_MSG.notPending);
    expect((await t.browser.post(createSignalCode, { orderNo: order.data.orderNo })).message).toBe(DEPOSIT_MSG.notPending);
  });

  it('confirmations racing each other still credit once', async () => {
    const before = await center();
    const order = await t.browser.post(pay, { payCode: 'ALIPAY', amount: '200' });
    expect(order.data).toMatchObject({ kind: 'qr', waitPage: 'rechargeWait', fee: 2, credit: 198 });
    const answers = await Promise.all(Array.from({ length: 5 }, () => confirm(order.data.gatewayUrl)));
    expect(answers.every((a) => a.statusCode === 200)).toBe(true);
    expect(await center()).toBeCloseTo(before + 198, 2);
  });

  it('tells the paid-deposit listeners once, inside the credit, whatever the confirmations', async () => {
    const heard: PaidDeposit[] = [];
    onDepositPaid(t.app, async (db, paid) => {
      const row = await db.selectFrom('deposit_order').select('status').where('order_no', '=', paid.orderNo).executeTakeFirstOrThrow();
      expect(row.status).toBe(DepositStatus.PAID);
      heard.push(paid);
    });
    const order = await t.browser.post(pay, { payCode: 'ALIPAY', amount: '200' });
    await Promise.all(Array.from({ length: 3 }, () => confirm(order.data.gatewayUrl)));
    await confirm(order.data.gatewayUrl);
    expect(heard).toEqual([expect.objectContaining({ orderNo: order.data.orderNo, payCode: 'ALIPAY', amountFen: 20000 })]);
  });

  it('a listener that fails takes the credit back with it', async () => {
    onDepositPaid(t.app, async () => {
      throw new Error('listener down');
    });
    const before = await center();
    const order = await t.browser.post(pay, { payCode: 'ALIPAY', amount: '200' });
    const refused = await confirm(order.data.gatewayUrl);
    expect(refused.body).not.toContain('支付成功');
    expect(await center()).toBe(before);
    expect((await t.browser.post(getDepositOrderStatus, { orderNo: order.data.orderNo })).data).toMatchObject({ status: DepositStatus.PENDING });
  });

  it('a USDT order shows the address and USDT amount; the reward comes from the bonus account', async () => {
    const before = await center();
    const order = await t.browser.post(pay, { payCode: 'USDT', amount: '720', network: 'ERC20' });
    expect(order.data).toMatchObject({ kind: 'usdt', waitPage: 'virtualCoinWait', usdtAmount: 100, credit: 720, bonus: 7.2 });
    const html = (await t.app.inject({ method: 'GET', url: order.data.gatewayUrl })).body;
    expect(html).toContain('USDT-ERC20');
    expect(html).toContain('data:image/png;base64,');
    await confirm(order.data.gatewayUrl);
    expect(await center()).toBeCloseTo(before + 727.2, 2);
  });

  it('a forged signature, an unknown order, a closed or expired order never credit', async () => {
    const before = await center();
    const order = await t.browser.post(pay, { payCode: 'BANK', amount: '100' });
    const forged = order.data.gatewayUrl.replace(/sig=.*/, `sig=${'0'.repeat(32)}`);
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect((await confirm(forged)).statusCode).toBe(403);

    const ref1 = (await t.browser.post(createSignalCode, { orderNo: order.data.orderNo })).data.reference;
    expect(ref1).toMatch(/^[A-Z2-9]{6}$/);
    const closed = await t.browser.post(closeOrder, { orderNo: order.data.orderNo });
    expect([closed.code, closed.message, closed.data.status]).toEqual([6000, '订单已关闭', DepositStatus.CLOSED]);
    expect((await confirm(order.data.gatewayUrl)).statusCode).toBe(409);

    const late = await t.browser.post(pay, { payCode: 'BANK', amount: '100' });
    t.clock.advance(15 * 60_000 + 1);
    const refused = await confirm(late.data.gatewayUrl);
    expect([refused.statusCode, refused.body.includes(DEPOSIT_MSG.expired)]).toEqual([409, true]);
    expect((await t.browser.post(getDepositOrderStatus, { orderNo: late.data.orderNo })).data.statusName).toBe('已过期');
    expect(await center()).toBe(before);

    expect((await t.browser.post(getDepositOrderStatus, { orderNo: 'D000' })).code).toBe(6004);
    expect((await t.browser.post(getDepositOrderStatus, { orderNo: '' })).message).toBe(DEPOSIT_MSG.orderNo);
    // Another member's order is not found for this one.
    const other = t.newBrowser();
    expect((await other.login('demo03', 'demo1234')).code).toBe(6000);
    expect((await other.post(getDepositOrderStatus, { orderNo: late.data.orderNo })).code).toBe(6004);
  });

  it('is refused when the site deposit flag is off', async () => {
    const config = await readSiteConfig(t.db);
    await writeSiteConfig(t.db, { flags: { ...config.flags, siteDeposit: false } });
    expect((await t.browser.post(pay, { payCode: 'BANK', amount: '100' })).message).toBe(DEPOSIT_MSG.depositOff);
  });
});
