// npm run bench -- ledger: the ledger bench (api/src/bench/ledger-ops.ts) on SQLite, then on a throwaway
// PostgreSQL 15 cluster (scripts/pg-cluster.mjs; SKIP_POSTGRES=1: SQLite only). Each engine run starts its
// own api on a free loopback port with a throwaway data folder, sends 1,000 random operations (100 in
// flight) from 50 members through the signed http api, verifies the ledger and runs the crash drill (SIGKILL,
// restart, verify). Ends with one line of JSON: the worst figures over the engines (lowest ops/s,
// highest latencies, summed discrepancies and negatives, duplicates answered first on every engine)
// and each engine's own result under "engines".
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO } from './lib.mjs';
import { withCluster } from './pg-cluster.mjs';

function runEngine(env) {
  const out = execFileSync(process.execPath, ['--import', 'tsx', path.join(REPO, 'api/src/bench/ledger-ops.ts')], {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  const lines = out.trim().split('\n');
  for (const line of lines.slice(0, -1)) console.log(line);
  return JSON.parse(lines.at(-1));
}

export async function benchLedger() {
  console.log('— ledger: 1,000 concurrent random operations from 50 members through the signed http api, then the crash drill —');
  const engines = { sqlite: runEngine({ BENCH_DATABASE_URL: '' }) };
  if (process.env.SKIP_POSTGRES === '1') console.log('SKIP_POSTGRES=1: the ledger bench ran on SQLite only');
  else
    engines.postgres = await withCluster((cluster) => runEngine({ BENCH_DATABASE_URL: cluster.createDatabase('site_bench_ledger') }), {
      label: 'site-bench-ledger-pg',
    });
  const all = Object.values(engines);
  console.log(
    JSON.stringify({
      ops: all.reduce((n, r) => n + r.ops, 0),
      opsPerSec: Math.min(...all.map((r) => r.opsPerSec)),
      p50Ms: Math.max(...all.map((r) => r.p50Ms)),
      p99Ms: Math.max(...all.map((r) => r.p99Ms)),
      discrepancies: all.reduce((n, r) => n + r.discrepancies, 0),
      negatives: all.reduce((n, r) => n + r.negatives, 0),
      duplicatesAnsweredFirst: all.every((r) => r.duplicatesAnsweredFirst && r.crashDrill.replaysAnsweredFirst),
      engines,
    }),
  );
}
