import { AGENT_MSG, AGENT_TIERS, agentApplication, agentApply } from '@site/shared';
import { testApp, type TestApp } from '../../../test-support';
import { readSiteConfig, writeSiteConfig } from '../site-config';

let t: TestApp;
beforeEach(async () => {
  t = await testApp();
  expect((await t.browser.login('demo03', 'demo1234')).code).toBe(6000);
});
afterEach(async () => t.app.close());

const FORM = { realName: '张三', phone: '13912345678', contact: 'wx_zhang3', channel: 'social', plan: '在微信群和朋友圈推广体育赛事内容' };

describe('agent programme', () => {
  it('tiers rise with members, revenue and commission', () => {
    for (let i = 1; i < AGENT_TIERS.length; i++) {
      const [a, b] = [AGENT_TIERS[i - 1]!, AGENT_TIERS[i]!];
      expect([b.level > a.level, b.activeMembers > a.activeMembers, b.netRevenueYuan > a.netRevenueYuan, b.percent > a.percent]).toEqual([
        true,
        true,
        true,
        true,
      ]);
    }
  });

  it('keeps one application per member and answers it back', async () => {
    expect((await t.browser.post(agentApplication, {})).data).toBeNull();
    const sent = await t.browser.post(agentApply, { ...FORM, realName: ' 张三 ' });
    expect([sent.code, sent.message]).toEqual([6000, AGENT_MSG.submitted]);
    expect(sent.data).toEqual({ status: 'pending', submittedAt: t.clock.now(), channel: 'social' });
    expect((await t.browser.post(agentApplication, {})).data).toEqual(sent.data);
    const row = await t.db.selectFrom('agent_application').select(['real_name', 'phone', 'contact', 'plan']).executeTakeFirstOrThrow();
    expect(row).toEqual({ real_name: '张三', phone: FORM.phone, contact: FORM.contact, plan: FORM.plan });
    const again = await t.browser.post(agentApply, FORM);
    expect([again.code, again.message]).toEqual([6009, AGENT_MSG.exists]);
  });

  it.each([
    [{ realName: 'Zhang' }, AGENT_MSG.realName],
    [{ realName: '张' }, AGENT_MSG.realName],
    [{ phone: '23912345678' }, AGENT_MSG.phone],
    [{ phone: '1391234567' }, AGENT_MSG.phone],
    [{ contact: 'a b' }, AGENT_MSG.contact],
    [{ contact: '<script>' }, AGENT_MSG.contact],
    [{ channel: 'tv' }, AGENT_MSG.channel],
    [{ plan: '太短' }, AGENT_MSG.plan],
    [{ plan: '很'.repeat(301) }, AGENT_MSG.plan],
    [{ phone: 13912345678 }, AGENT_MSG.phone],
  ])('refuses %j in Chinese, never a 500', async (change, message) => {
    const out = await t.browser.post(agentApply, { ...FORM, ...change });
    expect([out.code, out.message]).toEqual([6007, message]);
    expect(out.res.statusCode).toBe(200);
  });

  it('refuses a guest (6001) and an application while the agent area is hidden', async () => {
    expect((await t.newBrowser().post(agentApply, FORM)).code).toBe(6001);
    const cfg = await readSiteConfig(t.db);
    await writeSiteConfig(t.db, { flags: { ...cfg.flags, hideAgent: true } });
    const out = await t.browser.post(agentApply, FORM);
    expect([out.code, out.message]).toEqual([6003, AGENT_MSG.hidden]);
  });
});
