import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
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

/** Whether something accepts connections on the port (an api still closing from an earlier worker holds it). */
function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits until nothing listens on the port (bounded: at most `ms`); answers whether it is free. */
async function portFreed(port: number, ms: number): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (!(await portInUse(port))) return true;
    await new Promise((r) => setTimeout(r, 100));
  }
  return !(await portInUse(port));
}

/** Signals the server's whole process group (e2e-server.mjs, tsx and the api); a group already gone is fine. */
function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal);
  } catch {
    // Gone already.
  }
}

/** How long the api gets to close its connections before its processes are killed. */
const STOP_GRACE_MS = 5_000;

/**
 * Starts scripts/e2e-server.mjs for one worker (deploys every remote from the build cache into the worker's data
 * folder, a fresh database, the api on the worker's port) and answers once /health does. Its output goes to
 * <dataDir>/server.log, named in the error when it does not come up.
 *
 * The port must be free first: a worker that replaces a failed one would otherwise find the old worker's api still
 * answering /health there, and play against it while its own server wipes that api's database.
 */
export async function startSiteServer(index: number): Promise<SiteServer> {
  const port = FIRST_PORT + index;
  if (!(await portFreed(port, 30_000))) throw new Error(`port ${port} is still in use: another site (or an earlier worker's) holds it`);
  const dataDir = workerDataDir(index);
  fs.mkdirSync(dataDir, { recursive: true });
  seedCdn(dataDir);
  const logFile = path.join(dataDir, 'server.log');
  const log = fs.openSync(logFile, 'w');
  // A process group of its own: stop() reaches the api behind tsx as well.
  const child: ChildProcess = spawn(process.execPath, [path.join(REPO, 'scripts/e2e-server.mjs')], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, BUILD_CACHE_DIR: buildCache() },
    stdio: ['ignore', log, log],
    detached: true,
  });
  let exited = false;
  const exit = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exit.then(() => (exited = true));
  const url = `http://localhost:${port}`;
  const stop = async (): Promise<void> => {
    signalGroup(child, 'SIGTERM');
    await Promise.race([exit, new Promise((r) => setTimeout(r, STOP_GRACE_MS))]);
    signalGroup(child, 'SIGKILL');
    await portFreed(port, STOP_GRACE_MS);
    fs.closeSync(log);
  };
  if (!(await healthy(url, 300_000, () => !exited))) {
    await stop();
    throw new Error(`the e2e server of worker ${index} did not come up on ${url}: see ${logFile}\n${fs.readFileSync(logFile, 'utf8').slice(-3000)}`);
  }
  return { url, dataDir, stop };
}
