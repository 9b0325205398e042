/**
 * The api bench (npm run bench -- api): in one run, with the same load generator (autocannon,
 * BENCH_CONNECTIONS connections for BENCH_SECONDS each), bare Fastify's hello-world (hello.ts)
 * and a signed member/info — signed the way the shell signs (shared/src/signer.ts headers, a
 * fresh request id per call, XSRF cookie + header, session token) — against an api process
 * started on a free loopback port on SQLite (a throwaway data folder), then on PostgreSQL when
 * BENCH_DATABASE_URL is given (scripts/bench.mjs starts a throwaway cluster). BENCH_API_ROOT
 * runs another checkout's api (to compare before/after); BENCH_CPU_PROF=<folder> runs it under
 * `node --cpu-prof` and leaves the .cpuprofile there (open it in Chrome DevTools). Prints the figures and the machine's
 * load, and ends with one line of JSON {"helloRps","signedRps","ratio","p99Ms"} (SQLite).
 *
 * Besides req/s it prints the server process's CPU time per answered call (utime + stime from
 * /proc, Linux): on a machine other work keeps busy the req/s of both servers drop with the load,
 * while CPU per call stays close to what the server itself costs, so the CPU ratio
 * (hello µs / signed µs) is the figure to compare before/after there.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { cpuSecondsOf } from './process-cpu.mjs';
import { encryptText, HEADER, login, memberInfo, preInfo, SIGN_VALUE } from '@site/shared';
import { freePort } from './free-port';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const apiRoot = path.resolve(process.env.BENCH_API_ROOT ?? repo);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const MAX_WAIT_MS = 60_000;
/**
 * Signed ahead: each connection gets its own list of this many calls, each with its own request id,
 * built before the run, so the load generator sends ready bytes instead of building every signed
 * request in JS (which, on 2 cores, held the signed figure down more than the server did). Enough
 * for 20,000 req/s over the warm-up and the run; a list that wraps around would replay its ids (6008,
 * counted as not 6000).
 */
const SIGNED_AHEAD_PER_CONNECTION = Math.ceil(((SECONDS + 2) * 20_000) / CONNECTIONS);

