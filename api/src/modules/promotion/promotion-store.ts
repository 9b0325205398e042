import type { FastifyInstance } from 'fastify';
import { DepositStatus, PromotionKind, promotionRulesSchema, type Promotion, type PromotionCategory, type PromotionKind as Kind } from '@site/shared';
import type { Db } from '../../db';
import type { PromotionTable } from '../../db/schema';
import { validBetFen } from '../withdraw/turnover';
import type { MemberFacts } from './claims';
import type { ActivityDraft } from './default-activities';
import type { RaceEntry } from './race';

/** An activity ended this long ago still shows on the discount page (greyed), so a race's winners can claim. */
export const SHOWN_AFTER_END_MS = 3 * 86_400_000;

type Row = Omit<PromotionTable, 'id' | 'summary' | 'sort'> & { id: number; summary: string; sort: number };

/** A stored activity as the contract has it; a row whose rules no longer parse is left out (logged by the caller). */
export function promotionOf(row: Row): Promotion | null {
  let json: unknown;
  try {
    json = JSON.parse(row.rules);
  } catch {
    return null;
  }
  const rules = promotionRulesSchema.safeParse(json);
  if (!rules.success || rules.data.kind !== row.kind) return null;
  return {
    id: Number(row.id),
    kind: rules.data.kind,
    title: row.title,
    summary: row.summary,
    category: row.category as PromotionCategory,
    startAt: Number(row.start_at),
    endAt: Number(row.end_at),
    rules: rules.data,
  };
}

export async function listPromotions(db: Db, now: number): Promise<Promotion[]> {
  const rows = await db
    .selectFrom('promotion')
    .selectAll()
    .where('end_at', '>', now - SHOWN_AFTER_END_MS)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map(promotionOf).filter((p): p is Promotion => p !== null);
}

export async function promotionById(db: Db, id: number): Promise<Promotion | null> {
  const row = await db.selectFrom('promotion').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? promotionOf(row) : null;
}

