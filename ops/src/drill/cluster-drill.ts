/**
 * npm run drill -- cluster: the production shape of docs/operations.md on loopback — PostgreSQL (scripts/pg-cluster.mjs),
 * Redis, two api instances and HAProxy in front of them (deploy/haproxy.cfg) — under a burst of money operations
 * through the balancer (cluster-plan.ts), one instance SIGKILLed in the middle of it and started again, the clients
 * retrying under the same keys. Then every operation is sent once more under its key (each must get its first
 * answer), the live socket is checked across instances, the journal is reconciled with the client's record
 * (cluster-reconcile.ts) and `ledger:verify` runs. Ends with one line of JSON; exit 1 when a check failed.
 */
import { execFileSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  betPlace,
  claimPromotion,
  ClaimItem,
  joinActivity,
  memberJwt,
  pay,
  promotionConfig,
  PromotionKind,
  ResponseCode,
  sportMatches,
  venueLaunch,
  venueTransfer,
  withdrawalPwdSet,
  withdrawNew,
  type BetPick,
  type Envelope,
  type Match,
} from '@site/shared';
import { startCluster, type Cluster } from '../../../scripts/pg-cluster.mjs';
import { freePort } from '../../../api/src/bench/free-port';
import { SignedClient, type SignedMember } from '../../../api/src/bench/signed-client';
import { openStore } from '../../../api/src/db';
import { seedBase } from '../../../api/src/db/seed';
import { seedDemo } from '../../../api/src/db/seed-demo';
import { openBalances } from '../../../api/src/modules/ledger';
import { insertCard } from '../../../api/src/modules/cards/card-queries';
import { insertMember } from '../../../api/src/modules/user/members';
import { createSession } from '../../../api/src/modules/user/sessions';
import { planDrill, type PlannedOp } from './cluster-plan';
import { failoverMs, reconcile, type Attempt, type ClientOp } from './cluster-reconcile';
import { haproxyConfig } from './haproxy-config';
import { closedWithin, hearsBalance, hearsLine, joinLobby, say, servedBy, socketOn, watchBalance } from './cluster-live';
import { ApiInstance, REPO, startHaproxy, startRedis, type Running } from './cluster-processes';

const MEMBERS = 60;
const WITHDRAWERS = 20;
/** A whole number from the environment within [min, max], else the drill stops with a message naming the variable. */
function intFromEnv(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max) {
    console.error(`${name} 必须是 ${min} 到 ${max} 之间的整数（收到 ${raw}）`);
    process.exit(2);
  }
  return n;
}

const OPS = intFromEnv('DRILL_OPS', 1200, 1000, 20_000);
const INFLIGHT = intFromEnv('DRILL_INFLIGHT', 60, 1, 500);
/** The instance dies once this share of the burst has been answered. */
const KILL_AT = 0.4;
/** A client tries an operation at most this often, RETRY_PAUSE_MS apart, before it gives up on an answer. */
const MAX_TRIES = 40;
const RETRY_PAUSE_MS = 250;
const BOTH_UP_WAIT_MS = 30_000;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** The withdrawers' withdrawal password (the site asks for one by default), as the client sends it: md5. */
const WITHDRAW_PASSWORD_MD5 = createHash('md5').update('275194').digest('hex');

/** What the api answered: its envelope, or for a deposit confirmation the gateway page's outcome. */
interface Answer {
  code: number;
  message: string;
  data: unknown;
}

interface DrillMember extends SignedMember {
  name: string;
  client: SignedClient;
  accountId: number;
  uid: string;
  orders: { orderNo: string; confirmPath: string }[];
}

