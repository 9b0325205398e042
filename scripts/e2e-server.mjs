// The server Playwright runs against: deploys every remote (from the build cache when the
// source has not changed) into a data dir of its own, with a fresh database, then starts the api
// with the demo members (SEED_DEMO=1). DATABASE_URL=postgres://… runs it on PostgreSQL (the
// caller hands it a fresh database); otherwise a fresh SQLite file in the data dir.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dataDir = process.env.DATA_DIR ?? path.join(repo, '.data', 'e2e');
// The sports feed runs seeded and frozen: nothing kicks off, ends, suspends or reprices unless a journey asks
// through the dev controls (POST /dev/sport/control), so no journey races a clock.
// The automatic demotion looks only when a journey asks (POST /dev/ops/demotion-pass) and acts after 5 loads
// (ops-demotion.spec.ts).
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  SITE_DEV: '1',
  SEED_DEMO: '1',
  API_LOG: process.env.API_LOG ?? '0',
  SPORT_SEED: process.env.SPORT_SEED ?? '12',
  SPORT_FROZEN: process.env.SPORT_FROZEN ?? '1',
  AUTO_DEMOTION_EVERY_MS: process.env.AUTO_DEMOTION_EVERY_MS ?? '0',
  AUTO_DEMOTION_MIN_SAMPLE: process.env.AUTO_DEMOTION_MIN_SAMPLE ?? '5',
  // The staged rollouts are judged only when a journey asks (POST /dev/ops/rollout-pass; ops-rollout.spec.ts).
  ROLLOUT_EVERY_MS: process.env.ROLLOUT_EVERY_MS ?? '0',
  // The journeys register and log in a few hundred players: their passwords are hashed at the lowest cost a hash may
  // name, the same scrypt 16 times cheaper (api/src/modules/user/passwords.ts; the site's own is 16384).
  PASSWORD_COST: process.env.PASSWORD_COST ?? '1024',
  // The ops health page is on with this token (ops-health.spec.ts); a second api without it shows the page off.
  OPS_TOKEN: process.env.OPS_TOKEN ?? 'e2e-ops-token-0123456789',
};

for (const f of ['site.db', 'site.db-wal', 'site.db-shm']) fs.rmSync(path.join(dataDir, f), { force: true });
// shell-build.json records the kit version the shell provides (a dist without it predates the kit).
if (!fs.existsSync(path.join(repo, 'shell', 'dist', 'shell-build.json'))) {
  execFileSync(process.execPath, [path.join(repo, 'ops/bin/site-ops.mjs'), 'build-shell'], { stdio: 'inherit', env });
}
execFileSync(process.execPath, [path.join(repo, 'ops/bin/site-ops.mjs'), 'deploy-all'], { stdio: 'inherit', env });
const api = spawn(path.join(repo, 'node_modules/.bin/tsx'), [path.join(repo, 'api/src/main.ts')], { stdio: 'inherit', env });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => api.kill(sig));
// The Playwright worker that started this server runs it in a process group of its own (e2e/support/site-server.ts):
// when that worker is gone without stopping it (killed), the server stops too instead of holding the port.
const parent = process.ppid;
// This process does nothing else: when its own timer comes a second late, the machine gave no CPU
// (the api's stall watch says the same of the api; only the api's line means the api itself was blocked).
let lastTick = performance.now();
setInterval(() => {
  if (process.ppid !== parent) api.kill('SIGTERM');
  const now = performance.now();
  const late = now - lastTick - 250;
  lastTick = now;
  if (late >= 1000) console.warn(`[e2e-server] timer ${Math.round(late)} ms late at ${new Date().toISOString()}: the machine was starved`);
}, 250).unref();
api.on('exit', (code) => process.exit(code ?? 0));
