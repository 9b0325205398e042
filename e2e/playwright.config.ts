import { defineConfig } from '@playwright/test';

/**
 * The journeys over the composed site (shell + remotes from the local CDN + api). Every worker plays against a site
 * of its own (support/test.ts: its api, port and data folder), so journeys in parallel workers share nothing.
 *
 * Two projects:
 * - 'journeys': the player's journeys, spread over the workers;
 * - 'ops': the journeys that deploy, roll back, stage canaries, demote or move the registry and the shell; one
 *   worker, one file after another, on a site of its own (they change what every later page loads).
 *
 * No retries: a journey that fails once is fixed at its cause. E2E_WORKERS sets the workers: one by default, as npm
 * test gives the second core of a two-core machine to jest beside the journeys (see docs/testing.md); a larger
 * machine gives more. E2E_BASE_URL plays against a site already running, with one worker.
 */
const running = process.env.E2E_BASE_URL;
const OPS = /(deploy|registry|ops-[a-z-]+)\.spec\.ts$/;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  // A failsafe against a hung journey, not a speed check: journeys take 2–20 s here.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: running ? 1 : Number(process.env.E2E_WORKERS ?? 1),
  retries: 0,
  // The json report feeds npm test's list of the slowest tests.
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? '../.data/test-reports/playwright.json' }]],
  // A run beside another one (npm test's journey on PostgreSQL) keeps its own: each run empties its folder as it starts.
  outputDir: process.env.E2E_RESULTS_DIR ?? '../.data/e2e-results',
  use: {
    viewport: { width: 1366, height: 900 },
    locale: 'zh-CN',
    // A player who asks for reduced motion (the site honours it: the home marquee stands still, dialogs and price
    // flashes do not fade): nothing on a page moves by itself while a journey reads it, and no frame is composited
    // for a moving line the journey never looks at. The marquee journey (site-pages) looks at the motion itself.
    reducedMotion: 'reduce',
    // The site registers a service worker after its first load (shell/src/pwa). A journey's page.route() sees no
    // request the worker answers, so journeys play without it; ops-installable-app.spec.ts allows it and checks it.
    serviceWorkers: 'block',
    // A failed journey keeps its screenshot and the page's accessibility snapshot (error-context.md). E2E_TRACE=1 also
    // records a trace (actions, DOM snapshots, network, console) and keeps it for a failure: recording one costs about
    // a tenth more CPU on every journey, failed or not, so it is asked for when a failure needs it. Screencast frames
    // stay off even then: they made each journey three to four times slower on two cores.
    trace: process.env.E2E_TRACE ? { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true } : 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's chromium-headless-shell (npm test installs it): the full chromium costs about a third more CPU.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  // 'ops' first: with two or more workers its long journeys (canaries over many players, automatic demotion) start at
  // once on one worker while the journeys take the others.
  projects: [
    { name: 'ops', testMatch: OPS, workers: 1 },
    { name: 'journeys', testIgnore: OPS },
  ],
});