/** The members of the drill (10,000 yuan in the centre, 1,000 at crty), real name and phone bound, a session and a bank card each. */
async function prepare(databaseUrl: string, balancer: () => string): Promise<DrillMember[]> {
  const store = await openStore({ databaseUrl, file: '' });
  const now = Date.now();
  const members: DrillMember[] = [];
  try {
    await seedBase(store.db);
    await seedDemo(store, now);
    await store.transaction(async (db) => {
      for (let i = 1; i <= MEMBERS; i++) {
        const name = `drill${String(i).padStart(2, '0')}`;
        const id = await insertMember(db, {
          name,
          passwordHash: 'drill-no-login',
          registerIp: '127.0.0.1',
          domain: '',
          rCode: '',
          iCode: '',
          autoLoginUntil: null,
          now,
        });
        if (id === null) throw new Error(`drill member ${name} exists already`);
        // Bound real name and phone: a deposit asks for both.
        await db
          .updateTable('member')
          .set({ real_name: '演练会员', area_code: '+86', phone: `1390000${String(i).padStart(4, '0')}` })
          .where('id', '=', id)
          .execute();
        await openBalances(db, id, { centerFen: 1_000_000, venues: { crty: 100_000 } });
        const card = await insertCard(db, {
          member_id: id,
          kind: 'bank',
          bank_code: 'ICBC',
          bank_name: '中国工商银行',
          number: `622202${String(id).padStart(13, '0')}`,
          holder: '演练会员',
          network: null,
          created_at: now,
        });
        if (!card) throw new Error(`no bank card for ${name}`);
        const member = { id, token: await createSession(db, id, now) };
        members.push({ ...member, name, client: new SignedClient(balancer, member), accountId: Number(card.id), uid: '', orders: [] });
      }
    });
  } finally {
    await store.close();
  }
  return members;
}

/** A setup call through the balancer that must succeed (a few tries: nothing has died yet, but the machine is busy). */
async function must(what: string, call: () => Promise<Envelope>): Promise<Envelope> {
  let last = '';
  for (let i = 0; i < 5; i++) {
    try {
      const e = await call();
      if (e.code === ResponseCode.SUCCESS) return e;
      last = `${e.code} ${e.message}`;
    } catch (err) {
      last = err instanceof Error ? err.message : String(err);
    }
    await pause(RETRY_PAUSE_MS);
  }
  throw new Error(`${what} failed: ${last}`);
}

/**
 * Before the burst: each member's sport session (crty launch); the withdrawers' withdrawal password; the depositors'
 * check-in joined and deposit orders made.
 */
async function setUp(members: DrillMember[], depositsPerMember: number): Promise<{ signGiftId: number; picks: BetPick[] }> {
  const config = (await must('promotion config', () => members[0]!.client.call(promotionConfig.path, {}))).data as { list: { id: number; kind: string }[] };
  const signGift = config.list.find((p) => p.kind === PromotionKind.SIGN_GIFT);
  if (!signGift) throw new Error('no check-in activity (the demo seed makes one)');
  for (const [i, m] of members.entries()) {
    const launched = await must(`crty launch of ${m.name}`, () => m.client.call(venueLaunch.path, { enName: 'crty', gameCode: '' }, `drill-launch-${m.id}`));
    m.uid = /[?&]uid=([0-9a-zA-Z]+)/.exec((launched.data as { sport?: { url: string } }).sport?.url ?? '')?.[1] ?? '';
    if (!m.uid) throw new Error(`the crty launch of ${m.name} named no sport session`);
    if (i < WITHDRAWERS) {
      await must(`withdrawal password of ${m.name}`, () => m.client.call(withdrawalPwdSet.path, { password: WITHDRAW_PASSWORD_MD5 }));
      continue;
    }
    await must(`${m.name} joins the check-in`, () => m.client.call(joinActivity.path, { id: signGift.id }));
    for (let k = 0; k < depositsPerMember; k++) {
      const order = (await must(`deposit order of ${m.name}`, () => m.client.call(pay.path, { payCode: 'BANK', amount: String(100 + 50 * k) }))).data as {
        orderNo: string;
        gatewayUrl: string;
      };
      m.orders.push({ orderNo: order.orderNo, confirmPath: order.gatewayUrl.replace('?', '/confirm?') });
    }
  }
  const board = (await must('the pre-match board', () => members[0]!.client.call(sportMatches.path, { uid: members[0]!.uid, gameType: 'FT', showType: 'FT' })))
    .data as { matches: Match[] };
  const picks: BetPick[] = [];
  for (const m of board.matches) {
    const market = m.markets.find((k) => k.kind === 'M' && !k.suspended);
    const sel = market?.selections[0];
    if (market && sel)
      picks.push({
        gameId: m.gameId,
        gide: m.gide,
        hgid: m.hgid,
        selectionId: sel.id,
        wtype: market.kind,
        rtype: sel.key,
        line: market.line,
        hkMilli: sel.hkMilli,
      });
    if (picks.length >= 20) break;
  }
  if (picks.length === 0) throw new Error('no pre-match match with an open market to bet on');
  return { signGiftId: signGift.id, picks };
}

