import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import {
  beijingDayStart,
  CHAT_LOBBY,
  DealRange,
  EXCHANGE_MSG,
  EXCHANGE_STATUS_NAME,
  exchangeGift,
  type ExchangeItem,
  exchangeItemList,
  ExchangeKind,
  exchangeRecord,
  ExchangeStatus,
  maskMemberName,
  MsgId,
  ResponseCode,
  SiteError,
} from '@site/shared';
import type { Db } from '../../../db';
import type { ExchangeItemTable } from '../../../db/schema';
import { memberRoute, onMoneyMoved } from '../../../http/contract-route';
import { liveOf } from '../../../live/install-live';
import { servicesOf } from '../../../services';
import { publishEvent } from '../../chat/chat';
import { yuanOf } from '../../funds/fen';
import { creditReward, RewardSource } from '../../ledger';
import { lockMemberAccounts } from '../../ledger/journal';
import { memberGradeOf } from '../../vip/grade-queries';
import { validBetFen } from '../../withdraw/turnover';
import { exchangeOrderNo, exchangeRef, pointsOf } from '../../exchange/exchange-rules';

const DAY_MS = 86_400_000;
const RANGE_DAYS = { [DealRange.WEEK]: 7, [DealRange.MONTH]: 30 } as const;
const sinceOf = (range: DealRange, now: number): number => (range === DealRange.TODAY ? beijingDayStart(now) : now - RANGE_DAYS[range] * DAY_MS);

/** A member's points: earned from all valid bets, spent on exchanges, left. */
export async function pointsOfMember(app: FastifyInstance, db: Db, memberId: number): Promise<{ earned: number; spent: number; points: number }> {
  const earned = pointsOf(await validBetFen(app, db, memberId, 0));
  const row = await db
    .selectFrom('exchange_record')
    .select((eb) => eb.fn.sum<number | string | null>('points').as('points'))
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const spent = Number(row?.points ?? 0);
  return { earned, spent, points: earned - spent };
}

const itemView = (r: Selectable<ExchangeItemTable>): ExchangeItem => ({
  id: r.id,
  kind: r.kind,
  name: r.name,
  points: Number(r.points),
  amount: yuanOf(Number(r.amount_fen)),
  stockLeft: r.stock === null ? null : Number(r.stock),
  minGrade: Number(r.min_grade),
});

/**
 * Announces the member's new exchanges in the lobby chat room (10017 gift record push), once each:
 * run after the exchange's transaction committed (onMoneyMoved), the row's flag taken by a
 * conditional update so two instances never push one exchange twice.
 */
async function announceExchanges(app: FastifyInstance, memberId: number): Promise<void> {
  const { db } = servicesOf(app).store;
  const rows = await db
    .selectFrom('exchange_record')
    .innerJoin('member', 'member.id', 'exchange_record.member_id')
    .select(['exchange_record.id', 'exchange_record.item_name', 'member.name'])
    .where('exchange_record.member_id', '=', memberId)
    .where('exchange_record.announced', '=', 0)
    .execute();
  for (const r of rows) {
    const taken = await db.updateTable('exchange_record').set({ announced: 1 }).where('id', '=', r.id).where('announced', '=', 0).executeTakeFirst();
    if (Number(taken.numUpdatedRows) === 0) continue;
    await publishEvent(liveOf(app), CHAT_LOBBY, {
      msgId: MsgId.GIFT_RECORD_PUSH,
      msgData: { rid: CHAT_LOBBY, from: maskMemberName(r.name), gift: r.item_name },
    });
  }
}

/**
 * The points exchange (spec §7 activityTopGift): items with the member's points, an exchange (a
 * cash item pays through the ledger's creditReward, source vip, with its turnover; a gift waits to
 * be shipped), and the exchange records with kind and date filters, paged.
 */
