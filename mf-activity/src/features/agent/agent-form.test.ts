import { AGENT_MSG, agentApplySchema } from '@site/shared';
import { draftProblems, EMPTY_DRAFT, type AgentDraft } from './agent-form';

const GOOD: AgentDraft = { realName: '张三', phone: '13912345678', contact: 'wx_zhang3', channel: 'social', plan: '在微信群和朋友圈推广体育赛事内容' };

describe('the agent form checks the same rules as the api', () => {
  it('an empty form fails every field, in order', () => {
    expect(draftProblems(EMPTY_DRAFT)).toEqual(['realName', 'phone', 'contact', 'channel', 'plan']);
  });

  it.each([
    [{}, []],
    [{ realName: 'Zhang' }, ['realName']],
    [{ phone: '1391234567' }, ['phone']],
    [{ contact: 'a b' }, ['contact']],
    [{ plan: '太短了' }, ['plan']],
    [{ realName: ' 张三 ', phone: ' 13912345678 ' }, []],
  ] as const)('%j → %j, as the api schema says', (change, fields) => {
    const draft = { ...GOOD, ...change };
    expect(draftProblems(draft)).toEqual(fields);
    const api = agentApplySchema.safeParse(draft);
    expect(api.success).toBe(fields.length === 0);
    if (!api.success) expect(api.error.issues[0]?.message).toBe(AGENT_MSG[fields[0] as keyof typeof AGENT_MSG]);
  });
});
