import type { PaymentType } from '@site/shared';
import {
  checkDepositAmount,
  depositPreview,
  depositReducer,
  fenOfYuan,
  initialDeposit,
  waitViewOf,
  type DepositAction,
  type DepositState,
} from './deposit-flow';

const BANK: PaymentType = { code: 'BANK', name: '银行卡转账', kind: 'bank', minAmount: 100, maxAmount: 50000, feePermille: 0, quickAmounts: [100, 500] };
const ALIPAY: PaymentType = { code: 'ALIPAY', name: '支付宝扫码', kind: 'qr', minAmount: 50, maxAmount: 5000, feePermille: 10, quickAmounts: [50] };
const run = (state: DepositState, ...actions: DepositAction[]) => actions.reduce(depositReducer, state);
const loadedAction = (needsBind: boolean, limitOfferDue = false): DepositAction => ({
  type: 'loaded',
  types: [BANK, ALIPAY],
  rewards: [],
  needsBind,
  limitOfferDue,
});
const loaded = (needsBind: boolean, limitOfferDue = false) => run(initialDeposit, loadedAction(needsBind, limitOfferDue));

describe('deposit amount rules', () => {
  it.each([
    ['', 'amountRequired'],
    ['  ', 'amountRequired'],
    ['abc', 'amountFormat'],
    ['1.234', 'amountFormat'],
    ['-100', 'amountFormat'],
    ['0100', 'amountFormat'],
    ['1234567890123', 'amountFormat'],
    ['99.99', 'belowMin'],
    ['50000.01', 'aboveMax'],
    ['100', null],
    ['50000', null],
    ['123.45', null],
  ])('%j → %s', (text, rule) => expect(checkDepositAmount(text, BANK)).toBe(rule));

  it('reads yuan text as fen without floating point and previews the fee', () => {
    expect(fenOfYuan('0.07')).toBe(7);
    expect(fenOfYuan('8888.8')).toBe(888880);
    expect(depositPreview('200', ALIPAY)).toEqual({ fee: 2, credit: 198 });
    expect(depositPreview('x', ALIPAY)).toBeNull();
  });
});

describe('the deposit flow', () => {
  it('asks a player without a real name and phone for them first, checking each', () => {
    const s = loaded(true);
    expect(s.phase).toBe('bind');
    expect(run(s, { type: 'field', field: 'realName', text: '李·' }, { type: 'bindSubmit' }).outcome).toEqual({ kind: 'bindInvalid', field: 'realName' });
    expect(run(s, { type: 'field', field: 'realName', text: '李四' }, { type: 'field', field: 'phone', text: '123' }, { type: 'bindSubmit' }).outcome).toEqual({
      kind: 'bindInvalid',
      field: 'phone',
    });
    const binding = run(s, { type: 'field', field: 'realName', text: '李四' }, { type: 'field', field: 'phone', text: '13912345678' }, { type: 'bindSubmit' });
    expect(binding.outcome).toEqual({ kind: 'binding' });
    // Typing while the bind is in flight changes nothing.
    expect(run(binding, { type: 'field', field: 'phone', text: '1' }).phone).toBe('13912345678');
    expect(run(binding, { type: 'bound' })).toMatchObject({ phase: 'form', outcome: { kind: 'none' } });
    expect(run(binding, { type: 'failed', message: '请输入正确的手机号码' }).outcome).toEqual({ kind: 'refused', message: '请输入正确的手机号码' });
  });

  it('checks the amount against the chosen type, then orders once', () => {
    const s = loaded(false);
    expect(s).toMatchObject({ phase: 'form', payCode: 'BANK' });
    expect(run(s, { type: 'amount', text: '50' }, { type: 'submit' }).outcome).toEqual({ kind: 'invalid', rule: 'belowMin' });
    expect(run(s, { type: 'pick', payCode: 'ALIPAY' }, { type: 'amount', text: '50' }, { type: 'submit' }).outcome).toEqual({ kind: 'ordering' });
    const ordering = run(s, { type: 'quick', yuan: 500 }, { type: 'submit' });
    expect(ordering).toMatchObject({ amount: '500', outcome: { kind: 'ordering' } });
    // A second submit or a pick while ordering: nothing changes.
    expect(run(ordering, { type: 'submit' }, { type: 'pick', payCode: 'ALIPAY' })).toBe(ordering);
    const done = run(ordering, { type: 'ordered', orderNo: 'D1', waitPage: 'transferWait', gatewayUrl: '/pay/gateway/D1?sig=x' });
    expect(done.outcome).toEqual({ kind: 'ordered', orderNo: 'D1', waitPage: 'transferWait', gatewayUrl: '/pay/gateway/D1?sig=x' });
    expect(run(ordering, { type: 'failed', message: '存款金额超过您设定的24小时存款限额' }).outcome.kind).toBe('refused');
    // An answer nobody waits for is ignored.
    expect(run(s, { type: 'ordered', orderNo: 'D2', waitPage: 'x', gatewayUrl: 'y' })).toBe(s);
  });
});