export function exchangeModule(app: FastifyInstance): void {
  memberRoute(app, exchangeItemList, async (_body, ctx) => {
    const points = await pointsOfMember(app, ctx.db, ctx.memberId);
    const { grade } = await memberGradeOf(app, ctx.db, ctx.memberId);
    const rows = await ctx.db.selectFrom('exchange_item').selectAll().where('active', '=', 1).orderBy('sort').orderBy('id').execute();
    return { ...points, grade: grade.grade, items: rows.map(itemView) };
  });

  memberRoute(app, exchangeGift, async (body, ctx) => {
    // The grade first (it may raise member.vip_grade: the member row before the wallet row, as a welfare claim locks them).
    const { grade } = await memberGradeOf(app, ctx.db, ctx.memberId);
    // One exchange of a member at a time: the wallet row's lock (the same the ledger takes).
    await lockMemberAccounts(ctx.db, ctx.memberId, []);
    const item = await ctx.db.selectFrom('exchange_item').selectAll().where('id', '=', body.itemId).where('active', '=', 1).executeTakeFirst();
    if (!item) throw new SiteError(ResponseCode.NOT_FOUND, EXCHANGE_MSG.noItem);
    if (grade.grade < Number(item.min_grade)) throw new SiteError(ResponseCode.ACCESS_DENIED, EXCHANGE_MSG.gradeLow(Number(item.min_grade)));
    const before = await pointsOfMember(app, ctx.db, ctx.memberId);
    if (before.points < Number(item.points)) throw new SiteError(ResponseCode.INVALID_PARAMETER, EXCHANGE_MSG.pointsShort);
    if (item.stock !== null) {
      const taken = await ctx.db
        .updateTable('exchange_item')
        .set((eb) => ({ stock: eb('stock', '-', 1) }))
        .where('id', '=', item.id)
        .where('stock', '>', 0)
        .executeTakeFirst();
      if (Number(taken.numUpdatedRows) === 0) throw new SiteError(ResponseCode.INVALID_PARAMETER, EXCHANGE_MSG.soldOut);
    }
    const orderNo = exchangeOrderNo(ctx.now, randomInt(1_000_000) / 1_000_000);
    const amountFen = item.kind === ExchangeKind.CASH ? Number(item.amount_fen) : 0;
    await ctx.db
      .insertInto('exchange_record')
      .values({
        member_id: ctx.memberId,
        order_no: orderNo,
        item_id: item.id,
        item_name: item.name,
        kind: item.kind,
        points: Number(item.points),
        amount_fen: amountFen,
        status: item.kind === ExchangeKind.CASH ? ExchangeStatus.PAID : ExchangeStatus.PENDING,
        created_at: ctx.now,
      })
      .execute();
    if (amountFen > 0) {
      const paid = await creditReward(ctx.db, {
        memberId: ctx.memberId,
        source: RewardSource.VIP,
        fen: amountFen,
        turnoverFen: amountFen * Number(item.turnover_multiple),
        ref: exchangeRef(orderNo),
        now: ctx.now,
      });
      if (!paid.credited) throw new Error(`exchange ${orderNo} paid twice`);
    }
    ctx.message = EXCHANGE_MSG.done;
    return { orderNo, itemName: item.name, points: Number(item.points), amount: yuanOf(amountFen), pointsLeft: before.points - Number(item.points) };
  });

  memberRoute(app, exchangeRecord, async (body, ctx) => {
    let q = ctx.db.selectFrom('exchange_record').where('member_id', '=', ctx.memberId).where('created_at', '>=', sinceOf(body.range, ctx.now));
    if (body.kind !== 'all') q = q.where('kind', '=', body.kind);
    const count = await q.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst();
    const rows = await q
      .selectAll()
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize)
      .execute();
    return {
      total: Number(count?.n ?? 0),
      list: rows.map((r) => ({
        orderNo: r.order_no,
        kind: r.kind,
        itemName: r.item_name,
        points: Number(r.points),
        amount: yuanOf(Number(r.amount_fen)),
        status: r.status,
        statusName: EXCHANGE_STATUS_NAME[r.status],
        createdAt: Number(r.created_at),
      })),
    };
  });

  onMoneyMoved(app, (memberId) => announceExchanges(app, memberId));
}
