import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const REPO = path.resolve(__dirname, '../..');

/** One composed site a Playwright worker plays against: its own api, port and data folder. */
export interface SiteServer {
  url: string;
  dataDir: string;
  stop(): Promise<void>;
}

/** The first worker's port; worker n plays on FIRST_PORT + n (E2E_PORT moves them all). */
export const FIRST_PORT = Number(process.env.E2E_PORT ?? 8091);

/** The data folder of worker n (DATA_DIR names the first; the others sit beside it). */
export function workerDataDir(index: number): string {
  const first = process.env.E2E_DATA_ROOT ?? path.join(REPO, '.data', 'e2e');
  return index === 0 ? first : `${first}-${index}`;
}

/** The build cache every worker's site deploys from (site-ops keeps it in the data folder unless told). */
export const buildCache = (): string => process.env.BUILD_CACHE_DIR ?? path.join(workerDataDir(0), 'builds');

/**
 * A worker's data folder begins with the first one's published files, hard-linked (published versions never change):
 * its deploy then finds every version in place and only writes its own registry.
 */
function seedCdn(dataDir: string): void {
  const first = path.join(workerDataDir(0), 'cdn');
  const own = path.join(dataDir, 'cdn');
  if (dataDir === workerDataDir(0) || fs.existsSync(own) || !fs.existsSync(first)) return;
  execFileSync('cp', ['-al', first, own]);
}

/** Polls /health until it answers (bounded: at most `ms`). */
async function healthy(url: string, ms: number, alive: () => boolean): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end && alive()) {
    try {
      if ((await fetch(`${url}/health`)).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

/**
 * Starts scripts/e2e-server.mjs for one worker (deploys every remote from the build cache into the worker's data
 * folder, a fresh database, the api on the worker's port) and answers once /health does. Its output goes to
 * <dataDir>/server.log, named in the error when it does not come up.
 */
export async function startSiteServer(index: number): Promise<SiteServer> {
  const port = FIRST_PORT + index;
  const dataDir = workerDataDir(index);
  fs.mkdirSync(dataDir, { recursive: true });
  seedCdn(dataDir);
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO, 'scripts/e2e-server.mjs')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BUILD_CACHE_DIR: buildCache() },
    stdio: ['ignore', log, log],
  });
  let exited = false;
  child.once('exit', () => (exited = true));
  const url = `http://localhost:${port}`;
  if (!(await healthy(url, 300_000, () => !exited))) {
    child.kill('SIGTERM');
    fs.closeSync(log);
    throw new Error(`the e2e server of worker ${index} did not come up on ${url}: see ${logFile}\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
  }
  return {
    url,
    dataDir,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) return resolve(fs.closeSync(log));
        child.once('exit', () => resolve(fs.closeSync(log)));
        child.kill('SIGTERM');
      }),
  };
}
