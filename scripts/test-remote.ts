// npm run test:remote -- <remote folder> [Playwright options]: what a team runs before deploying its remote alone:
// the remote's unit tests (jest on <remote>/), then the journeys its pages take part in (e2e/journeys-by-remote.ts)
// against a composed site (npm run test:e2e: each worker starts a site of its own, building what is missing).
// Not a replacement for npm test, which runs every check on every package.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { isRemoteFolder, REMOTE_FOLDERS } from '../shared/src/remotes';
import { JOURNEYS_BY_REMOTE } from '../e2e/journeys-by-remote';

const REPO = path.resolve(__dirname, '..');
const [remote = '', ...rest] = process.argv.slice(2);
if (!isRemoteFolder(remote)) {
  console.error(`usage: npm run test:remote -- <${REMOTE_FOLDERS.join('|')}> [Playwright options]`);
  process.exit(2);
}
const journeys = JOURNEYS_BY_REMOTE[remote].map((f) => `tests/${f}`);
console.log(`test:remote ${remote}: jest on ${remote}/, then ${journeys.length} journeys`);
const jest = spawnSync('npx', ['jest', path.join(REPO, remote)], { cwd: REPO, stdio: 'inherit' });
if (jest.status !== 0) process.exit(jest.status ?? 1);
const e2e = spawnSync(process.execPath, [path.join(REPO, 'scripts', 'test-e2e.mjs'), ...journeys, ...rest], { cwd: REPO, stdio: 'inherit' });
process.exit(e2e.status ?? 1);
