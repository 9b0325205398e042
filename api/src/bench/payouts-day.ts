/**
 * The fast-payout bench (npm run bench -- payouts, scripts/bench-payouts.mjs): one simulated Beijing day of mixed
 * withdrawals against its own api on a free loopback port (a throwaway data folder), the api's clock a simulated one
 * (AppOptions.now) so the day never waits on the wall clock:
 *   1. 300 members: most seasoned (an old account, a card in their real name), some new, some with a card added an
 *      hour ago, some paying to a card in another name; each a centre wallet to withdraw from;
 *   2. 900 withdrawals spread over the day (amounts 50 to 5,000 yuan, most small), each through the signed http api
 *      (withdraw/new) at its time: the payout policy approves at once what it allows, the rest waits in 风控审核;
 *   3. the operators work the queue as the CLI does (decide-outside.ts): each queued order is decided after a review
 *      of 10 to 180 simulated minutes (a real-name mismatch is returned, the rest approved);
 *   4. from each order's stored stages (withdraw_stage): the time from 已提交 to 已出款, its median and p95, the share
 *      approved at once, and the counts by deciding rule.
 * Ends with one line of JSON.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beijingDayStart, withdrawNew } from '@site/shared';
import { buildApp } from '../app';
import { openStore } from '../db';
import { seedBase } from '../db/seed';
import { openBalances } from '../modules/ledger';
import { insertCard } from '../modules/cards/card-queries';
import { insertMember } from '../modules/user/members';
import { createSession } from '../modules/user/sessions';
import { readSiteConfig, writeSiteConfig } from '../modules/site/site-config';
import { decideOutsideApi } from '../modules/withdraw/decide-outside';
import { WithdrawDecision } from '../modules/withdraw/withdraw-orders';
import { APPROVED_AT_ONCE } from '../modules/withdraw/payout-policy';
import { freePort } from './free-port';
import { prng } from './seeded-random';
import { SignedClient } from './signed-client';

const MEMBERS = Number(process.env.PAYOUTS_BENCH_MEMBERS ?? 300);
const WITHDRAWALS = Number(process.env.PAYOUTS_BENCH_WITHDRAWALS ?? 900);
const HOUR = 3_600_000;
const MINUTE = 60_000;
/** The simulated day: a Beijing day in the past, so nothing depends on today. */
const DAY_START = beijingDayStart(Date.UTC(2026, 0, 12, 4, 0));

type Kind = 'seasoned' | 'newAccount' | 'newCard' | 'otherName';
interface Member {
  id: number;
  kind: Kind;
  token: string;
  cardId: number;
}

/** The simulated clock the api reads. */
const clock = { t: DAY_START, now: () => clock.t };

const KINDS: [Kind, number][] = [
  ['seasoned', 0.7],
  ['newAccount', 0.12],
  ['newCard', 0.1],
  ['otherName', 0.08],
];

function kindOf(x: number): Kind {
  let acc = 0;
  for (const [kind, share] of KINDS) if (x < (acc += share)) return kind;
  return 'seasoned';
}

async function prepare(file: string, random: () => number): Promise<Member[]> {
  const store = await openStore({ file });
  await seedBase(store.db);
  const config = await readSiteConfig(store.db);
  await writeSiteConfig(store.db, { flags: { ...config.flags, withdrawalPassword: false } });
  const members: Member[] = [];
  await store.transaction(async (db) => {
    for (let i = 1; i <= MEMBERS; i++) {
      const kind = kindOf(random());
      const createdAt = kind === 'newAccount' ? DAY_START - 24 * HOUR : DAY_START - 60 * 24 * HOUR;
      const id = await insertMember(db, {
        name: `pay${String(i).padStart(3, '0')}`,
        passwordHash: 'bench-no-login',
        registerIp: '127.0.0.1',
        domain: '',
        rCode: '',
        iCode: '',
        autoLoginUntil: null,
        now: createdAt,
      });
      if (id === null) throw new Error('bench member exists already');
      await db.updateTable('member').set({ real_name: '张三' }).where('id', '=', id).execute();
      const card = await insertCard(db, {
        member_id: id,
        kind: 'bank',
        bank_code: 'ICBC',
        bank_name: '中国工商银行',
        number: `62220202${String(i).padStart(11, '0')}`,
        holder: kind === 'otherName' ? '李四' : '张三',
        network: null,
        created_at: kind === 'newCard' ? DAY_START - HOUR : createdAt,
      });
      await openBalances(db, id, { centerFen: 50_000_00 });
      members.push({ id, kind, token: await createSession(db, id, DAY_START), cardId: Number(card!.id) });
    }
  });
  await store.close();
  return members;
}

/** An amount in yuan: most withdrawals small, a tail up to 5,000. */
function amountOf(random: () => number): string {
  const x = random();
  const yuan = x < 0.75 ? 50 + Math.floor(random() * 950) : 1000 + Math.floor(random() * 4000);
  return String(yuan);
}

const quantile = (sorted: number[], q: number) => (sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!);

