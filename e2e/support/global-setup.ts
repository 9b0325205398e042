import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { buildCache, REPO, workerDataDir } from './site-server';

/**
 * Before any worker starts its site: the shell and every remote built once (site-ops build-shell, deploy-all into the
 * first worker's data folder), so the workers' servers deploy from the build cache
 * and never build side by side. Skipped when playing against a site already running (E2E_BASE_URL).
 */
export default function globalSetup(): void {
  if (process.env.E2E_BASE_URL) return;
  const ops = (...args: string[]) =>
    execFileSync(process.execPath, [path.join(REPO, 'ops/bin/site-ops.mjs'), ...args], {
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: workerDataDir(0), BUILD_CACHE_DIR: buildCache() },
    });
  // Keeps shell/dist when it was built from the same inputs: a run after a change to the shell plays the new one.
  ops('build-shell');
  ops('deploy-all');
}
