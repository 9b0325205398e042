/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { AGENT_MSG, agentApplication, agentApply, agentApplySchema, fail, ResponseCode, type MountProps } from '@site/shared';
import { fakeApi } from '@site/shared/http';
import { testBus, testDialogs, testEffects, testHttp, testI18n, testNavigate } from '@site/shared/testing';
import { App } from '../../App';

/** The agent api as the reference api answers it: the same schema and messages, one application per member. */
function agentApi() {
  let kept: { status: 'pending'; submittedAt: number; channel: string } | null = null;
  return {
    routes: {
      [agentApplication.path]: () => kept,
      [agentApply.path]: (body: Record<string, unknown>) => {
        const parsed = agentApplySchema.safeParse(body);
        if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, parsed.error.issues[0]?.message ?? '');
        if (kept) return fail(ResponseCode.DATA_EXISTS, AGENT_MSG.exists);
        kept = { status: 'pending', submittedAt: Date.UTC(2026, 0, 15), channel: parsed.data.channel };
        return kept;
      },
    },
  };
}

function setUp(loggedIn: boolean) {
  localStorage.clear();
  const api = fakeApi(agentApi().routes);
  const dialogs = testDialogs();
  const props = {
    bus: testBus(),
    http: testHttp(api.adapter, () => (loggedIn ? 'member-token' : ''), testEffects()),
    i18n: testI18n(),
    dialogs,
    navigate: testNavigate(),
    stores: {
      session: { token: loggedIn ? 'member-token' : '', userId: loggedIn ? '2' : '', user: null, isLoggedIn: loggedIn },
      site: { edition: 'classic', language: 'zh-CN', flags: null },
    },
    RemoteView: () => null,
    route: { name: 'agent', params: {}, query: {} },
  } as unknown as MountProps;
  return { props, calls: api.calls, dialogs };
}

const settle = () => act(async () => undefined);
const fill = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
function fillGood() {
  fill('agent-realName', '张三');
  fill('agent-phone', '13912345678');
  fill('agent-contact', 'wx_zhang3');
  fill('agent-channel', 'social');
  fill('agent-plan', '在微信群和朋友圈推广体育赛事内容');
}

describe('/agent', () => {
  it('shows the four commission tiers and, for an empty form, every field’s Chinese message without calling the api', async () => {
    const { props, calls } = setUp(true);
    render(<App {...props} />);
    await settle();
    expect(screen.getByTestId('agent-tiers').querySelectorAll('tbody tr')).toHaveLength(4);
    fireEvent.click(screen.getByTestId('agent-submit'));
    await settle();
    expect(screen.getByTestId('agent-error-realName').textContent).toBe(AGENT_MSG.realName);
    expect(screen.getByTestId('agent-error-phone').textContent).toBe(AGENT_MSG.phone);
    expect(screen.getByTestId('agent-error-contact').textContent).toBe(AGENT_MSG.contact);
    expect(screen.getByTestId('agent-error-channel').textContent).toBe(AGENT_MSG.channel);
    expect(screen.getByTestId('agent-error-plan').textContent).toBe(AGENT_MSG.plan);
    expect(calls.filter((c) => c.path === agentApply.path)).toHaveLength(0);
  });

  it('a guest with a good form gets the login prompt, and nothing is sent', async () => {
    const { props, calls, dialogs } = setUp(false);
    render(<App {...props} />);
    await settle();
    fillGood();
    fireEvent.click(screen.getByTestId('agent-submit'));
    await settle();
    expect(dialogs.loginRequired).toHaveBeenCalledTimes(1);
    expect(calls.filter((c) => c.path === agentApply.path)).toHaveLength(0);
  });

  it('a member sends the form once and sees the application under review', async () => {
    const { props, calls, dialogs } = setUp(true);
    render(<App {...props} />);
    await settle();
    fillGood();
    fireEvent.click(screen.getByTestId('agent-submit'));
    await settle();
    expect(calls.filter((c) => c.path === agentApply.path).map((c) => c.body)).toEqual([
      { realName: '张三', phone: '13912345678', contact: 'wx_zhang3', channel: 'social', plan: '在微信群和朋友圈推广体育赛事内容' },
    ]);
    expect(dialogs.toast).toHaveBeenCalledWith(AGENT_MSG.submitted, 'success');
    expect(screen.getByTestId('agent-status').textContent).toContain('正在审核中');
    expect(screen.queryByTestId('agent-form')).toBeNull();
  });
});
