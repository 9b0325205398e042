import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO } from '../paths';

/**
 * The real CLI (ops/bin/site-ops.mjs) run once on the data dir `dataDir` (its build cache inside it), `env` over the
 * process's environment: what an ops test runs, exit status and output.
 */
export function runSiteOps(dataDir: string, env: NodeJS.ProcessEnv, ...args: string[]): { status: number | null; stdout: string; stderr: string } {
  const res = spawnSync(process.execPath, [path.join(REPO, 'ops', 'bin', 'site-ops.mjs'), ...args], {
    cwd: REPO,
    encoding: 'utf8',
    env: { ...process.env, DATA_DIR: dataDir, BUILD_CACHE_DIR: path.join(dataDir, 'builds'), ...env },
  });
  return { status: res.status, stdout: res.stdout, stderr: res.stderr };
}

/** An mf-help version as a registry written by hand for a test records it. */
export const helpRef = (version: string) => ({
  version,
  manifest: `/cdn/mf-help/${version}/mf-manifest.json`,
  integrity: `sha384-e${version}`,
  manifestIntegrity: `sha384-m${version}`,
  kitRange: '*',
});
