import type { FastifyInstance } from 'fastify';
import { allBalance, getBalance } from '@site/shared';
import type { Db } from '../db';
import { route } from '../http/contract-route';

/** Venue categories of allBalance: 1 sport, 2 live casino, 3 chess, 4 esports, 5 lottery, 6 egame, 7 fishing; 8 = every venue. */
export const ALL_VENUES_CATEGORY = 8;

/** Amounts are kept in fen; they leave as yuan with 2 decimals. */
export const yuan = (cents: number) => Math.round(cents) / 100;

export function centerOf(db: Db, memberId: number): { center: number; lock: number } {
  const row = db.prepare('SELECT center_cents, lock_cents FROM wallet WHERE member_id = ?').get(memberId) as { center_cents: number; lock_cents: number } | undefined;
  return { center: row?.center_cents ?? 0, lock: row?.lock_cents ?? 0 };
}

/**
 * getBalance: the central wallet; withLockMoney 1 adds the locked money into
 * centerWalletBalance (lockMoney is always reported apart).
 * allBalance: every venue of the category with the member's balance there (0 when never used);
 * totalMoney = the sum over those venues (category 8 = all venues, the center wallet excluded).
 */
export function walletModule(app: FastifyInstance, db: Db): void {
  route(app, getBalance, (body, ctx) => {
    const { center, lock } = centerOf(db, ctx.memberId!);
    return { centerWalletBalance: yuan(body.withLockMoney === 1 ? center + lock : center), lockMoney: yuan(lock) };
  });

  route(app, allBalance, (body, ctx) => {
    const rows = db
      .prepare(
        `SELECT v.channel_code AS channelCode, v.name, COALESCE(b.balance_cents, 0) AS cents
         FROM wallet_venue v LEFT JOIN wallet_venue_balance b ON b.channel_code = v.channel_code AND b.member_id = ?
         WHERE ? = ${ALL_VENUES_CATEGORY} OR v.category = ? ORDER BY v.sort`,
      )
      .all(ctx.memberId, body.category, body.category) as { channelCode: string; name: string; cents: number }[];
    const total = rows.reduce((sum, r) => sum + r.cents, 0);
    return { totalMoney: yuan(total), venues: rows.map((r) => ({ channelCode: r.channelCode, name: r.name, balance: yuan(r.cents) })) };
  });
}