interface Sender {
  balancer: string;
  members: DrillMember[];
  signGiftId: number;
  picks: BetPick[];
}

/** Sends one try of an operation; null when no answer of the api came back (the caller tries again). */
async function sendOnce(s: Sender, op: PlannedOp): Promise<Answer | null> {
  const m = s.members[op.member]!;
  try {
    if (op.kind === 'depositConfirm') {
      const res = await fetch(s.balancer + m.orders[op.order]!.confirmPath, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: '',
        signal: AbortSignal.timeout(30_000),
      });
      const html = await res.text();
      // The gateway's own pages (paid, refused, bad link); the balancer's error page is none of them.
      const outcome = /data-testid="(gateway-[a-z]+)"/.exec(html)?.[1];
      if (!outcome) return null;
      return { code: res.status === 200 ? ResponseCode.SUCCESS : res.status, message: outcome, data: null };
    }
    const call = (p: string, body: unknown) => m.client.call(p, body, op.key);
    let e: Envelope;
    switch (op.kind) {
      case 'transferIn':
      case 'transferOut':
        e = await call(venueTransfer.path, { channelCode: 'crty', amount: op.amount, ty: op.kind === 'transferIn' ? 1 : 0 });
        break;
      case 'bet':
        e = await call(betPlace.path, {
          uid: m.uid,
          kind: 'single',
          picks: [s.picks[op.n % s.picks.length]!],
          unitStake: op.amount,
          autoAccept: true,
          oddsType: 'H',
        });
        break;
      case 'withdrawal':
        e = await call(withdrawNew.path, { accountId: m.accountId, amount: op.amount, password: WITHDRAW_PASSWORD_MD5 });
        break;
      case 'claim':
        e = await call(claimPromotion.path, { id: s.signGiftId, item: ClaimItem.SIGN });
        break;
    }
    // A server error stored nothing under the key: the client tries again, as after no answer.
    if (e.code === ResponseCode.SERVER_ERROR) return null;
    return { code: e.code, message: e.message, data: e.data };
  } catch {
    return null;
  }
}

const sameAnswer = (a: Answer, b: Answer) => JSON.stringify([a.code, a.message, a.data]) === JSON.stringify([b.code, b.message, b.data]);

/** Double sends: both tries answered, and how many of those alike. */
interface Doubles {
  answered: number;
  alike: number;
}

/**
 * Tries an operation until an answer comes (at most MAX_TRIES, RETRY_PAUSE_MS apart), recording each try. A double
 * operation's first try goes twice at once; when both are answered they must be the same answer.
 */
async function perform(s: Sender, op: PlannedOp, attempts: Attempt[], doubles: Doubles): Promise<Answer | null> {
  for (let i = 0; i < MAX_TRIES; i++) {
    const startedAt = Date.now();
    const twice = op.double && i === 0;
    const answers = await Promise.all(twice ? [sendOnce(s, op), sendOnce(s, op)] : [sendOnce(s, op)]);
    for (const a of answers) attempts.push({ startedAt, endedAt: Date.now(), answered: a !== null });
    const [first, second] = answers;
    if (twice && first && second) {
      doubles.answered++;
      if (sameAnswer(first, second)) doubles.alike++;
    }
    const answer = answers.find((a) => a !== null);
    if (answer) return answer;
    await pause(RETRY_PAUSE_MS);
  }
  return null;
}

/** Runs the ops INFLIGHT at a time; onAnswered(count) after each first answer. */
async function burst(
  s: Sender,
  ops: PlannedOp[],
  attempts: Attempt[],
  doubles: Doubles,
  onAnswered: (count: number) => void = () => undefined,
): Promise<(Answer | null)[]> {
  const answers: (Answer | null)[] = new Array(ops.length).fill(null);
  let next = 0;
  let answered = 0;
  await Promise.all(
    Array.from({ length: Math.min(INFLIGHT, ops.length) }, async () => {
      while (next < ops.length) {
        const i = next++;
        answers[i] = await perform(s, ops[i]!, attempts, doubles);
        if (answers[i]) onAnswered(++answered);
      }
    }),
  );
  return answers;
}

