import { sessionElapsedText } from '@site/shared';
import { afterCheck, NO_REALITY_CHECK, realityCheckDue, scheduleOf } from './reality-check';

const MIN = 60_000;

describe('reality check schedule', () => {
  it('is never due when off', () => {
    expect(realityCheckDue(NO_REALITY_CHECK, 10 * 3600_000)).toBe(false);
    expect(realityCheckDue(scheduleOf(0, 0, 0), 10 * 3600_000)).toBe(false);
  });

  it('is due every interval counted from login, once per interval', () => {
    let s = scheduleOf(10, 1_000, 1_000);
    expect(realityCheckDue(s, 1_000 + 10 * MIN - 1)).toBe(false);
    expect(realityCheckDue(s, 1_000 + 10 * MIN)).toBe(true);
    s = afterCheck(s, 1_000 + 10 * MIN + 5_000);
    expect(realityCheckDue(s, 1_000 + 15 * MIN)).toBe(false);
    expect(realityCheckDue(s, 1_000 + 20 * MIN)).toBe(true);
  });

  it('does not show missed checks late when the interval is chosen mid-session or the answer was slow', () => {
    const s = scheduleOf(10, 0, 35 * MIN);
    expect(s.passed).toBe(3);
    expect(realityCheckDue(s, 39 * MIN)).toBe(false);
    expect(realityCheckDue(s, 40 * MIN)).toBe(true);
    expect(afterCheck(s, 52 * MIN).passed).toBe(5);
  });

  it.each([
    [0, '0:00:00'],
    [59_999, '0:00:59'],
    [3_723_000, '1:02:03'],
    [-5, '0:00:00'],
  ])('shows %d ms as %s (sessionElapsedText, shared with /mine/responsible)', (ms, text) => {
    expect(sessionElapsedText(ms)).toBe(text);
  });
});
