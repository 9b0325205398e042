import { prng } from '../../../api/src/bench/seeded-random';
import { drillKeyOf, type DrillOpKind } from './cluster-reconcile';

/**
 * The cluster drill's burst, planned before it starts (pure, seeded: the same plan on every run). Members are split in
 * two: the first `withdrawers` ask for withdrawals (no deposit or reward of theirs asks for turnover first), the others
 * claim today's check-in once and confirm their deposit orders (made before the burst). Transfers both ways and bets
 * fill the rest, from every member; the kinds are shuffled together so each is in flight when an instance dies. A
 * share of them is sent twice at once (a double click) under one key.
 */
export interface DrillPlanOptions {
  members: number;
  withdrawers: number;
  /** Operations in all. */
  ops: number;
  withdrawalsPerMember: number;
  depositsPerMember: number;
  seed: number;
  /** The share of operations whose first try is sent twice at once (0-1). */
  doubleShare: number;
}

export interface PlannedOp {
  /** Its place in the plan (and in its key). */
  n: number;
  kind: DrillOpKind;
  /** Index of the member (0 … members − 1). */
  member: number;
  /** The idempotency key every try of it carries (deposit confirmations carry none: the order is their key). */
  key: string;
  /** Yuan as typed (transfers, withdrawals, bet stakes); '' for claims and confirmations. */
  amount: string;
  /** Deposit confirmations: which of the member's orders (0 … depositsPerMember − 1). */
  order: number;
  /** Its first try is sent twice at once (a double click): the balancer spreads the two over both instances. */
  double: boolean;
}

/** Of the operations left after withdrawals, claims and confirmations: transfers in, transfers out, bets. */
const FILL: readonly { kind: DrillOpKind; share: number }[] = [
  { kind: 'transferIn', share: 0.4 },
  { kind: 'transferOut', share: 0.3 },
  { kind: 'bet', share: 0.3 },
];

export function planDrill(o: DrillPlanOptions): PlannedOp[] {
  if (o.withdrawers < 1 || o.withdrawers >= o.members) throw new Error('the drill needs withdrawers and depositors both');
  const rnd = prng(o.seed);
  const yuan = (min: number, max: number) => `${min + Math.floor(rnd() * (max - min))}.${String(Math.floor(rnd() * 100)).padStart(2, '0')}`;
  const drafts: Omit<PlannedOp, 'n' | 'key' | 'double'>[] = [];
  for (let m = 0; m < o.withdrawers; m++)
    for (let i = 0; i < o.withdrawalsPerMember; i++) drafts.push({ kind: 'withdrawal', member: m, amount: yuan(50, 120), order: 0 });
  for (let m = o.withdrawers; m < o.members; m++) {
    drafts.push({ kind: 'claim', member: m, amount: '', order: 0 });
    for (let i = 0; i < o.depositsPerMember; i++) drafts.push({ kind: 'depositConfirm', member: m, amount: '', order: i });
  }
  const rest = o.ops - drafts.length;
  if (rest < 0) throw new Error(`${o.ops} operations cannot hold the ${drafts.length} withdrawals, claims and confirmations`);
  FILL.forEach(({ kind, share }, i) => {
    const count = i === FILL.length - 1 ? o.ops - drafts.length : Math.round(rest * share);
    for (let k = 0; k < count; k++)
      drafts.push({ kind, member: Math.floor(rnd() * o.members), amount: kind === 'bet' ? yuan(10, 40) : yuan(1, 200), order: 0 });
  });
  // Fisher-Yates with the seeded PRNG.
  for (let i = drafts.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [drafts[i], drafts[j]] = [drafts[j]!, drafts[i]!];
  }
  return drafts.map((d, n) => ({ ...d, n, key: d.kind === 'depositConfirm' ? '' : drillKeyOf(d.kind, n), double: rnd() < o.doubleShare }));
}