/** The client's record of one operation for the reconciliation. */
function clientOp(op: PlannedOp, m: DrillMember, answer: Answer | null): ClientOp {
  const applied = answer?.code === ResponseCode.SUCCESS;
  let ref: string | null;
  if (op.kind === 'depositConfirm') ref = `deposit:${m.orders[op.order]!.orderNo}`;
  else if (op.kind === 'withdrawal') ref = applied ? `withdraw:${(answer.data as { orderNo: string }).orderNo}` : null;
  else if (op.kind === 'claim') ref = null;
  else ref = `key:${op.key}`;
  return { kind: op.kind, memberId: m.id, answered: answer !== null, applied, ref };
}

/** Waits until the balancer has sent answers from both instances (the restarted one is back in rotation). */
async function bothInRotation(balancer: string): Promise<boolean> {
  const seen = new Set<string>();
  const end = Date.now() + BOTH_UP_WAIT_MS;
  while (Date.now() < end && seen.size < 2) {
    try {
      const res = await fetch(`${balancer}/health`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) seen.add(res.headers.get('x-served-by') ?? '');
    } catch {
      // the balancer is busy: ask again
    }
    await pause(100);
  }
  return seen.size >= 2;
}

async function jwtOf(m: DrillMember): Promise<string> {
  return ((await must(`member/jwt of ${m.name}`, () => m.client.call(memberJwt.path, {}))).data as { token: string }).token;
}

/**
 * A balance push and a chat line produced on `producer` (a direct call to that instance, a line from a socket on it)
 * heard by a player whose socket went through the balancer to the other instance.
 */
async function acrossInstances(
  balancer: string,
  listener: DrillMember,
  speaker: DrillMember,
  listenOn: string,
  produce: ApiInstance,
): Promise<{ balance: boolean; chat: boolean }> {
  const ear = await socketOn(balancer, listenOn);
  const mouth = await socketOn(balancer, produce.name);
  try {
    await watchBalance(ear, await jwtOf(listener), listener.id);
    await joinLobby(ear);
    await watchBalance(mouth, await jwtOf(speaker), speaker.id);
    await joinLobby(mouth);
    const direct = new SignedClient(() => produce.url, listener);
    const moved = await direct.call(venueTransfer.path, { channelCode: 'crty', amount: '1', ty: 1 }, `drill-live-${listener.id}-${Date.now()}`);
    const balance = moved.code === ResponseCode.SUCCESS && (await hearsBalance(ear, listener.id));
    const text = `集群演练：${produce.name} 发出的消息 ${randomBytes(3).toString('hex')}`;
    say(mouth, text);
    const chat = await hearsLine(ear, text);
    return { balance, chat };
  } finally {
    ear.close();
    mouth.close();
  }
}

