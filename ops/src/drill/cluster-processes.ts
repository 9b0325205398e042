/**
 * The processes of the cluster drill, each on 127.0.0.1 and stopped by its stop() (bounded waits): redis-server,
 * HAProxy and the api instances (node --import tsx api/src/main.ts, so a SIGKILL hits the process that holds the
 * connections). PostgreSQL is scripts/pg-cluster.mjs's throwaway cluster. Missing system packages are installed with
 * apt-get, as npm test installs its own.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../../api/src/bench/free-port';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const START_WAIT_MS = 90_000;
const STOP_WAIT_MS = 15_000;
const POLL_MS = 200;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The first of `paths` that exists, after installing `pkg` with apt-get when none does. */
export function ensureInstalled(pkg: string, paths: readonly string[]): string {
  const found = () => paths.find((p) => fs.existsSync(p));
  const have = found();
  if (have) return have;
  console.log(`▶ ${pkg} is missing: apt-get install ${pkg}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', pkg], { stdio: 'inherit', env });
  const installed = found();
  if (!installed) throw new Error(`${pkg} installed but none of ${paths.join(', ')} exists`);
  return installed;
}

/** Polls `check` every POLL_MS until it holds; false after `ms` or once `gone()` says the process died. */
export async function until(check: () => Promise<boolean>, ms: number, gone: () => boolean = () => false): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (gone()) return false;
    if (await check()) return true;
    await pause(POLL_MS);
  }
  return false;
}

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null;

/** Stops a child with `signal`, then SIGKILL when it outlives STOP_WAIT_MS; resolves once it has exited. */
export async function stopChild(child: ChildProcess | null, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (!child || exited(child)) return;
  const done = new Promise((r) => child.once('exit', r));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), STOP_WAIT_MS);
  await done;
  clearTimeout(timer);
}

/** Whether a TCP server answers a redis PING with PONG. */
function redisPong(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const finish = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(1000, () => finish(false));
    socket.once('error', () => finish(false));
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (d) => finish(String(d).startsWith('+PONG')));
  });
}

export interface Running {
  url: string;
  stop(): Promise<void>;
}

/** redis-server on a free loopback port, nothing saved. */
export async function startRedis(): Promise<Running> {
  const bin = ensureInstalled('redis-server', ['/usr/bin/redis-server', '/usr/local/bin/redis-server']);
  const port = await freePort();
  const child = spawn(bin, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], { stdio: 'ignore' });
  const stop = () => stopChild(child);
  if (
    !(await until(
      () => redisPong(port),
      START_WAIT_MS,
      () => exited(child),
    ))
  ) {
    await stop();
    throw new Error('redis-server did not answer');
  }
  return { url: `redis://127.0.0.1:${port}`, stop };
}

/** HAProxy in the foreground (-db) with the config at `configFile`, answering once `/health` passes through it. */
export async function startHaproxy(configFile: string, port: number): Promise<Running> {
  const bin = ensureInstalled('haproxy', ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy']);
  execFileSync(bin, ['-c', '-q', '-f', configFile], { stdio: 'inherit' });
  const child = spawn(bin, ['-db', '-f', configFile], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  const stop = () => stopChild(child);
  if (
    !(await until(
      () => answers(`${url}/health`),
      START_WAIT_MS,
      () => exited(child),
    ))
  ) {
    await stop();
    throw new Error('HAProxy did not pass /health to an api instance');
  }
  return { url, stop };
}

/** GET url answered 2xx (false on no answer). */
export async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url, { signal: AbortSignal.timeout(2000) })).ok;
  } catch {
    return false;
  }
}

/** One api instance (src/main.ts) on its port; start() again after a kill runs it anew on the same data. */
export class ApiInstance {
  private child: ChildProcess | null = null;
  constructor(
    readonly name: string,
    readonly port: number,
    private readonly env: NodeJS.ProcessEnv,
  ) {}

  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(REPO, 'api/src/main.ts')], {
      cwd: REPO,
      env: { ...this.env, PORT: String(this.port), HOST: '127.0.0.1' },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    if (
      !(await until(
        () => answers(`${this.url}/health`),
        START_WAIT_MS,
        () => exited(child),
      ))
    )
      throw new Error(`api instance ${this.name} did not start (exit ${child.exitCode ?? child.signalCode ?? 'none'})`);
  }

  /** SIGKILL: no close hook runs, open transactions die with the connection. */
  kill(): Promise<void> {
    return stopChild(this.child, 'SIGKILL');
  }

  stop(): Promise<void> {
    return stopChild(this.child);
  }
}
