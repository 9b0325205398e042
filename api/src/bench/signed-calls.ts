/**
 * The api bench (npm run bench -- api): signed-call throughput of member/info, signed the way
 * the shell signs (shared/src/signer.ts headers, XSRF cookie + header, session token), against an
 * api process this script starts on a free loopback port, once on SQLite (a throwaway data
 * folder) and once on PostgreSQL when BENCH_DATABASE_URL is given (scripts/bench.mjs starts a
 * throwaway cluster). Prints one line per engine and ends with one line of JSON.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encryptText, HEADER, login, memberInfo, preInfo, SIGN_VALUE } from '@site/shared';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const DURATION_MS = Number(process.env.BENCH_SECONDS ?? 10) * 1000;
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const MAX_WAIT_MS = 60_000;

async function freePort(): Promise<number> {
  if (process.env.API_BENCH_PORT) return Number(process.env.API_BENCH_PORT);
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

class Client {
  private xsrf = '';
  private token = '';
  constructor(private readonly base: string) {}

  private headers(): Record<string, string> {
    return {
      'content-type': 'application/json',
      [HEADER.clientType]: 'web',
      [HEADER.version]: 'bench',
      [HEADER.uuid]: 'bench-device',
      [HEADER.requestId]: randomUUID(),
      [HEADER.token]: this.token,
      [HEADER.siteId]: '1001',
      [HEADER.sign]: SIGN_VALUE,
      [HEADER.timestamp]: encryptText(String(Date.now())),
      [HEADER.clientIp]: encryptText('127.0.0.1'),
      ...(this.xsrf ? { cookie: `XSRF-TOKEN=${this.xsrf}`, 'x-xsrf-token': this.xsrf } : {}),
    };
  }

  async call(pathName: string, body: unknown): Promise<{ code: number; data: unknown; setCookie: string | null }> {
    const res = await fetch(this.base + pathName, { method: 'POST', headers: this.headers(), body: JSON.stringify(body) });
    const json = (await res.json()) as { code: number; data: unknown };
    return { ...json, setCookie: res.headers.get('set-cookie') };
  }

  async logIn(name: string, password: string): Promise<void> {
    const pre = await this.call(preInfo.path, {});
    this.xsrf = /XSRF-TOKEN=([0-9a-f]+)/.exec(pre.setCookie ?? '')?.[1] ?? '';
    const out = await this.call(login.path, { name, password: createHash('md5').update(password).digest('hex') });
    if (out.code !== 6000) throw new Error(`bench login failed: ${JSON.stringify(out)}`);
    this.token = (out.data as { token: string }).token;
  }
}

async function waitForHealth(base: string, child: ChildProcess): Promise<void> {
  const end = Date.now() + MAX_WAIT_MS;
  while (Date.now() < end) {
    if (child.exitCode !== null) throw new Error(`api exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('api did not start');
}

interface Figures {
  engine: string;
  calls: number;
  seconds: number;
  callsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

async function benchEngine(engine: 'sqlite' | 'postgres', databaseUrl?: string): Promise<Figures> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-bench-${engine}-`));
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, SEED_DEMO: '1', API_LOG: '0', DATABASE_URL: databaseUrl ?? '' };
  const child = spawn(path.join(repo, 'node_modules/.bin/tsx'), [path.join(repo, 'api/src/main.ts')], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForHealth(base, child);
    const client = new Client(base);
    await client.logIn('demo02', 'demo1234');
    for (let i = 0; i < 50; i++) await client.call(memberInfo.path, {}); // warm-up
    const latencies: number[] = [];
    let errors = 0;
    const t0 = performance.now();
    const end = t0 + DURATION_MS;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (performance.now() < end) {
          const s = performance.now();
          const out = await client.call(memberInfo.path, {});
          latencies.push(performance.now() - s);
          if (out.code !== 6000) errors++;
        }
      }),
    );
    const seconds = (performance.now() - t0) / 1000;
    latencies.sort((a, b) => a - b);
    const at = (q: number) => Math.round((latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0) * 10) / 10;
    return {
      engine,
      calls: latencies.length,
      seconds: Math.round(seconds * 10) / 10,
      callsPerSecond: Math.round(latencies.length / seconds),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      errors,
    };
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => (child.exitCode !== null ? r(null) : child.once('exit', r)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

const results: Figures[] = [await benchEngine('sqlite')];
const pgUrl = process.env.BENCH_DATABASE_URL;
if (pgUrl) results.push(await benchEngine('postgres', pgUrl));
console.log(`— signed member/info calls, ${CONCURRENCY} at a time for ${DURATION_MS / 1000} s, one api process —`);
for (const r of results)
  console.log(
    `${r.engine.padEnd(10)} ${String(r.callsPerSecond).padStart(6)} calls/s   p50 ${r.p50Ms} ms   p99 ${r.p99Ms} ms   (${r.calls} calls, ${r.errors} errors)`,
  );
if (!pgUrl) console.log('postgres   skipped (no BENCH_DATABASE_URL)');
console.log(JSON.stringify({ bench: 'api', concurrency: CONCURRENCY, results }));
