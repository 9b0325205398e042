/**
 * The cluster drill's judgement (npm run drill -- cluster): what the client recorded of its money operations against
 * what the ledger journalled. Pure: the drill (cluster-drill.ts) reads the journal and hands both in.
 */

/** The money operations the drill sends through the balancer. */
export const DRILL_OP_KINDS = ['transferIn', 'transferOut', 'bet', 'withdrawal', 'claim', 'depositConfirm'] as const;
export type DrillOpKind = (typeof DRILL_OP_KINDS)[number];

/** The drill's idempotency keys: `drill-<kind>-<n>`, so a journal reference `key:<key>` names its operation's kind. */
export const drillKeyOf = (kind: DrillOpKind, n: number): string => `drill-${kind}-${n}`;

/**
 * Which of the drill's operations a journal reference belongs to, as a table (the ledger's own reference formats:
 * `key:<idempotency key>` for transfers and bets, `withdraw:<orderNo>`, `deposit:<orderNo>`,
 * `promotion:<id>:claim:<claimId>`); null: a movement the drill did not ask for (settlements, openings).
 */
const REF_KINDS: readonly { kind: DrillOpKind; pattern: RegExp }[] = [
  { kind: 'transferIn', pattern: /^key:drill-transferIn-/ },
  { kind: 'transferOut', pattern: /^key:drill-transferOut-/ },
  { kind: 'bet', pattern: /^key:drill-bet-/ },
  { kind: 'withdrawal', pattern: /^withdraw:/ },
  { kind: 'claim', pattern: /^promotion:\d+:claim:/ },
  { kind: 'depositConfirm', pattern: /^deposit:/ },
];

export function drillKindOfRef(ref: string): DrillOpKind | null {
  return REF_KINDS.find((r) => r.pattern.test(ref))?.kind ?? null;
}

/** One operation as the client knows it once the burst and the retries are over. */
export interface ClientOp {
  kind: DrillOpKind;
  memberId: number;
  /** Some answer of the api came back (a success or a refusal), on the first try or a retry under the same key. */
  answered: boolean;
  /** The answer said the money moved. */
  applied: boolean;
  /**
   * The journal reference the operation moves money under, when the client knows it: from its key (transfers, bets),
   * its order (deposit confirmations) or the answer (a withdrawal's order); null when the api never names it (claims).
   */
  ref: string | null;
}

/** One journal transaction (ledger_txn) of a member. */
export interface JournalTxn {
  memberId: number;
  ref: string | null;
}

export interface Reconciliation {
  ops: number;
  acked: number;
  /** Operations answered as done that the journal does not hold. */
  lost: number;
  /** Movements beyond what the client's record accounts for: a reference journalled twice, a refused or never-sent operation's money moved. */
  duplicated: number;
}

const slot = (memberId: number, kind: DrillOpKind) => `${memberId}/${kind}`;
const inc = (m: Map<string, number>, k: string, by = 1) => m.set(k, (m.get(k) ?? 0) + by);

/**
 * Every acknowledged operation in the journal exactly once, nothing applied twice. An operation whose reference the
 * client knows is checked by that reference: once when the answer said done, never when it said refused, at most once
 * when no answer came (the move may have committed before the instance died). The journal's other movements of the
 * drill's kinds are counted per member and kind against the operations without a known reference: as many as were
 * answered done, plus at most one per unanswered one.
 */
export function reconcile(ops: readonly ClientOp[], journal: readonly JournalTxn[]): Reconciliation {
  const byRef = new Map<string, number>();
  for (const t of journal) if (t.ref !== null && drillKindOfRef(t.ref) !== null) inc(byRef, `${t.memberId}/${t.ref}`);
  let lost = 0;
  let duplicated = 0;
  const claimedRefs = new Set<string>();
  const appliedUnnamed = new Map<string, number>();
  const unansweredUnnamed = new Map<string, number>();
  for (const op of ops) {
    if (op.ref === null) {
      if (op.applied) inc(appliedUnnamed, slot(op.memberId, op.kind));
      else if (!op.answered) inc(unansweredUnnamed, slot(op.memberId, op.kind));
      continue;
    }
    const k = `${op.memberId}/${op.ref}`;
    if (claimedRefs.has(k)) continue;
    claimedRefs.add(k);
    const n = byRef.get(k) ?? 0;
    if (op.applied) {
      if (n === 0) lost++;
      else duplicated += n - 1;
    } else if (op.answered) duplicated += n;
    else duplicated += Math.max(0, n - 1);
  }
  const unclaimed = new Map<string, number>();
  for (const t of journal) {
    const kind = t.ref === null ? null : drillKindOfRef(t.ref);
    if (kind === null || claimedRefs.has(`${t.memberId}/${t.ref}`)) continue;
    inc(unclaimed, slot(t.memberId, kind));
  }
  for (const s of new Set([...unclaimed.keys(), ...appliedUnnamed.keys()])) {
    const have = unclaimed.get(s) ?? 0;
    const done = appliedUnnamed.get(s) ?? 0;
    lost += Math.max(0, done - have);
    duplicated += Math.max(0, have - done - (unansweredUnnamed.get(s) ?? 0));
  }
  return { ops: ops.length, acked: ops.filter((o) => o.answered).length, lost, duplicated };
}

/** One try of one operation, as the client's clock saw it (ms). */
export interface Attempt {
  startedAt: number;
  endedAt: number;
  /** An answer of the api came back (not a dropped connection, nor the balancer's own error page). */
  answered: boolean;
}

/**
 * The failover time from the client's timeline: from the kill to the end of the last try that got no answer (the
 * window in which players saw the lost instance); 0 when no try failed after the kill.
 */
export function failoverMs(attempts: readonly Attempt[], killedAt: number): number {
  let last = killedAt;
  for (const a of attempts) if (!a.answered && a.endedAt >= killedAt && a.endedAt > last) last = a.endedAt;
  return Math.round(last - killedAt);
}
