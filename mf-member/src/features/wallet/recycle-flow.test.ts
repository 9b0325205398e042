import { ResponseCode, SiteError } from '@site/shared';
import { failureKind } from './money-intent';
import { initialRecycle, recycleReducer, type RecycleAction, type RecycleState } from './recycle-flow';

const run = (state: RecycleState, ...actions: RecycleAction[]) => actions.reduce(recycleReducer, state);
const answer = { centerWalletBalance: 1150.5, results: [{ channelCode: 'AGZR', name: 'AG真人', amount: 50.5, ok: true, message: '回收成功' }] };

describe('recycle all', () => {
  it('one key per click; a second click while in flight sends nothing', () => {
    const s = run(initialRecycle, { type: 'click', freshKey: 'key-one-1' });
    expect(s.outcome).toEqual({ kind: 'sending', key: 'key-one-1', retry: false });
    const again = run(s, { type: 'click', freshKey: 'key-two-2' });
    expect(again.outcome).toEqual({ kind: 'busy' });
    expect(again.intent).toEqual(s.intent);
  });

  it('shows the per-venue result; the next click is a new intent', () => {
    let s = run(initialRecycle, { type: 'click', freshKey: 'key-one-1' }, { type: 'answered', key: 'key-one-1', answer });
    expect(s.outcome).toEqual({ kind: 'done', results: answer.results, centerWalletBalance: 1150.5 });
    s = run(s, { type: 'click', freshKey: 'key-two-2' });
    expect(s.outcome).toEqual({ kind: 'sending', key: 'key-two-2', retry: false });
  });

  it('after a network error the retry reuses the key', () => {
    const s = run(
      initialRecycle,
      { type: 'click', freshKey: 'key-one-1' },
      { type: 'failed', key: 'key-one-1', result: 'unsure', message: '请求超时' },
      { type: 'click', freshKey: 'key-two-2' },
    );
    expect(s.outcome).toEqual({ kind: 'sending', key: 'key-one-1', retry: true });
  });

  it('after a refusal the next click mints a new key', () => {
    const s = run(
      initialRecycle,
      { type: 'click', freshKey: 'key-one-1' },
      { type: 'failed', key: 'key-one-1', result: 'refused', message: '请勿频繁提交' },
      { type: 'click', freshKey: 'key-two-2' },
    );
    expect(s.outcome).toEqual({ kind: 'sending', key: 'key-two-2', retry: false });
  });
});

describe('failureKind', () => {
  it('no answer read (network, time-out, http, unreadable) is unsure; an api refusal is refused', () => {
    expect(failureKind(new SiteError(ResponseCode.SERVER_ERROR, '网络连接异常', { httpStatus: 0, reason: 'network' }))).toBe('unsure');
    expect(failureKind(new SiteError(ResponseCode.SERVER_ERROR, '请求超时', { httpStatus: 0, reason: 'timeout' }))).toBe('unsure');
    expect(failureKind(new SiteError(ResponseCode.BAD_GATEWAY, '网关错误', { httpStatus: 502, reason: 'http' }))).toBe('unsure');
    expect(failureKind(new SiteError(ResponseCode.INVALID_PARAMETER, '中心钱包余额不足'))).toBe('refused');
    expect(failureKind(new Error('boom'))).toBe('unsure');
  });
});
