import { initialTransfer, transferReducer, type TransferAction, type TransferState } from './transfer-flow';
import { TransferTy } from './transfer-amount';

const balances = { center: 1000, venue: 50 };
const run = (state: TransferState, ...actions: TransferAction[]) => actions.reduce(transferReducer, state);
const typed = (amount: string, ty: 0 | 1 = TransferTy.IN) => run(initialTransfer('AGZR', ty), { type: 'amount', text: amount });

describe('transfer flow', () => {
  it('a bad amount is refused with its rule and nothing is sent', () => {
    const s = run(initialTransfer('AGZR'), { type: 'submit', balances, freshKey: 'key-one-1' });
    expect(s.outcome).toEqual({ kind: 'invalid', rule: 'amountRequired' });
    expect(s.rule).toBe('amountRequired');
    expect(s.intent.attempt).toBe(0);
    expect(s.intent.pending).toBeNull();
    // Typing clears the message.
    expect(run(s, { type: 'amount', text: '1' }).rule).toBeNull();
  });

  it('a valid amount sends one request with the fresh key', () => {
    const s = run(typed('100'), { type: 'submit', balances, freshKey: 'key-one-1' });
    expect(s.outcome).toEqual({ kind: 'sending', key: 'key-one-1', retry: false });
    expect(s.intent).toEqual({ phase: 'sending', pending: { key: 'key-one-1', body: { channelCode: 'AGZR', amount: '100', ty: 1 } }, attempt: 1 });
  });

  it('a double click sends once: the second click while in flight is busy and keeps the key', () => {
    const once = run(typed('100'), { type: 'submit', balances, freshKey: 'key-one-1' });
    const twice = run(once, { type: 'submit', balances, freshKey: 'key-two-2' });
    expect(twice.outcome).toEqual({ kind: 'busy' });
    expect(twice.intent).toEqual(once.intent);
  });

  it('the form is locked while in flight', () => {
    const s = run(typed('100'), { type: 'submit', balances, freshKey: 'key-one-1' });
    const edited = run(s, { type: 'amount', text: '5' }, { type: 'venue', channelCode: 'KYQP' }, { type: 'direction', ty: 0 });
    expect(edited).toMatchObject({ amount: '100', channelCode: 'AGZR', ty: 1 });
  });

  it('success: 转账成功 with the balances answered, the amount cleared, the next transfer gets a new key', () => {
    let s = run(typed('100'), { type: 'submit', balances, freshKey: 'key-one-1' });
    s = run(s, { type: 'answered', key: 'key-one-1', centerWalletBalance: 900, balance: 150 });
    expect(s.outcome).toEqual({ kind: 'done', centerWalletBalance: 900, balance: 150 });
    expect(s.amount).toBe('');
    expect(s.intent).toEqual({ phase: 'idle', pending: null, attempt: 1 });
    s = run(s, { type: 'amount', text: '100' }, { type: 'submit', balances, freshKey: 'key-two-2' });
    expect(s.outcome).toEqual({ kind: 'sending', key: 'key-two-2', retry: false });
  });

  it('a retry after a network error reuses the key of that transfer', () => {
    let s = run(typed('100'), { type: 'submit', balances, freshKey: 'key-one-1' });
    s = run(s, { type: 'failed', key: 'key-one-1', result: 'unsure', message: '网络连接异常，请检查网络后重试' });
    expect(s.outcome).toEqual({ kind: 'unsure', message: '网络连接异常，请检查网络后重试' });
    expect(s.intent.pending?.key).toBe('key-one-1');
    s = run(s, { type: 'submit', balances, freshKey: 'key-two-2' });
    expect(s.outcome).toEqual({ kind: 'sending', key: 'key-one-1', retry: true });
    expect(s.intent.attempt).toBe(2);
  });

  it('after a network error, a changed amount is another intent with a new key', () => {
    let s = run(typed('100'), { type: 'submit', balances, freshKey: 'key-one-1' });
    s = run(s, { type: 'failed', key: 'key-one-1', result: 'unsure', message: 'x' });
    s = run(s, { type: 'amount', text: '200' }, { type: 'submit', balances, freshKey: 'key-two-2' });
    expect(s.outcome).toEqual({ kind: 'sending', key: 'key-two-2', retry: false });
  });

  it('a refusal ends the intent: nothing moved, the next click is a new key', () => {
    let s = run(typed('100'), { type: 'submit', balances, freshKey: 'key-one-1' });
    s = run(s, { type: 'failed', key: 'key-one-1', result: 'refused', message: '场馆不存在' });
    expect(s.outcome).toEqual({ kind: 'refused', message: '场馆不存在' });
    expect(s.intent.pending).toBeNull();
    s = run(s, { type: 'submit', balances, freshKey: 'key-two-2' });
    expect(s.outcome).toEqual({ kind: 'sending', key: 'key-two-2', retry: false });
  });

  it('an answer to an older key is ignored', () => {
    const s = run(typed('100'), { type: 'submit', balances, freshKey: 'key-one-1' });
    expect(run(s, { type: 'answered', key: 'stale-key-0', centerWalletBalance: 0, balance: 0 })).toBe(s);
    expect(run(s, { type: 'failed', key: 'stale-key-0', result: 'refused', message: 'x' })).toBe(s);
  });

  it("'all' fills the source: the centre when transferring in, the venue when transferring out", () => {
    expect(run(initialTransfer('AGZR', TransferTy.IN), { type: 'all', balances }).amount).toBe('1000');
    expect(run(initialTransfer('AGZR', TransferTy.OUT), { type: 'all', balances }).amount).toBe('50');
  });

  it('transfer out over the venue balance is refused before sending', () => {
    const s = run(typed('50.01', TransferTy.OUT), { type: 'submit', balances, freshKey: 'key-one-1' });
    expect(s.outcome).toEqual({ kind: 'invalid', rule: 'venueShort' });
  });
});
