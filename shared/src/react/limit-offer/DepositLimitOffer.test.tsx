/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { fail, ResponseCode, RESPONSIBLE_MSG, setDepositLimit, skipLimitOffer, type LimitPeriod, type MountProps } from '../..';
import { limitOrderRefusal, limitRefusalMessage, type LimitsByPeriod } from '../../rules/deposit-limits';
import { fakeApi } from '../../http';
import { testDialogs, testEffects, testHttp, testI18n } from '../../testing';
import { PlatformProvider } from '../platform-context';
import { DepositLimitOffer, type LimitOfferAnswer } from './DepositLimitOffer';
import zhCN from './zh-CN.json';

/** The responsible-gambling calls as the api answers them: the contract's schema, the order rule, the answer kept. */
function responsibleApi() {
  const limits: LimitsByPeriod = {};
  let answered = false;
  return {
    limits,
    answered: () => answered,
    routes: {
      [setDepositLimit.path]: (body: Record<string, unknown>) => {
        const parsed = setDepositLimit.request.safeParse(body);
        if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, parsed.error.issues[0]?.message ?? '');
        const fen = Math.round(Number(parsed.data.limit) * 100);
        const order = limitOrderRefusal({ ...limits, [parsed.data.period]: fen });
        if (order) return fail(ResponseCode.INVALID_PARAMETER, limitRefusalMessage(order));
        limits[parsed.data.period] = fen;
        answered = true;
        return { period: parsed.data.period, limit: fen / 100, pending: null, used: 0, applied: 'now' };
      },
      [skipLimitOffer.path]: () => {
        answered = true;
        return { limitOfferDue: false };
      },
    },
  };
}

function setUp(existing: LimitsByPeriod = {}) {
  const api = responsibleApi();
  Object.assign(api.limits, existing);
  const http = fakeApi(api.routes);
  const dialogs = testDialogs();
  const platform = { http: testHttp(http.adapter, () => 'member-token', testEffects()), i18n: testI18n(), dialogs } as unknown as MountProps;
  const answers: LimitOfferAnswer[] = [];
  render(
    <PlatformProvider platform={platform}>
      <DepositLimitOffer onAnswered={(a) => answers.push(a)} />
    </PlatformProvider>,
  );
  return { api, calls: http.calls, answers, dialogs };
}

const settle = () => act(async () => undefined);
const fill = (period: LimitPeriod, value: string) => fireEvent.change(screen.getByTestId(`limit-offer-${period}`), { target: { value } });
const error = () => screen.getByTestId('limit-offer-error').textContent;

describe('the deposit-limit offer', () => {
  it('keeps the texts of its refusals as the api words them', () => {
    expect(zhCN.refusal.empty).toBe(RESPONSIBLE_MSG.offerEmpty);
    expect(zhCN.refusal.format).toBe(RESPONSIBLE_MSG.limitFormat);
    expect(zhCN.refusal.order).toBe(RESPONSIBLE_MSG.order.replace(/\{(\w+)\}/g, '{{$1}}'));
  });

  it('refuses an empty offer, a bad amount and limits out of order in Chinese, sending nothing', async () => {
    const { calls, answers } = setUp();
    fireEvent.click(screen.getByTestId('limit-offer-save'));
    await settle();
    expect(error()).toBe('请至少填写一项存款限额，或点击跳过');
    fill('day', '0');
    fireEvent.click(screen.getByTestId('limit-offer-save'));
    await settle();
    expect(error()).toBe('限额须为大于0的金额，最多两位小数');
    expect(screen.getByTestId('limit-offer-day').getAttribute('aria-invalid')).toBe('true');
    fill('day', '800');
    fill('month', '500');
    fireEvent.click(screen.getByTestId('limit-offer-save'));
    await settle();
    expect(error()).toBe('24小时存款限额（800.00元）不能高于1个月存款限额（500.00元）');
    expect(calls).toHaveLength(0);
    expect(answers).toEqual([]);
  });

  it('saves each filled period through setDepositLimit, shortest first, then answers set', async () => {
    const { api, calls, answers, dialogs } = setUp();
    fill('day', '200');
    fill('month', '3000');
    fireEvent.click(screen.getByTestId('limit-offer-save'));
    await settle();
    expect(calls.map((c) => [c.path, c.body.period, c.body.limit])).toEqual([
      [setDepositLimit.path, 'day', '200'],
      [setDepositLimit.path, 'month', '3000'],
    ]);
    expect(api.limits).toEqual({ day: 20000, month: 300000 });
    expect(dialogs.toast).toHaveBeenCalledWith('存款限额已生效', 'success');
    expect(answers).toEqual(['set']);
  });

  it("shows the api's refusal and stays open for another try", async () => {
    const { answers } = setUp({ week: 10000 });
    fill('day', '300');
    fireEvent.click(screen.getByTestId('limit-offer-save'));
    await settle();
    expect(error()).toBe('24小时存款限额（300.00元）不能高于7天存款限额（100.00元）');
    expect(answers).toEqual([]);
    expect((screen.getByTestId('limit-offer-save') as HTMLButtonElement).disabled).toBe(false);
  });

  it('is skipped in one tap, kept by the api', async () => {
    const { api, calls, answers } = setUp();
    fireEvent.click(screen.getByTestId('limit-offer-skip'));
    await settle();
    expect(calls.map((c) => c.path)).toEqual([skipLimitOffer.path]);
    expect(api.answered()).toBe(true);
    expect(answers).toEqual(['skipped']);
  });
});
