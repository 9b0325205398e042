// npm run test:unit: jest only, on the tests related to the files changed since the branch left origin/main (since
// the last commit when there is none), uncommitted changes included. It says what it leaves out: npm test runs all.
import { execFileSync, spawnSync } from 'node:child_process';
import { REPO } from './lib.mjs';

const git = (...args) => execFileSync('git', args, { cwd: REPO, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
let since = 'HEAD';
try {
  since = git('merge-base', 'HEAD', git('rev-parse', '--verify', '-q', 'origin/main'));
} catch {
  // No origin/main here: the changes since the last commit.
}
console.log(`test:unit: jest of the tests related to the files changed since ${since === 'HEAD' ? 'the last commit' : since.slice(0, 10)}`);
console.log('           (no lint, type-check, builds, journeys or PostgreSQL: npm test runs every one)');
const res = spawnSync('npx', ['jest', `--changedSince=${since}`, `--maxWorkers=${process.env.JEST_WORKERS ?? '2'}`, ...process.argv.slice(2)], {
  cwd: REPO,
  stdio: 'inherit',
});
process.exit(res.status ?? 1);