describe('the deposit-limit offer before a first deposit', () => {
  it('comes before the form when due, and the form once it is answered', () => {
    const s = loaded(false, true);
    expect(s.phase).toBe('limitOffer');
    // No order can start from the offer.
    expect(run(s, { type: 'amount', text: '100' }, { type: 'submit' }).outcome).toEqual({ kind: 'none' });
    expect(run(s, { type: 'offerAnswered' })).toMatchObject({ phase: 'form', limitOfferDue: false });
    expect(loaded(false, false).phase).toBe('form');
  });

  it('comes after the real name and phone', () => {
    const binding = run(
      loaded(true, true),
      { type: 'field', field: 'realName', text: '李四' },
      { type: 'field', field: 'phone', text: '13912345678' },
      { type: 'bindSubmit' },
    );
    expect(run(binding, { type: 'bound' }).phase).toBe('limitOffer');
    expect(run(binding, { type: 'bound' }, { type: 'offerAnswered' }).phase).toBe('form');
  });

  it('reads that come again never send a bound player back to the real name and phone', () => {
    const binding = run(
      loaded(true, true),
      { type: 'field', field: 'realName', text: '李四' },
      { type: 'field', field: 'phone', text: '13912345678' },
      { type: 'bindSubmit' },
    );
    const offered = run(binding, { type: 'bound' });
    // The member read from before the bind still says "needs bind"; the offer, once answered, the form stay.
    expect(run(offered, loadedAction(true, true)).phase).toBe('limitOffer');
    const answered = run(offered, { type: 'offerAnswered' });
    expect(run(answered, loadedAction(true, false)).phase).toBe('form');
    // Answered elsewhere (another device): the offer gives way to the form.
    expect(run(offered, loadedAction(true, false)).phase).toBe('form');
  });

  it('is asked once: reads that come again after the answer do not bring it back', () => {
    const answered = run(loaded(false, true), { type: 'offerAnswered' });
    expect(run(answered, loadedAction(false, true)).phase).toBe('form');
    // An answer with no offer shown changes nothing.
    const form = loaded(false);
    expect(run(form, { type: 'offerAnswered' })).toBe(form);
  });
});

describe('the waiting pages', () => {
  it('show paid, closed, expired or the seconds left', () => {
    expect(waitViewOf({ status: 1, expireAt: 0 }, 10)).toEqual({ kind: 'paid' });
    expect(waitViewOf({ status: 3, expireAt: 100_000 }, 10)).toEqual({ kind: 'closed' });
    expect(waitViewOf({ status: 2, expireAt: 100_000 }, 10)).toEqual({ kind: 'expired' });
    expect(waitViewOf({ status: 0, expireAt: 1000 }, 1000)).toEqual({ kind: 'expired' });
    expect(waitViewOf({ status: 0, expireAt: 61_000 }, 1000)).toEqual({ kind: 'waiting', secondsLeft: 60 });
  });
});
