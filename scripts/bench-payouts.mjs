// npm run bench -- payouts: one simulated day of mixed withdrawals against the api's payout policy
// (api/src/bench/payouts-day.ts: its own api on a free loopback port, a throwaway data folder, the api's clock a
// simulated one, so the day never waits on the wall clock). Prints the median and p95 time from 已提交 to 已出款, the
// share approved at once, and ends with one line of JSON {"bench":"payouts", medianToPaidMs, p95ToPaidMs,
// autoApprovedShare, counts…}. SQLite only.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { REPO } from './lib.mjs';

export function benchPayouts() {
  console.log('— payouts: a simulated day of withdrawals through the payout policy and the operators’ queue —');
  execFileSync(process.execPath, ['--import', 'tsx', path.join(REPO, 'api/src/bench/payouts-day.ts')], {
    cwd: REPO,
    env: { ...process.env, BENCH_DATABASE_URL: '' },
    stdio: 'inherit',
  });
}
