/**
 * The ledger bench, one engine per run (npm run bench -- ledger runs it on SQLite and on a
 * throwaway PostgreSQL 15 cluster through scripts/bench-ledger.mjs):
 *   1. a throwaway data folder (or BENCH_DATABASE_URL) with the demo data and 50 bench members
 *      (opening balances through the ledger, a session each);
 *   2. an api process on a free loopback port (LEDGER_BENCH_PORT to choose it);
 *   3. 1,000 random operations from the 50 members through the real signed http api, BENCH_INFLIGHT
 *      at a time: transfers in and out, recycles, balance reads, the auto-transfer switch, calls
 *      that must fail (bad amounts, unknown venue, over the balance, another member's wallet) and
 *      duplicated idempotency keys (sent again at once or later: each must get the first answer);
 *   4. the ledger audit (verify.ts) and a check that every acknowledged movement is in the journal once;
 *   5. the crash drill: another burst, the api SIGKILLed in the middle of it, restarted on the same
 *      data; then 0 discrepancies, every movement the client saw succeed in the journal exactly
 *      once, and its key replayed answers the first result.
 * Prints figures and ends with one line of JSON (the engine's result).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { allBalance, getBalance, recycle, setAutoTransferStatus, venueBalance, venueTransfer, type Envelope } from '@site/shared';
import { openStore, type Store } from '../db';
import { seedBase } from '../db/seed';
import { seedDemo } from '../db/seed-demo';
import { openBalances } from '../modules/ledger';
import { verifyLedger } from '../modules/ledger/verify';
import { insertMember } from '../modules/user/members';
import { createSession } from '../modules/user/sessions';
import { freePort } from './free-port';
import { prng } from './seeded-random';
import { SignedClient, type SignedMember } from './signed-client';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const MEMBERS = 50;
const OPS = Number(process.env.LEDGER_BENCH_OPS ?? 1000);
const INFLIGHT = Number(process.env.BENCH_INFLIGHT ?? 100);
const CRASH_OPS = Number(process.env.LEDGER_CRASH_OPS ?? 400);
const MAX_WAIT_MS = 60_000;
const VENUES = ['crty', 'XMTY', 'AGZR', 'KYQP', 'PGDZ'];

/** LEDGER_BENCH_PORT, else a free loopback port. */
const benchPort = async (): Promise<number> => (process.env.LEDGER_BENCH_PORT ? Number(process.env.LEDGER_BENCH_PORT) : freePort());

type Member = SignedMember;

/** The demo data, the bench members (10,000 yuan in the centre, 500 at crty) and a session each. */
async function prepare(store: Store): Promise<Member[]> {
  const now = Date.now();
  await seedBase(store.db);
  await seedDemo(store, now);
  const members: Member[] = [];
  await store.transaction(async (db) => {
    for (let i = 1; i <= MEMBERS; i++) {
      const id = await insertMember(db, {
        name: `bench${String(i).padStart(2, '0')}`,
        passwordHash: 'bench-no-login',
        registerIp: '127.0.0.1',
        domain: '',
        rCode: '',
        iCode: '',
        autoLoginUntil: null,
        now,
      });
      if (id === null) throw new Error('bench member exists already');
      await openBalances(db, id, { centerFen: 1_000_000, venues: { crty: 50_000 } });
      members.push({ id, token: await createSession(db, id, now) });
    }
  });
  return members;
}

type Kind = 'transferIn' | 'transferOut' | 'recycle' | 'balance' | 'allBalance' | 'autoTransfer' | 'badAmount' | 'unknownVenue' | 'overBalance' | 'otherMember';

interface Op {
  kind: Kind;
  member: number;
  path: string;
  body: Record<string, unknown>;
  /** For money calls: the idempotency key (a duplicate carries its original's). */
  key?: string;
  mustFail: boolean;
  /** Index of the op whose key and body this one repeats. */
  duplicateOf?: number;
}

interface Outcome {
  op: Op;
  envelope: Envelope | null;
  error?: string;
  ms: number;
}

const BAD_AMOUNTS: unknown[] = ['-5', '0', '1.005', '1e3', '0x10', 1e12, null, 'NaN', '1000000000000'];

