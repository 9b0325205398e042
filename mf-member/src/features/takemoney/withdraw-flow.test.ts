import type { WithdrawOrder } from '@site/shared';
import { checkWithdraw, initialWithdraw, withdrawTerms, withdrawReducer, type WithdrawAction, type WithdrawFacts, type WithdrawState } from './withdraw-flow';

const facts: WithdrawFacts = {
  balance: 100,
  accounts: [{ id: 7, method: 'bank', label: '中国工商银行 尾号3445' }],
  cfg: [{ method: 'bank', minAmount: 50, maxAmount: 50000, dailyCount: 5, freeCount: 3, fee: 5, usedToday: 0, arrivalMinutes: 30 }],
  needPassword: true,
};
const md5 = (s: string) => `md5(${s})`;
const run = (s: WithdrawState, ...a: WithdrawAction[]) => a.reduce(withdrawReducer, s);
const order = { orderNo: 'W1', status: 0, statusName: '审核中' } as WithdrawOrder;

describe('withdrawal rules', () => {
  const base = { accountId: 7, amount: '60', password: '123456' };
  it.each([
    [{ accountId: null }, 'card'],
    [{ amount: '' }, 'amountRequired'],
    [{ amount: '1.234' }, 'amountFormat'],
    [{ amount: '49.99' }, 'belowMin'],
    [{ amount: '100.01' }, 'short'],
    [{ password: '12345' }, 'passwordFormat'],
    [{}, null],
  ] as const)('%j → %s', (patch, rule) => expect(checkWithdraw({ ...base, ...patch }, facts)).toBe(rule));
  it('asks for no password when the site does not', () => expect(checkWithdraw({ ...base, password: '' }, { ...facts, needPassword: false })).toBeNull());
});

describe('the withdrawal flow', () => {
  it('sends once with the password digest, keeps the key for a retry after an unknown outcome', () => {
    const ready = run(initialWithdraw, { type: 'account', id: 7 }, { type: 'amount', text: '60' }, { type: 'password', text: '12a3456' });
    expect(ready.password).toBe('123456');
    const sending = run(ready, { type: 'submit', facts, freshKey: 'k1', md5 });
    expect(sending.outcome).toEqual({ kind: 'sending', key: 'k1', retry: false });
    expect(sending.intent.pending?.body).toEqual({ accountId: 7, amount: '60', password: 'md5(123456)' });
    expect(run(sending, { type: 'submit', facts, freshKey: 'k2', md5 }).outcome).toEqual({ kind: 'busy' });
    const unsure = run(sending, { type: 'failed', key: 'k1', result: 'unsure', message: '网络异常' });
    expect(run(unsure, { type: 'submit', facts, freshKey: 'k3', md5 }).outcome).toEqual({ kind: 'sending', key: 'k1', retry: true });
    const done = run(sending, { type: 'answered', key: 'k1', order });
    expect(done).toMatchObject({ amount: '', password: '', outcome: { kind: 'done', order } });
    // The page reads the member's accounts again after the answer: the outcome and the choice stay.
    expect(run(done, { type: 'accounts', ids: [3, 7] })).toMatchObject({ accountId: 7, outcome: { kind: 'done', order } });
    expect(run(done, { type: 'accounts', ids: [3] }).accountId).toBe(3);
    expect(run(initialWithdraw, { type: 'accounts', ids: [] }).accountId).toBeNull();
    expect(run(sending, { type: 'failed', key: 'k1', result: 'refused', message: '取款密码错误' }).outcome).toEqual({
      kind: 'refused',
      message: '取款密码错误',
    });
  });

  it('sets the withdrawal password: 6 digits, not trivially weak, typed twice', () => {
    const typed = (a: string, b: string) =>
      run(initialWithdraw, { type: 'newPassword', text: a, repeat: false }, { type: 'newPassword', text: b, repeat: true }, { type: 'setPassword' });
    expect(typed('123', '123').outcome).toEqual({ kind: 'invalid', rule: 'passwordFormat' });
    for (const weak of ['123456', '000000', '987654']) expect(typed(weak, weak).outcome).toEqual({ kind: 'invalid', rule: 'passwordWeak' });
    expect(typed('135790', '135791').outcome).toEqual({ kind: 'invalid', rule: 'passwordRepeat' });
    const setting = typed('135790', '135790');
    expect(setting.outcome).toEqual({ kind: 'settingPassword' });
    expect(run(setting, { type: 'passwordSet' })).toMatchObject({ newPassword: '', outcome: { kind: 'passwordSet' } });
    expect(run(setting, { type: 'failed', key: null, result: 'refused', message: '取款密码已设置' }).outcome).toEqual({
      kind: 'refused',
      message: '取款密码已设置',
    });
  });

  it('shows the limits, the fee of this withdrawal, the arrival and what reaches the account before submit', () => {
    const chosen = { accountId: 7, amount: '100' };
    expect(withdrawTerms(chosen, facts)).toEqual({ minAmount: 50, maxAmount: 50000, fee: 0, feeEach: 5, freeLeft: 3, arrivalMinutes: 30, payout: 100 });
    const used = { ...facts, cfg: [{ ...facts.cfg[0]!, usedToday: 3 }] };
    expect(withdrawTerms(chosen, used)).toMatchObject({ fee: 5, freeLeft: 0, payout: 95 });
    expect(withdrawTerms({ accountId: 7, amount: '3' }, used)).toMatchObject({ payout: 0 });
    expect(withdrawTerms({ accountId: 7, amount: '12.' }, facts)).toMatchObject({ payout: null });
    expect(withdrawTerms({ accountId: null, amount: '100' }, facts)).toBeNull();
  });
});