export async function insertPromotion(db: Db, draft: ActivityDraft, window: { startAt: number; endAt: number }, now: number): Promise<number> {
  const rules = promotionRulesSchema.parse(draft.rules);
  const row = await db
    .insertInto('promotion')
    .values({
      kind: rules.kind,
      title: draft.title,
      summary: draft.summary,
      category: draft.category,
      rules: JSON.stringify(rules),
      start_at: window.startAt,
      end_at: window.endAt,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(row.id);
}

/** Ends an activity now (its end moves to now when later); false when there is none. */
export async function endPromotion(db: Db, id: number, now: number): Promise<boolean> {
  const row = await db.selectFrom('promotion').select('end_at').where('id', '=', id).executeTakeFirst();
  if (!row) return false;
  if (Number(row.end_at) > now) await db.updateTable('promotion').set({ end_at: now }).where('id', '=', id).execute();
  return true;
}

export async function joinOf(db: Db, memberId: number, promotionId: number): Promise<number | null> {
  const row = await db
    .selectFrom('promotion_join')
    .select('joined_at')
    .where('member_id', '=', memberId)
    .where('promotion_id', '=', promotionId)
    .executeTakeFirst();
  return row ? Number(row.joined_at) : null;
}

export async function joinedIdsOf(db: Db, memberId: number): Promise<number[]> {
  const rows = await db.selectFrom('promotion_join').select('promotion_id').where('member_id', '=', memberId).execute();
  return rows.map((r) => Number(r.promotion_id));
}

/** Joins once: a second join (a retry, a double click) leaves the first. */
export async function insertJoin(db: Db, memberId: number, promotionId: number, now: number): Promise<number> {
  await db
    .insertInto('promotion_join')
    .values({ member_id: memberId, promotion_id: promotionId, joined_at: now })
    .onConflict((oc) => oc.columns(['member_id', 'promotion_id']).doNothing())
    .execute();
  return (await joinOf(db, memberId, promotionId)) ?? now;
}

export async function claimsOf(db: Db, memberId: number, promotionId: number) {
  return db.selectFrom('promotion_claim').selectAll().where('member_id', '=', memberId).where('promotion_id', '=', promotionId).orderBy('id', 'desc').execute();
}

export interface NewClaim {
  memberId: number;
  promotionId: number;
  item: string;
  label: string;
  rewardFen: number;
  baseFen: number;
  requiredFen: number;
  now: number;
}

/** Records a claim once per (member, activity, item): the id of the new row, or null when it was claimed before. */
export async function insertClaim(db: Db, c: NewClaim): Promise<number | null> {
  const row = await db
    .insertInto('promotion_claim')
    .values({
      member_id: c.memberId,
      promotion_id: c.promotionId,
      item: c.item,
      label: c.label,
      reward_fen: c.rewardFen,
      base_fen: c.baseFen,
      required_fen: c.requiredFen,
      created_at: c.now,
    })
    .onConflict((oc) => oc.columns(['member_id', 'promotion_id', 'item']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return row ? Number(row.id) : null;
}

/** The ledger ref of a claim's reward (creditReward pays each ref once). */
export const claimRef = (promotionId: number, claimId: number) => `promotion:${promotionId}:claim:${claimId}`;

export async function paidDepositsOf(db: Db, memberId: number, since = 0, until = Number.MAX_SAFE_INTEGER): Promise<{ count: number; fen: number }> {
  const row = await db
    .selectFrom('deposit_order')
    .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.sum<number | string | null>('amount_fen').as('fen')])
    .where('member_id', '=', memberId)
    .where('status', '=', DepositStatus.PAID)
    .where('paid_at', '>=', since)
    .where('paid_at', '<', until)
    .executeTakeFirst();
  return { count: Number(row?.n ?? 0), fen: Number(row?.fen ?? 0) };
}

/** Valid bets inside [start, end): the one sum (withdraw/turnover.ts validBetFen) since start, less since end. */
export async function validBetsIn(app: FastifyInstance, db: Db, memberId: number, start: number, end: number, now: number): Promise<number> {
  const since = await validBetFen(app, db, memberId, start);
  return now >= end ? since - (await validBetFen(app, db, memberId, end)) : since;
}

/** The facts a member's claims and state are decided from (only what the kind needs is read). */
export async function memberFacts(app: FastifyInstance, db: Db, p: Promotion, memberId: number, now: number): Promise<MemberFacts> {
  const kind: Kind = p.kind;
  const [member, cards, deposits, windowDeposits, joinedAt, claims] = await Promise.all([
    db.selectFrom('member').select(['phone']).where('id', '=', memberId).executeTakeFirst(),
    kind === PromotionKind.NEW_TASK
      ? db
          .selectFrom('member_card')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .where('member_id', '=', memberId)
          .executeTakeFirst()
      : Promise.resolve(undefined),
    paidDepositsOf(db, memberId),
    kind === PromotionKind.DRAW_GIFT ? paidDepositsOf(db, memberId, p.startAt, p.endAt) : Promise.resolve({ count: 0, fen: 0 }),
    joinOf(db, memberId, p.id),
    claimsOf(db, memberId, p.id),
  ]);
  const windowed = kind === PromotionKind.RACE || kind === PromotionKind.BETTING_GIFT;
  return {
    now,
    endAt: p.endAt,
    memberId,
    joined: joinedAt !== null,
    phoneBound: (member?.phone ?? '') !== '',
    cardBound: Number(cards?.n ?? 0) > 0,
    paidDeposits: deposits.count,
    depositedFen: windowDeposits.fen,
    validBetFen: windowed ? await validBetsIn(app, db, memberId, p.startAt, p.endAt, now) : 0,
    everBetFen: kind === PromotionKind.NEW_TASK ? await validBetFen(app, db, memberId, 0) : 0,
    claimed: new Set(claims.map((c) => c.item)),
    race: kind === PromotionKind.RACE ? await raceEntriesOf(app, db, p, now) : [],
  };
}

/** Every member who joined the race, with their valid bets in its window. */
export async function raceEntriesOf(app: FastifyInstance, db: Db, p: Promotion, now: number): Promise<RaceEntry[]> {
  const joined = await db
    .selectFrom('promotion_join')
    .innerJoin('member', 'member.id', 'promotion_join.member_id')
    .select(['member.id as memberId', 'member.name as name', 'promotion_join.joined_at as joinedAt'])
    .where('promotion_join.promotion_id', '=', p.id)
    .execute();
  const entries: RaceEntry[] = [];
  for (const j of joined) {
    entries.push({
      memberId: Number(j.memberId),
      name: j.name,
      joinedAt: Number(j.joinedAt),
      validBetFen: await validBetsIn(app, db, Number(j.memberId), p.startAt, p.endAt, now),
    });
  }
  return entries;
}