async function main(): Promise<void> {
  const random = prng(20260112);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-bench-payouts-'));
  const file = path.join(dataDir, 'site.db');
  const members = await prepare(file, random);
  const { app, store } = await buildApp({
    dataDir,
    dbFile: file,
    seedDemo: false,
    logger: false,
    now: clock.now,
    sports: { manual: true, seed: 1, matches: 4, startAt: DAY_START },
  });
  const port = await freePort();
  await app.listen({ port, host: '127.0.0.1' });
  const base = `http://127.0.0.1:${port}`;
  const clients = new Map(members.map((m) => [m.id, new SignedClient(() => base, m, clock.now)]));
  try {
    // The day's events in time order: each withdrawal at its time, each operator decision once its review is over.
    const requests = Array.from({ length: WITHDRAWALS }, () => ({
      at: DAY_START + Math.floor(random() * 24 * HOUR),
      member: members[Math.floor(random() * members.length)]!,
      amount: amountOf(random),
    })).sort((a, b) => a.at - b.at);
    type Decision = { at: number; orderNo: string; decision: WithdrawDecision };
    const decisions: Decision[] = [];
    let refused = 0;
    let requested = 0;
    const nextDecision = () => decisions.reduce<number>((best, d, i) => (best === -1 || d.at < decisions[best]!.at ? i : best), -1);
    const decideUntil = async (until: number) => {
      for (let i = nextDecision(); i !== -1 && decisions[i]!.at <= until; i = nextDecision()) {
        const [d] = decisions.splice(i, 1);
        clock.t = d!.at;
        await decideOutsideApi(store, null, {
          orderNo: d!.orderNo,
          decision: d!.decision,
          reason: d!.decision === WithdrawDecision.APPROVE ? '审核通过' : '实名不符',
          now: clock.t,
        });
      }
    };
    for (const r of requests) {
      await decideUntil(r.at);
      clock.t = r.at;
      const out = await clients.get(r.member.id)!.call(withdrawNew.path, { accountId: r.member.cardId, amount: r.amount }, `payouts-${randomUUID()}`);
      if (out.code !== 6000) {
        refused++;
        continue;
      }
      requested++;
      const order = out.data as { orderNo: string; status: number };
      if (order.status !== 0) continue;
      const reviewMinutes = 10 + Math.floor(random() * 170);
      decisions.push({
        at: r.at + reviewMinutes * MINUTE,
        orderNo: order.orderNo,
        decision: r.member.kind === 'otherName' ? WithdrawDecision.REJECT : WithdrawDecision.APPROVE,
      });
    }
    await decideUntil(Number.POSITIVE_INFINITY);

    const stages = await store.db.selectFrom('withdraw_stage').select(['order_no', 'stage', 'decided_by', 'at']).orderBy('id').execute();
    const submitted = new Map<string, number>();
    const paid = new Map<string, number>();
    const byRule: Record<string, number> = {};
    let approvedAtOnce = 0;
    for (const s of stages) {
      if (s.stage === 'submitted') submitted.set(s.order_no, Number(s.at));
      if (s.stage === 'paid') paid.set(s.order_no, Number(s.at));
      if (s.stage === 'approved' && s.decided_by === APPROVED_AT_ONCE) approvedAtOnce++;
      if (s.stage === 'riskReview' && s.decided_by !== '') byRule[s.decided_by] = (byRule[s.decided_by] ?? 0) + 1;
    }
    const toPaid = [...paid].map(([orderNo, at]) => at - submitted.get(orderNo)!).sort((a, b) => a - b);
    const orders = submitted.size;
    const returned = stages.filter((s) => s.stage === 'returned').length;
    const result = {
      bench: 'payouts',
      withdrawals: WITHDRAWALS,
      orders,
      refusedAtRequest: refused,
      autoApproved: approvedAtOnce,
      queued: orders - approvedAtOnce,
      paid: paid.size,
      returned,
      medianToPaidMs: quantile(toPaid, 0.5),
      p95ToPaidMs: quantile(toPaid, 0.95),
      autoApprovedShare: orders === 0 ? 0 : Number((approvedAtOnce / orders).toFixed(3)),
      queuedByRule: byRule,
    };
    if (requested === 0) throw new Error('no withdrawal went through: the bench calls no longer pass the api checks');
    const min = (ms: number) => `${(ms / MINUTE).toFixed(1)} min`;
    console.log(`withdrawals asked ${WITHDRAWALS}, orders ${orders} (refused at request ${refused}), members ${MEMBERS}`);
    console.log(`approved at once ${approvedAtOnce} (${(result.autoApprovedShare * 100).toFixed(1)}%), queued ${result.queued}: ${JSON.stringify(byRule)}`);
    console.log(
      `paid ${paid.size}, returned ${returned}; time to 已出款: median ${min(result.medianToPaidMs)}, p95 ${min(result.p95ToPaidMs)} (simulated day)`,
    );
    console.log(JSON.stringify(result));
  } finally {
    await app.close();
    await store.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