function planOps(count: number, seed: number, keyPrefix: string): Op[] {
  const rnd = prng(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const amount = () => `${1 + Math.floor(rnd() * 400)}.${String(Math.floor(rnd() * 100)).padStart(2, '0')}`;
  const ops: Op[] = [];
  for (let i = 0; i < count; i++) {
    const member = Math.floor(rnd() * MEMBERS);
    const key = `${keyPrefix}-${i}-${member}`;
    const r = rnd();
    if (i > 10 && r < 0.1) {
      // A duplicate: the same key and body as an earlier op (a double click, a retry).
      const original = ops[Math.floor(rnd() * ops.length)]!;
      if (original.key) {
        ops.push({ ...original, duplicateOf: ops.indexOf(original) });
        continue;
      }
    }
    const kind: Kind = pick<Kind>([
      'transferIn',
      'transferIn',
      'transferIn',
      'transferOut',
      'transferOut',
      'transferOut',
      'recycle',
      'balance',
      'allBalance',
      'autoTransfer',
      'badAmount',
      'unknownVenue',
      'overBalance',
      'otherMember',
    ]);
    const venue = pick(VENUES);
    switch (kind) {
      case 'transferIn':
      case 'transferOut':
        ops.push({
          kind,
          member,
          path: venueTransfer.path,
          body: { channelCode: venue, amount: amount(), ty: kind === 'transferIn' ? 1 : 0 },
          key,
          mustFail: false,
        });
        break;
      case 'recycle':
        ops.push({ kind, member, path: recycle.path, body: {}, key, mustFail: false });
        break;
      case 'balance':
        ops.push({ kind, member, path: venueBalance.path, body: { channelCode: venue }, mustFail: false });
        break;
      case 'allBalance':
        ops.push({ kind, member, path: pick([allBalance.path, getBalance.path]), body: { category: 8 }, mustFail: false });
        break;
      case 'autoTransfer':
        ops.push({ kind, member, path: setAutoTransferStatus.path, body: { status: rnd() < 0.5 ? 1 : 0 }, mustFail: false });
        break;
      case 'badAmount':
        ops.push({ kind, member, path: venueTransfer.path, body: { channelCode: venue, amount: pick(BAD_AMOUNTS), ty: 1 }, key, mustFail: true });
        break;
      case 'unknownVenue':
        ops.push({ kind, member, path: venueTransfer.path, body: { channelCode: 'NOPE', amount: '1', ty: 1 }, key, mustFail: true });
        break;
      case 'overBalance':
        ops.push({
          kind,
          member,
          path: venueTransfer.path,
          body: { channelCode: venue, amount: '999999999.99', ty: rnd() < 0.5 ? 1 : 0 },
          key,
          mustFail: true,
        });
        break;
      case 'otherMember':
        ops.push({ kind, member, path: venueTransfer.path, body: { channelCode: venue, amount: '1', ty: 1, memberId: 100002 }, key, mustFail: true });
        break;
    }
  }
  return ops;
}

/** Runs the ops INFLIGHT at a time; `stop` ends the run early (the crash drill). */
async function runOps(clients: SignedClient[], ops: Op[], onResult?: (done: number) => void): Promise<Outcome[]> {
  const outcomes: Outcome[] = new Array(ops.length);
  let next = 0;
  let done = 0;
  await Promise.all(
    Array.from({ length: Math.min(INFLIGHT, ops.length) }, async () => {
      while (next < ops.length) {
        const i = next++;
        const op = ops[i]!;
        const t0 = performance.now();
        try {
          const envelope = await clients[op.member]!.call(op.path, op.body, op.key);
          outcomes[i] = { op, envelope, ms: performance.now() - t0 };
        } catch (e) {
          outcomes[i] = { op, envelope: null, error: e instanceof Error ? e.message : String(e), ms: performance.now() - t0 };
        }
        onResult?.(++done);
      }
    }),
  );
  return outcomes;
}

const same = (a: Envelope | null, b: Envelope | null) =>
  a !== null && b !== null && JSON.stringify([a.code, a.message, a.data]) === JSON.stringify([b.code, b.message, b.data]);

/** A money call that succeeded and moved money (a recycle with nothing to bring back writes no journal transaction). */
function moved(o: Outcome): boolean {
  if (!o.op.key || o.envelope?.code !== 6000) return false;
  if (o.op.kind === 'recycle') return ((o.envelope.data as { results: unknown[] }).results ?? []).length > 0;
  return true;
}

/** Every movement the client saw succeed is in the journal exactly once (by member and key). */
async function journalledOnce(store: Store, members: Member[], outcomes: Outcome[]): Promise<{ checked: number; missing: number; repeated: number }> {
  const refs = await store.db.selectFrom('ledger_txn').select(['member_id', 'ref']).where('ref', 'like', 'key:%').execute();
  const count = new Map<string, number>();
  for (const r of refs) count.set(`${r.member_id}/${r.ref}`, (count.get(`${r.member_id}/${r.ref}`) ?? 0) + 1);
  const seen = new Set<string>();
  let missing = 0;
  let repeated = 0;
  for (const o of outcomes.filter(moved)) {
    const k = `${members[o.op.member]!.id}/key:${o.op.key}`;
    if (seen.has(k)) continue;
    seen.add(k);
    const n = count.get(k) ?? 0;
    if (n === 0) missing++;
    if (n > 1) repeated++;
  }
  // No key was journalled twice, acknowledged or not.
  for (const n of count.values()) if (n > 1) repeated++;
  return { checked: seen.size, missing, repeated };
}

class Api {
  child: ChildProcess | null = null;
  constructor(
    readonly port: number,
    readonly env: NodeJS.ProcessEnv,
  ) {}

  get base(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  async start(): Promise<void> {
    // node --import tsx (not the tsx wrapper): SIGKILL must hit the process that holds the database.
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(repo, 'api/src/main.ts')], {
      cwd: repo,
      env: this.env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.child = child;
    const end = Date.now() + MAX_WAIT_MS;
    while (Date.now() < end) {
      if (child.exitCode !== null) throw new Error(`api exited with ${child.exitCode}`);
      try {
        if ((await fetch(`${this.base}/health`)).ok) return;
      } catch {
        // not up yet
      }
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error('api did not start');
  }

  async stop(signal: NodeJS.Signals): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill(signal);
    await exited;
  }
}

const round1 = (x: number) => Math.round(x * 10) / 10;

async function main(): Promise<void> {
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const engine = databaseUrl ? 'postgres' : 'sqlite';
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `site-bench-ledger-${engine}-`));
  const file = path.join(dataDir, 'site.db');
  let store = await openStore({ databaseUrl, file });
  const members = await prepare(store);
  await store.close();
  const port = await benchPort();
  const api = new Api(port, {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SEED_DEMO: '0',
    API_LOG: '0',
    DATABASE_URL: databaseUrl ?? '',
  });
  const clients = members.map((m) => new SignedClient(() => api.base, m));
  try {
    await api.start();
    // 1. The timed run.
    const ops = planOps(OPS, 1122, 'bench');
    const t0 = performance.now();
    const outcomes = await runOps(clients, ops);
    const seconds = (performance.now() - t0) / 1000;
    const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const at = (q: number) => round1(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
    const transportErrors = outcomes.filter((o) => o.envelope === null).length;
    const serverErrors = outcomes.filter((o) => o.envelope !== null && o.envelope.code === 6005).length;
    const mustFailPassed = outcomes.filter((o) => o.op.mustFail && o.envelope?.code === 6000).length;
    const succeeded = outcomes.filter((o) => o.envelope?.code === 6000).length;
    // A run where nothing went through measured nothing (e.g. the signing no longer matches the api): say so.
    if (succeeded === 0) {
      const codes = [...new Set(outcomes.map((o) => o.envelope?.code ?? 'transport'))].join(', ');
      throw new Error(`no call succeeded (answers: ${codes}): the bench's calls no longer pass the api's checks`);
    }
    // Duplicates: each answered with its original's answer; then every money key once more, after the run.
    let duplicates = 0;
    let duplicatesFirst = 0;
    for (const o of outcomes) {
      if (o.op.duplicateOf === undefined) continue;
      duplicates++;
      if (same(o.envelope, outcomes[o.op.duplicateOf]!.envelope)) duplicatesFirst++;
    }
    const replays = outcomes.filter((o) => o.op.key && o.op.duplicateOf === undefined).slice(0, 200);
    const replayed = await runOps(
      clients,
      replays.map((o) => o.op),
    );
    const replaysFirst = replayed.filter((r, i) => same(r.envelope, replays[i]!.envelope)).length;

    store = await openStore({ databaseUrl, file });
    const report = await verifyLedger(store.db);
    const once = await journalledOnce(store, members, outcomes);
    await store.close();

    // 2. The crash drill: SIGKILL in the middle of a burst, restart on the same data.
    const crashOps = planOps(CRASH_OPS, 2211, 'crash').map((o) => ({ ...o, duplicateOf: undefined }));
    const killAfter = Math.floor(CRASH_OPS / 3);
    const kill: Promise<void>[] = [];
    const crashOutcomes = await runOps(clients, crashOps, (done) => {
      if (done === killAfter) kill.push(api.stop('SIGKILL'));
    });
    await Promise.all(kill);
    const acknowledged = crashOutcomes.filter((o) => o.envelope !== null);
    const lost = crashOutcomes.length - acknowledged.length;
    await api.start();
    store = await openStore({ databaseUrl, file });
    const crashReport = await verifyLedger(store.db);
    const crashOnce = await journalledOnce(store, members, acknowledged);
    await store.close();
    const ackMoney = acknowledged.filter((o) => o.op.key);
    const crashReplays = await runOps(
      clients,
      ackMoney.map((o) => o.op),
    );
    const crashReplaysFirst = crashReplays.filter((r, i) => same(r.envelope, ackMoney[i]!.envelope)).length;
    // Calls whose answer was lost in the crash: sent again with their key, each moves at most once.
    const unanswered = crashOutcomes.filter((o) => o.envelope === null && o.op.key);
    await runOps(
      clients,
      unanswered.map((o) => o.op),
    );
    store = await openStore({ databaseUrl, file });
    const afterRetry = await verifyLedger(store.db);
    const afterRetryOnce = await journalledOnce(store, members, acknowledged);
    await store.close();

    const duplicatesAnsweredFirst = duplicatesFirst === duplicates && replaysFirst === replays.length;
    const result = {
      engine,
      ops: outcomes.length,
      opsPerSec: Math.round(outcomes.length / seconds),
      p50Ms: at(0.5),
      p99Ms: at(0.99),
      succeeded,
      inflight: INFLIGHT,
      transportErrors,
      serverErrors,
      mustFailPassed,
      duplicates,
      replays: replays.length,
      verify: { accounts: report.accounts, entries: report.entries, discrepancies: report.discrepancies, negatives: report.negatives },
      journalledOnce: once,
      crashDrill: {
        sent: crashOps.length,
        acknowledgedBeforeKill: acknowledged.length,
        lostInCrash: lost,
        verify: { accounts: crashReport.accounts, entries: crashReport.entries, discrepancies: crashReport.discrepancies, negatives: crashReport.negatives },
        acknowledgedJournalledOnce: crashOnce,
        replaysAnsweredFirst: crashReplaysFirst === ackMoney.length,
        afterRetryingLostCalls: { discrepancies: afterRetry.discrepancies, negatives: afterRetry.negatives, acknowledgedJournalledOnce: afterRetryOnce },
      },
      discrepancies: report.discrepancies + crashReport.discrepancies + afterRetry.discrepancies,
      negatives: report.negatives + crashReport.negatives + afterRetry.negatives,
      duplicatesAnsweredFirst,
    };
    for (const f of [...report.findings, ...crashReport.findings, ...afterRetry.findings].slice(0, 20)) console.log(`finding: ${JSON.stringify(f)}`);
    console.log(
      `${engine.padEnd(9)} ${result.ops} ops in ${seconds.toFixed(2)} s: ${result.opsPerSec} ops/s, p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms (${INFLIGHT} in flight; ${succeeded} succeeded, ${mustFailPassed} wrongly accepted, ${serverErrors} server errors, ${transportErrors} transport errors)`,
    );
    console.log(
      `${' '.repeat(9)} duplicates ${duplicatesFirst}/${duplicates} answered first, replays ${replaysFirst}/${replays.length}; verify ${JSON.stringify(result.verify)}; acknowledged movements journalled once: ${once.checked - once.missing} of ${once.checked}, ${once.repeated} repeated`,
    );
    console.log(
      `${' '.repeat(9)} crash drill: SIGKILL after ${killAfter} of ${crashOps.length} answers (${acknowledged.length} acknowledged, ${lost} lost); after restart verify ${JSON.stringify(result.crashDrill.verify)}; acknowledged movements journalled once: ${crashOnce.checked - crashOnce.missing} of ${crashOnce.checked}, ${crashOnce.repeated} repeated; replays answered first: ${result.crashDrill.replaysAnsweredFirst}`,
    );
    console.log(JSON.stringify(result));
  } finally {
    await api.stop('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
