import path from 'node:path';
import { buildApp } from './app';
import { isPostgresUrl } from './db';
import { sportSettingsFromEnv, type SportSettings } from './modules/sports/settings';
import { betSettingsFromEnv, type BetSettings } from './modules/bets/settings';
import { STALL_WARN_MS_DEFAULT, watchStalls } from './modules/ops-health/stall-watch';
import { HIGHEST_PASSWORD_COST, isPasswordCost, LOWEST_PASSWORD_COST, PASSWORD_COST } from './modules/user/passwords';
import { siteDataDir, siteTokenSecretOf, REPO_SHELL_DIST } from '@site/registry';
import { hintsSwitchedOff } from '@site/shared/first-load-plan';

const port = Number(process.env.PORT ?? 8080);
const dataDir = siteDataDir(process.env);
// Dev mode (code outbox, /dev switches) only when asked for: SITE_DEV=1.
const dev = process.env.SITE_DEV === '1';
// The demo members only when asked for: SEED_DEMO=1 (npm start and the e2e server ask).
const seedDemo = process.env.SEED_DEMO === '1';
const databaseUrl = process.env.DATABASE_URL;
if (databaseUrl && !isPostgresUrl(databaseUrl)) {
  console.error('DATABASE_URL must be postgres://user:password@host:port/database (leave it unset for the SQLite file)');
  process.exit(1);
}

// The sports feed (docs/operations.md, "The sports feed"): SPORT_SEED, SPORT_CLOCK_SPEED, SPORT_MATCHES, SPORT_UPDATES_PER_SEC, SPORT_BATCH_MS.
let sports: SportSettings;
// The bet slip (docs/operations.md, "Bets"): BETS_USD_CNY_RATE, BETS_DELAY_MS, BETS_SWEEP_MS.
let bets: BetSettings;
try {
  sports = sportSettingsFromEnv(process.env);
  bets = betSettingsFromEnv(process.env);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}

// FIRST_LOAD_WITHOUT (docs/benchmarks.md): the first-load plan's hints the index page leaves out, for a measurement.
const firstLoadWithout = process.env.FIRST_LOAD_WITHOUT?.trim() || undefined;
try {
  hintsSwitchedOff(firstLoadWithout);
} catch (e) {
  console.error(e instanceof Error ? e.message : String(e));
  process.exit(1);
}

// PASSWORD_COST (docs/operations.md): scrypt's N for new password hashes (modules/user/passwords.ts).
const passwordCost = process.env.PASSWORD_COST ? Number(process.env.PASSWORD_COST) : PASSWORD_COST;
if (!isPasswordCost(passwordCost)) {
  console.error(
    `PASSWORD_COST must be a power of two from ${LOWEST_PASSWORD_COST} to ${HIGHEST_PASSWORD_COST} (scrypt N; leave it unset for ${PASSWORD_COST})`,
  );
  process.exit(1);
}

/** LIVE_MAX_SOCKETS_PER_ADDRESS / LIVE_MAX_SOCKETS_PER_MEMBER (docs/operations.md): a whole number of at least 1, or unset for the default. */
function socketCapOf(name: string): number | undefined {
  const v = (process.env[name] ?? '').trim();
  if (v === '') return undefined;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 1) {
    console.error(`${name}=${v}: give a whole number of sockets of at least 1 (leave it unset for the default)`);
    process.exit(1);
  }
  return n;
}
const liveCaps = { perAddress: socketCapOf('LIVE_MAX_SOCKETS_PER_ADDRESS'), perMember: socketCapOf('LIVE_MAX_SOCKETS_PER_MEMBER') };

/**
 * TRUST_PROXY (docs/operations.md): unset/false → the socket's address is the player's IP; true → trust every
 * proxy; otherwise a comma-separated list of proxy addresses/CIDRs. A number of hops is refused at start:
 * Fastify 5.12 dropped it (a hop count never checks the nearest peer, so a client reaching the api
 * directly could write its own X-Forwarded-For lines; advisory GHSA-3m5p-2c4r-xxw2).
 */
function trustProxyOf(value: string | undefined): boolean | string[] {
  const v = (value ?? '').trim();
  if (v === '' || v === 'false' || v === '0') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) {
    console.error(`TRUST_PROXY=${v}: a number of hops is no longer accepted; give your proxies' addresses or CIDRs (e.g. TRUST_PROXY=10.0.0.5,10.0.1.0/24)`);
    process.exit(1);
  }
  return v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

const { app } = await buildApp({
  trustProxy: trustProxyOf(process.env.TRUST_PROXY),
  dataDir,
  databaseUrl,
  seedDemo,
  shellDist: REPO_SHELL_DIST,
  opsToken: process.env.OPS_TOKEN,
  // SITE_TOKEN_SECRET (docs/operations.md): preview links and staff tokens; dev mode's own when unset with SITE_DEV=1.
  siteTokenSecret: siteTokenSecretOf(process.env),
  dev,
  redisUrl: process.env.REDIS_URL || undefined,
  liveCaps: Object.fromEntries(Object.entries(liveCaps).filter(([, v]) => v !== undefined)),
  sports,
  bets,
  logger: process.env.API_LOG !== '0',
  withdrawAutoApproveMs: process.env.WITHDRAW_AUTO_APPROVE_MS ? Number(process.env.WITHDRAW_AUTO_APPROVE_MS) : undefined,
  passwordCost,
  firstLoadWithout,
});
await app.listen({ port, host: process.env.HOST ?? '::' });
// STALL_WARN_MS (docs/operations.md): a stall of the event loop this long or longer is told on stderr; 0 turns the watch off.
const stallWarnMs = Number(process.env.STALL_WARN_MS ?? STALL_WARN_MS_DEFAULT);
if (Number.isFinite(stallWarnMs) && stallWarnMs > 0) watchStalls(stallWarnMs);
const where = databaseUrl ? 'PostgreSQL' : path.join(dataDir, 'site.db');
console.log(`site ready at http://localhost:${port}  (data: ${where}${dev ? ', dev mode: code outbox on' : ''})`);

/** How long a stop waits for open connections (sockets, long polls) to close before the process ends anyway. */
const SHUTDOWN_GRACE_MS = 5_000;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    setTimeout(() => process.exit(0), SHUTDOWN_GRACE_MS).unref();
    void app.close().then(() => process.exit(0));
  });
}
