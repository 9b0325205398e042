import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { REPO } from '../paths';

/** What a run of the CLI answers: exit status and output. */
export interface SiteOpsRun {
  status: number | null;
  stdout: string;
  stderr: string;
}

const CLI = path.join(REPO, 'ops', 'bin', 'site-ops.mjs');

/** The CLI's environment: the process's, on the data dir `dataDir` (its build cache inside it), `env` over it (a key set to undefined is left out). */
const envOf = (dataDir: string, env: NodeJS.ProcessEnv): NodeJS.ProcessEnv => ({
  ...process.env,
  DATA_DIR: dataDir,
  BUILD_CACHE_DIR: path.join(dataDir, 'builds'),
  ...env,
});

/** The real CLI (ops/bin/site-ops.mjs) run once on the data dir `dataDir`, `env` over the process's environment. */
export function runSiteOps(dataDir: string, env: NodeJS.ProcessEnv, ...args: string[]): SiteOpsRun {
  const res = spawnSync(process.execPath, [CLI, ...args], { cwd: REPO, encoding: 'utf8', env: envOf(dataDir, env) });
  return { status: res.status, stdout: res.stdout, stderr: res.stderr };
}

/** runSiteOps without blocking this process: for a test whose api answering the CLI runs in it. */
export function runSiteOpsSpawned(dataDir: string, env: NodeJS.ProcessEnv, ...args: string[]): Promise<SiteOpsRun> {
  const child = spawn(process.execPath, [CLI, ...args], { cwd: REPO, env: envOf(dataDir, env) });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (d: string) => (stdout += d));
  child.stderr.setEncoding('utf8').on('data', (d: string) => (stderr += d));
  return new Promise((resolve) => child.on('close', (status) => resolve({ status, stdout, stderr })));
}

/** A remote's version as a registry written by hand for a test records it. */
export const remoteRef = (folder: string, version: string) => ({
  version,
  manifest: `/cdn/${folder}/${version}/mf-manifest.json`,
  integrity: `sha384-e${version}`,
  manifestIntegrity: `sha384-m${version}`,
  kitRange: '*',
});

/** An mf-help version as a registry written by hand for a test records it. */
export const helpRef = (version: string) => remoteRef('mf-help', version);
