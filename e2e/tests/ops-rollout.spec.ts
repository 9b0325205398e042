import { expect, test, type Page } from '../support/test';
import { E2E_OPS_TOKEN, registryNow, rolloutPass, siteOps } from '../support/site';
import { shot } from '../support/shots';

const BAKE_MS = 30 * 60_000;

async function logIn(page: Page) {
  await page.goto('/ops/health');
  await page.getByLabel('运维令牌').fill(E2E_OPS_TOKEN);
  await page.getByLabel('操作人').fill('ana');
  await page.getByRole('button', { name: '进入' }).click();
}

/** n loads of a mf-help version that mounted, as the shell's beacon reports them. */
const mounts = (version: string, cohort: 'stable' | 'canary', n: number) =>
  Array.from({ length: n }, () => ({ kind: 'load', remote: 'mf_help', version, cohort, phase: 'mount', outcome: 'ok', ms: 150 }));

test('a staged rollout: a stage advances through the dev control and the dashboard shows the new stage and verdict; mark-bad from the page is journaled', async ({
  page,
  request,
}) => {
  test.setTimeout(300_000);
  const stable = registryNow().remotes.mf_help.active;
  const candidate = `1.0.0-rollout${Date.now()}`;
  expect(siteOps('canary', 'mf-help', '--version', candidate, '--plan', '50,100', '--bake', '30m')).toContain(
    `canary mf-help ${candidate} at 50% (active stays ${stable}); rolls out by plan 50,100, each stage baking 30m`,
  );
  try {
    // Enough loads on both sides for the judge (its minimum is 20), none failing.
    const beacon = await request.post('/ops/api/telemetry', { data: { events: [...mounts(stable, 'stable', 20), ...mounts(candidate, 'canary', 20)] } });
    expect(beacon.ok()).toBe(true);

    // The page's clock is the journey's: it moves the page to its next automatic refresh instead of waiting for it.
    await page.clock.install();
    await logIn(page);
    const panel = page.getByTestId('health-rollout-mf-help');
    await expect(page.getByTestId('health-rollout-stage-mf-help')).toContainText('当前阶段 1/2 · 50%');
    await expect(page.getByTestId('health-verdict-mf-help')).toHaveText(/^等待：本阶段还需观察 \d+ 分钟$/);
    await expect(panel).toContainText('加载失败率');
    await expect(page.getByTestId(`health-version-mf-help-${candidate}`)).toContainText('灰度 50%');

    // An operator starts filling in mark-bad while the judge advances the stage (the bake passed without waiting for
    // it, journaled as the rollout): the next automatic refresh shows the new stage and keeps what was typed and chosen.
    const reason = page.getByLabel('mf-help 操作原因');
    await page.getByLabel('mf-help 坏版本').selectOption(candidate);
    await reason.fill('e2e: blank page after the stage');
    expect(await rolloutPass(request, BAKE_MS)).toEqual([`mf_help ${candidate} 50% → ${candidate} 100%: rollout: advance 50% → 100%`]);
    await page.clock.fastForward(5000);
    await expect(page.getByTestId('health-rollout-stage-mf-help')).toContainText('当前阶段 2/2 · 100%');
    await expect(reason).toHaveValue('e2e: blank page after the stage');
    await expect(reason).toBeFocused();
    await expect(page.getByLabel('mf-help 坏版本')).toHaveValue(candidate);
    await expect(page.getByTestId('health-verdict-mf-help')).toHaveText('等待：候选版本本阶段加载 0 次，需 20 次');
    await expect(page.locator('#journal tbody tr').first()).toContainText('rollout: advance 50% → 100%');
    await shot(page, 'ops-rollout-1440', { fullPage: true });

    // Marked bad from the page, with a reason: the candidate is withdrawn and the journal says who and why.
    page.once('dialog', (d) => void d.accept());
    await page.getByTestId('health-mark-bad-mf-help').click();
    await expect(page.locator('#message')).toHaveText(/^已执行：mf-help 标记为坏版本/);
    await expect(page.getByTestId('health-candidate-mf-help')).toHaveText('无');
    const top = page.locator('#journal tbody tr').first();
    await expect(top).toContainText('mark-bad');
    await expect(top).toContainText('ops（ana (health page)）');
    await expect(top).toContainText('e2e: blank page after the stage');
    await expect(page.getByTestId(`health-version-mf-help-${candidate}`)).toContainText('坏版本：e2e: blank page after the stage');
    await page.setViewportSize({ width: 390, height: 844 });
    await shot(page, 'ops-rollout-390', { fullPage: true });
  } finally {
    if (registryNow().remotes.mf_help.candidate) siteOps('abort', 'mf-help', '--reason', 'e2e cleanup');
  }
});
