import { checkLimitDrafts, limitFenOfText, limitOrderRefusal, limitRefusalMessage, limitRoomLeft, type LimitsByPeriod } from './deposit-limits';

const limitOrderProblem = (limits: LimitsByPeriod) => {
  const r = limitOrderRefusal(limits);
  return r && limitRefusalMessage(r);
};
import { RESPONSIBLE_MSG } from '../contracts/responsible';

describe("the order rule (limitOrderRefusal in the api's Chinese)", () => {
  it('accepts limits in order, equal ones, and any one alone or none', () => {
    expect(limitOrderProblem({})).toBeNull();
    expect(limitOrderProblem({ day: 10000, week: 50000, month: 100000 })).toBeNull();
    expect(limitOrderProblem({ day: 10000, week: 10000, month: 10000 })).toBeNull();
    expect(limitOrderProblem({ week: 900000, day: null })).toBeNull();
  });

  it('names the first shorter period above a longer one, with both limits', () => {
    expect(limitOrderProblem({ day: 50000, week: 30000 })).toBe('24小时存款限额（500.00元）不能高于7天存款限额（300.00元）');
    expect(limitOrderProblem({ week: 20000, month: 10000 })).toBe('7天存款限额（200.00元）不能高于1个月存款限额（100.00元）');
    // A period without a limit is passed over: the day is compared with the month.
    expect(limitOrderProblem({ day: 20000, week: null, month: 10050 })).toBe('24小时存款限额（200.00元）不能高于1个月存款限额（100.50元）');
  });
});

describe('limitRoomLeft', () => {
  it('is the limit less what was deposited, never below 0', () => {
    expect(limitRoomLeft(30000, 20000)).toBe(10000);
    expect(limitRoomLeft(30000, 30000)).toBe(0);
    expect(limitRoomLeft(30000, 45000)).toBe(0);
  });
});

describe('limitFenOfText', () => {
  it('reads amounts above 0 with at most 2 decimals', () => {
    expect(limitFenOfText('200')).toBe(20000);
    expect(limitFenOfText(' 0.5 ')).toBe(50);
    for (const bad of ['0', '0.00', '-5', '1.234', 'abc', '', '1234567890123']) expect(limitFenOfText(bad)).toBeNull();
  });
});

describe('checkLimitDrafts', () => {
  it('sends the filled periods, shortest first', () => {
    expect(checkLimitDrafts({ month: '3000', day: ' 200 ', week: '' })).toEqual({
      ok: true,
      limits: [
        { period: 'day', limit: '200' },
        { period: 'month', limit: '3000' },
      ],
    });
  });

  it('refuses an empty offer, a bad amount (naming its period) and limits out of order', () => {
    expect(checkLimitDrafts({ day: ' ', week: '', month: '' })).toEqual({ ok: false, refusal: { kind: 'empty' } });
    expect(checkLimitDrafts({ day: '100', week: '0' })).toEqual({ ok: false, refusal: { kind: 'format', period: 'week' } });
    expect(checkLimitDrafts({ day: '800', week: '500' })).toEqual({
      ok: false,
      refusal: { kind: 'order', shorter: 'day', shorterLimit: '800.00', longer: 'week', longerLimit: '500.00' },
    });
    expect(limitRefusalMessage({ kind: 'empty' })).toBe(RESPONSIBLE_MSG.offerEmpty);
    expect(limitRefusalMessage({ kind: 'format', period: 'day' })).toBe('限额须为大于0的金额，最多两位小数');
  });
});