/** `npm run ledger:verify` against the drill's database: its JSON line. */
function ledgerVerify(databaseUrl: string): { discrepancies: number; negatives: number } {
  let out: string;
  try {
    out = execFileSync(process.execPath, ['--import', 'tsx', path.join(REPO, 'api/src/modules/ledger/verify-cli.ts')], {
      cwd: REPO,
      env: { ...process.env, DATABASE_URL: databaseUrl },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (e) {
    // Exit 1: a discrepancy or a negative balance; its report is still the last line.
    out = (e as { stdout?: string }).stdout ?? '';
  }
  const lines = out.trim().split('\n');
  for (const finding of lines.slice(0, -1).slice(0, 20)) console.log(`ledger:verify finding: ${finding}`);
  return JSON.parse(lines.at(-1) ?? '{}') as { discrepancies: number; negatives: number };
}

/** The drill; true when every check passed. */
async function main(): Promise<boolean> {
  const t0 = Date.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'site-drill-cluster-'));
  const stops: (() => Promise<void> | void)[] = [];
  /** Stops what was started, last first (each once), and removes the throwaway folder. */
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) {
      try {
        await stop();
      } catch (e) {
        console.error(`stopping: ${e instanceof Error ? e.message : String(e)}`);
      }
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  };
  const onSignal = (signal: NodeJS.Signals) => void stopAll().then(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    const cluster: Cluster = await startCluster({ label: 'site-drill-pg' });
    stops.push(() => cluster.stop());
    const databaseUrl = cluster.createDatabase('site_drill');
    const redis: Running = await startRedis();
    stops.push(() => redis.stop());

    const balancerPort = await freePort();
    const balancer = `http://127.0.0.1:${balancerPort}`;
    const members = await prepare(databaseUrl, () => balancer);
    const ports = [await freePort(), await freePort()] as const;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redis.url,
      TRUST_PROXY: '127.0.0.1',
      SITE_HMAC_SECRET: randomBytes(32).toString('hex'),
      SITE_SEALING_KEY: randomBytes(32).toString('hex'),
      SEED_DEMO: '1',
      SITE_DEV: '0',
      API_LOG: '0',
      STALL_WARN_MS: '0',
      AUTO_DEMOTION_EVERY_MS: '0',
      SPORT_SEED: '20261129',
      SPORT_MATCHES: '60',
      SPORT_UPDATES_PER_SEC: '20',
    };
    const instances = ports.map((port, i) => new ApiInstance(`api${i + 1}`, port, { ...env, DATA_DIR: path.join(tmp, `api${i + 1}`) }));
    stops.push(async () => {
      for (const a of instances) await a.stop();
    });
    // One after the other: the second finds the migrations and the seed done.
    for (const a of instances) await a.start();
    const configFile = path.join(tmp, 'haproxy.cfg');
    fs.writeFileSync(configFile, haproxyConfig(fs.readFileSync(path.join(REPO, 'deploy/haproxy.cfg'), 'utf8'), { balancer: balancerPort, instances: ports }));
    const haproxy = await startHaproxy(configFile, balancerPort);
    stops.push(() => haproxy.stop());
    console.log(
      `cluster up in ${((Date.now() - t0) / 1000).toFixed(1)} s: PostgreSQL, Redis, ${instances.map((a) => `${a.name} :${a.port}`).join(', ')}, HAProxy :${balancerPort}`,
    );

    const depositsPerMember = 2;
    const { signGiftId, picks } = await setUp(members, depositsPerMember);
    const plan = planDrill({ members: MEMBERS, withdrawers: WITHDRAWERS, ops: OPS, withdrawalsPerMember: 4, depositsPerMember, seed: 1129, doubleShare: 0.1 });
    const s: Sender = { balancer, members, signGiftId, picks };

    // A player's socket on the instance that will die, logged in and watching its balance.
    // The first instance started: the likeliest leader of the producers (the sports feed, the bet sweeps), so their
    // leadership moves to the other instance in the middle of the burst.
    const victim = instances[0];
    const player = members[0]!;
    const doomed = await socketOn(balancer, victim.name);
    await watchBalance(doomed, await jwtOf(player), player.id);

    // The burst; the victim SIGKILLed once KILL_AT of it is answered, and started again at once.
    const attempts: Attempt[] = [];
    let killedAt = 0;
    // Settled promises only (a rejection nobody awaits yet would end the process before its finally stops anything).
    let restarted: Promise<Error | null> = Promise.resolve(null);
    // The player's client, as the shell's: once its socket closes it reconnects through the balancer and logs in again.
    let reconnect: Promise<{ closed: boolean; to: string }> = Promise.resolve({ closed: false, to: '' });
    const reconnectOf = async () => {
      const closed = await closedWithin(doomed);
      try {
        const back = await socketOn(balancer, null);
        try {
          await watchBalance(back, await jwtOf(player), player.id);
          return { closed, to: servedBy(back) };
        } finally {
          back.close();
        }
      } catch (e) {
        console.log(`live: no reconnect through the balancer: ${e instanceof Error ? e.message : String(e)}`);
        return { closed, to: '' };
      }
    };
    const killAfter = Math.floor(plan.length * KILL_AT);
    const burstStart = Date.now();
    const doubles: Doubles = { answered: 0, alike: 0 };
    const answers = await burst(s, plan, attempts, doubles, (count) => {
      if (count !== killAfter) return;
      killedAt = Date.now();
      restarted = victim
        .kill()
        .then(() => {
          reconnect = reconnectOf();
          return victim.start();
        })
        .then(
          () => null,
          (e: unknown) => (e instanceof Error ? e : new Error(String(e))),
        );
    });
    const burstMs = Date.now() - burstStart;
    const restartError = await restarted;
    if (restartError) throw restartError;
    if (killedAt === 0) throw new Error('the burst ended before the kill');
    const { closed: socketClosed, to: reconnectedTo } = await reconnect;
    const rotation = await bothInRotation(balancer);
    console.log(
      `burst: ${plan.length} operations (${INFLIGHT} in flight) in ${(burstMs / 1000).toFixed(1)} s, ${attempts.length} tries; ${victim.name} SIGKILLed after ${killAfter} answers and started again; both instances in rotation: ${rotation}`,
    );
    console.log(`double sends (one key, two tries at once) answered alike: ${doubles.alike} of ${doubles.answered}`);
    console.log(`live: the socket on ${victim.name} closed with it: ${socketClosed}; reconnected through the balancer to ${reconnectedTo || 'nothing'}`);

    // Every operation once more under its key: an answered one must get its first answer, an unanswered one gets its retry.
    const replayAttempts: Attempt[] = [];
    const replies = await burst(
      s,
      plan.map((op) => ({ ...op, double: false })),
      replayAttempts,
      doubles,
    );
    let replayed = 0;
    let replayedFirst = 0;
    const final = answers.map((a, i) => {
      const r = replies[i] ?? null;
      if (!a) return r;
      replayed++;
      if (r && sameAnswer(a, r)) replayedFirst++;
      return a;
    });
    console.log(`replays under the same keys answered with the first answer: ${replayedFirst} of ${replayed}`);

    // The live socket across instances, both ways (the restarted instance included).
    const live = [
      await acrossInstances(balancer, members[1]!, members[2]!, instances[0].name, instances[1]),
      await acrossInstances(balancer, members[3]!, members[4]!, instances[1].name, instances[0]),
    ];
    console.log(`live across instances: ${JSON.stringify(live)}`);

    await haproxy.stop();
    for (const a of instances) await a.stop();
    const store = await openStore({ databaseUrl, file: '' });
    let journal: { memberId: number; ref: string | null }[];
    try {
      const rows = await store.db
        .selectFrom('ledger_txn')
        .select(['member_id', 'ref'])
        .where(
          'member_id',
          'in',
          members.map((m) => m.id),
        )
        .execute();
      journal = rows.map((r) => ({ memberId: Number(r.member_id), ref: r.ref }));
    } finally {
      await store.close();
    }
    const record = plan.map((op, i) => clientOp(op, members[op.member]!, final[i] ?? null));
    const result = reconcile(record, journal);
    const verify = ledgerVerify(databaseUrl);
    const summary = {
      instances: instances.length,
      killed: 1,
      ops: result.ops,
      acked: result.acked,
      lost: result.lost,
      duplicated: result.duplicated,
      discrepancies: verify.discrepancies,
      failoverMs: failoverMs(attempts, killedAt),
    };
    const byKind = Object.fromEntries(
      [...new Set(plan.map((o) => o.kind))].map((k) => [
        k,
        { sent: record.filter((r) => r.kind === k).length, applied: record.filter((r) => r.kind === k && r.applied).length },
      ]),
    );
    console.log(`operations by kind: ${JSON.stringify(byKind)}; ledger:verify negatives ${verify.negatives}`);
    const refusals = new Map<string, number>();
    plan.forEach((op, i) => {
      const a = final[i];
      if (a && a.code !== ResponseCode.SUCCESS) refusals.set(`${op.kind} ${a.code} ${a.message}`, (refusals.get(`${op.kind} ${a.code} ${a.message}`) ?? 0) + 1);
    });
    for (const [what, n] of refusals) console.log(`refused: ${n} × ${what}`);
    const checks = {
      everyOperationAnswered: result.acked === result.ops,
      replaysAnsweredFirst: replayedFirst === replayed,
      doubleSendsAnsweredAlike: doubles.alike === doubles.answered && doubles.answered > 0,
      noneLost: result.lost === 0,
      noneDuplicated: result.duplicated === 0,
      ledgerVerified: verify.discrepancies === 0 && verify.negatives === 0,
      socketReconnected: socketClosed && reconnectedTo !== '',
      bothInRotation: rotation,
      balancePushAcross: live.every((l) => l.balance),
      chatLineAcross: live.every((l) => l.chat),
    };
    const broken = Object.entries(checks).filter(([, ok]) => !ok);
    console.log(broken.length === 0 ? 'every check passed' : `✖ failed: ${broken.map(([k]) => k).join(', ')}`);
    console.log(`wall time ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    console.log(JSON.stringify(summary));
    return broken.length === 0;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await stopAll();
  }
}

if (!(await main())) process.exitCode = 1;
