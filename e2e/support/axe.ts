import fs from 'node:fs';
import type axe from 'axe-core';
import type { Frame, Page } from '@playwright/test';

/**
 * axe-core's minified build (560 KB), read once per worker. `axe.source` is the unminified one (1.27 MB), and each
 * document gets the source through the DevTools protocol: injecting and running axe on a help page took 0.70 CPU-s
 * with it, 0.64 with the minified file.
 */
const AXE_SOURCE = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Serious and critical WCAG 2 A/AA findings on the page (or inside `include`), as the suites count them.
 *
 * axe-core is run in the page itself, injected once per document of each frame. The @axe-core/playwright builder
 * injects its source into every frame again on each check and then opens a blank page to merge the frames'
 * results: about 3 s a check here against 0.3 s for the same rules run in place, and the layout matrices make
 * hundreds of checks.
 */
export async function seriousFindings(page: Page, include?: string): Promise<string[]> {
  // A dialog fading in has blended colours: let every finite animation and transition end first.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Every frame gets axe, so the top frame's run reaches into them as the builder's did.
  await Promise.all(page.frames().map(injectAxe));
  const violations = await page.evaluate(
    async ({ include, tags }) => {
      const run = (window as unknown as { axe: typeof axe }).axe.run;
      const { violations } = await run(include ? { include: [include] } : document, {
        runOnly: { type: 'tag', values: tags },
        resultTypes: ['violations'],
      });
      return violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.map((n) => n.target.join(' ')) }));
    },
    { include, tags: ['wcag2a', 'wcag2aa'] },
  );
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.targets.slice(0, 3).join(' | ')}`);
}

/** Puts axe-core into the frame's document unless it is there already (a frame that went away is skipped). */
async function injectAxe(frame: Frame): Promise<void> {
  try {
    if (await frame.evaluate(() => 'axe' in window)) return;
    await frame.evaluate(AXE_SOURCE);
  } catch (err) {
    if (frame.isDetached()) return;
    throw err;
  }
}