async function waitFor(url: string, child: ChildProcess): Promise<void> {
  const end = Date.now() + MAX_WAIT_MS;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`${url}: process exited with ${child.exitCode}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** A server under tsx (node --import tsx: one process, so its CPU time is the server's own). */
function startServer(main: string, env: NodeJS.ProcessEnv, cwd: string, profile?: string): ChildProcess {
  const prof = profile ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(profile)}`] : [];
  return spawn(process.execPath, [...prof, '--import', 'tsx', main], { env, cwd, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** The signed headers of one call: a fresh request id; the encrypted timestamp is renewed every 200 ms. */
class Signer {
  private stamp = { at: 0, text: '' };
  constructor(
    private readonly xsrf: string,
    private readonly token: string,
  ) {}

  headers(): Record<string, string> {
    const now = Date.now();
    if (now - this.stamp.at > 200) this.stamp = { at: now, text: encryptText(String(now)) };
    return {
      'content-type': 'application/json',
      [HEADER.clientType]: 'web',
      [HEADER.version]: 'bench',
      [HEADER.uuid]: 'bench-device',
      [HEADER.requestId]: randomUUID(),
      [HEADER.token]: this.token,
      [HEADER.siteId]: '1001',
      [HEADER.sign]: SIGN_VALUE,
      [HEADER.timestamp]: this.stamp.text,
      [HEADER.clientIp]: encryptText('127.0.0.1'),
      ...(this.xsrf ? { cookie: `XSRF-TOKEN=${this.xsrf}`, 'x-xsrf-token': this.xsrf } : {}),
    };
  }
}

/** Logs demo02 in through preInfo (XSRF cookie) and login; returns a signer for its calls. */
async function logIn(base: string): Promise<Signer> {
  const guest = new Signer('', '');
  const pre = await fetch(base + preInfo.path, { method: 'POST', headers: guest.headers(), body: '{}' });
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(pre.headers.get('set-cookie') ?? '')?.[1] ?? '';
  const withCookie = new Signer(xsrf, '');
  const body = JSON.stringify({ name: 'demo02', password: createHash('md5').update('demo1234').digest('hex') });
  const out = (await (await fetch(base + login.path, { method: 'POST', headers: withCookie.headers(), body })).json()) as {
    code: number;
    data: { token: string };
  };
  if (out.code !== 6000) throw new Error(`bench login failed: ${JSON.stringify(out)}`);
  return new Signer(xsrf, out.data.token);
}

interface Figures {
  rps: number;
  /** Server CPU time per answered call (µs), or null when it could not be read. */
  cpuUsPerCall: number | null;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
}

async function load(opts: autocannon.Options, server: ChildProcess): Promise<Figures> {
  const cpuBefore = cpuSecondsOf(server.pid);
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...opts });
  const cpuAfter = cpuSecondsOf(server.pid);
  const calls = result.requests.total;
  return {
    rps: Math.round(result.requests.average),
    cpuUsPerCall: cpuBefore !== null && cpuAfter !== null && calls > 0 ? Math.round(((cpuAfter - cpuBefore) * 1e6) / calls) : null,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

async function benchHello(): Promise<Figures> {
  const port = await freePort();
  const child = startServer(path.join(repo, 'api/src/bench/hello.ts'), { ...process.env, PORT: String(port) }, repo);
  try {
    await waitFor(`http://127.0.0.1:${port}/`, child);
    await load({ url: `http://127.0.0.1:${port}/`, duration: 2 }, child); // warm-up
    return await load({ url: `http://127.0.0.1:${port}/` }, child);
  } finally {
    await stop(child);
  }
}

/** Signed member/info against an api process; `codes` counts the envelopes that were not 6000. */
async function benchSigned(databaseUrl?: string): Promise<Figures & { notOk: number }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-api-'));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', API_LOG: '0', DATABASE_URL: databaseUrl ?? '' };
  const main = path.join(apiRoot, 'api/src/main.ts');
  const child = startServer(main, env, apiRoot, process.env.BENCH_CPU_PROF);
  try {
    await waitFor(`${base}/health`, child);
    const signer = await logIn(base);
    let notOk = 0;
    // One list per connection for the warm-up and the run together (ids are never sent twice).
    const lists = Array.from({ length: CONNECTIONS }, () =>
      Array.from({ length: SIGNED_AHEAD_PER_CONNECTION }, () => ({ method: 'POST' as const, path: memberInfo.path, headers: signer.headers(), body: '{}' })),
    );
    let handedOut = 0;
    const run = (duration: number) =>
      load(
        {
          url: base,
          duration,
          requests: [{ method: 'POST', path: memberInfo.path, headers: signer.headers(), body: '{}' }],
          setupClient: (client) => {
            const list = lists[handedOut++ % CONNECTIONS]!;
            // The warm-up's client took the list's first calls; the run's client starts after them.
            client.setRequests(handedOut > CONNECTIONS ? list.slice(Math.ceil(list.length / 6)) : list.slice(0, Math.ceil(list.length / 6)));
            client.on('body', (buf: Buffer) => void (buf.includes('"code":6000') || notOk++));
          },
        },
        child,
      );
    await run(2); // warm-up
    notOk = 0;
    return { ...(await run(SECONDS)), notOk };
  } finally {
    await stop(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const loadBefore = os.loadavg()[0]!;
const hello = await benchHello();
const sqlite = await benchSigned();
const pgUrl = process.env.BENCH_DATABASE_URL;
const postgres = pgUrl ? await benchSigned(pgUrl) : null;
const loadAfter = os.loadavg()[0]!;

const ratio = Math.round((sqlite.rps / Math.max(1, hello.rps)) * 1000) / 1000;
console.log(`— ${CONNECTIONS} connections, ${SECONDS} s each, one process per server, ${os.cpus().length} cores —`);
const cpu = (f: Figures) => (f.cpuUsPerCall === null ? '' : `   ${f.cpuUsPerCall} µs CPU/call`);
console.log(`hello-world (bare Fastify)    ${String(hello.rps).padStart(7)} req/s   p50 ${hello.p50Ms} ms   p99 ${hello.p99Ms} ms${cpu(hello)}`);
const line = (label: string, f: Figures & { notOk: number }) =>
  console.log(
    `${label.padEnd(29)} ${String(f.rps).padStart(7)} req/s   p50 ${f.p50Ms} ms   p99 ${f.p99Ms} ms   (${f.requests} calls, ${f.notOk} not 6000, ${f.errors} errors)${cpu(f)}`,
  );
line('signed member/info, SQLite', sqlite);
if (postgres) line('signed member/info, PostgreSQL', postgres);
else console.log('signed member/info, PostgreSQL skipped (no BENCH_DATABASE_URL)');
const cpuRatio = hello.cpuUsPerCall && sqlite.cpuUsPerCall ? ` (CPU per call: ${(hello.cpuUsPerCall / sqlite.cpuUsPerCall).toFixed(3)})` : '';
console.log(
  `ratio signed/hello ${ratio}${cpuRatio}   load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}${apiRoot !== repo ? `   api from ${apiRoot}` : ''}`,
);
console.log(JSON.stringify({ helloRps: hello.rps, signedRps: sqlite.rps, ratio, p99Ms: sqlite.p99Ms }));
