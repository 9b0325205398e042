import { claimInFlight, claimReducer, initialClaim, type ClaimState } from './claim-flow';

type Body = { kind: string; grade?: number };
const claim = (s: ClaimState<Body>, body: Body, freshKey: string) => claimReducer(s, { type: 'claim', body, freshKey });
const keyOf = (s: ClaimState<Body>) => s.intent.pending?.key;

describe('a claim', () => {
  it('sends once per click while one is in flight', () => {
    const first = claim(initialClaim<Body>(), { kind: 'week' }, 'key-aaaaaaaa');
    expect([first.intent.phase, keyOf(first), first.intent.attempt]).toEqual(['sending', 'key-aaaaaaaa', 1]);
    expect(claim(first, { kind: 'week' }, 'key-bbbbbbbb')).toBe(first);
    expect(claimInFlight(first)).toEqual({ kind: 'week' });
  });

  it('retries the same target with the same key after an unsure end, a new key after a refusal', () => {
    const sent = claim(initialClaim<Body>(), { kind: 'upgrade', grade: 1 }, 'key-aaaaaaaa');
    const unsure = claimReducer(sent, { type: 'failed', key: 'key-aaaaaaaa', result: 'unsure', message: '网络异常' });
    expect(unsure.outcome).toEqual({ kind: 'unsure', message: '网络异常' });
    expect(claimInFlight(unsure)).toBeNull();
    const retry = claim(unsure, { kind: 'upgrade', grade: 1 }, 'key-bbbbbbbb');
    expect([keyOf(retry), retry.intent.attempt]).toEqual(['key-aaaaaaaa', 2]);
    const refused = claimReducer(retry, { type: 'failed', key: 'key-aaaaaaaa', result: 'refused', message: '该福利已领取' });
    expect(refused.outcome).toEqual({ kind: 'refused', message: '该福利已领取' });
    expect(keyOf(claim(refused, { kind: 'upgrade', grade: 1 }, 'key-cccccccc'))).toBe('key-cccccccc');
  });

  it('another target after an unsure end is a new intent', () => {
    const sent = claim(initialClaim<Body>(), { kind: 'upgrade', grade: 1 }, 'key-aaaaaaaa');
    const unsure = claimReducer(sent, { type: 'failed', key: 'key-aaaaaaaa', result: 'unsure', message: '' });
    expect(keyOf(claim(unsure, { kind: 'week' }, 'key-bbbbbbbb'))).toBe('key-bbbbbbbb');
  });

  it('ignores an answer to another key and ends on success', () => {
    const sent = claim(initialClaim<Body>(), { kind: 'rebate' }, 'key-aaaaaaaa');
    expect(claimReducer(sent, { type: 'answered', key: 'key-zzzzzzzz' })).toBe(sent);
    const done = claimReducer(sent, { type: 'answered', key: 'key-aaaaaaaa' });
    expect([done.intent.phase, done.intent.pending, done.outcome]).toEqual(['idle', null, { kind: 'ok' }]);
  });
});
