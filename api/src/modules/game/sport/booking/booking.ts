import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  BOOKING_MSG,
  betPickSchema,
  bookingCodeExpired,
  bookingCodeExpiry,
  newBookingCode,
  ResponseCode,
  SiteError,
  sportBookingLoad,
  sportBookingSave,
} from '@site/shared';
import { z } from 'zod';
import type { Db } from '../../../../db';
import { memberRoute, route } from '../../../../http/contract-route';
import type { SportsFeed } from '../../../sports/sports-feed';
import { codeLegsOf } from './booking-legs';

/** How many codes a member may mint in a window: enough for a player, not for a script filling the table. */
export const BOOKING_RATE = { max: 10, windowMs: 10 * 60_000 } as const;
/** New codes tried before giving up (31^8 codes: a clash is already rare). */
const MINT_TRIES = 5;

const storedPicks = z.array(betPickSchema);

async function mintedSince(db: Db, memberId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('booking_code')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * booking/save (member): the slip's picks, each open before kick-off, under a new code living until the last
 * kick-off; booking/load (anyone): the code's picks read against the feed now (booking-legs.ts).
 */
export function bookingModule(app: FastifyInstance, feed: SportsFeed): void {
  memberRoute(app, sportBookingSave, async (body, ctx) => {
    if ((await mintedSince(ctx.db, ctx.memberId, ctx.now - BOOKING_RATE.windowMs)) >= BOOKING_RATE.max) {
      throw new SiteError(ResponseCode.FREQUENT_SUBMISSION, BOOKING_MSG.tooMany);
    }
    await feed.catchUp();
    const read = codeLegsOf(body.picks, (id) => feed.board.match(id)?.match);
    if (read.dropped.some((d) => d.reason === 'started')) throw new SiteError(ResponseCode.INVALID_PARAMETER, BOOKING_MSG.notPreMatch);
    if (read.dropped.length > 0) throw new SiteError(ResponseCode.INVALID_PARAMETER, BOOKING_MSG.closed);
    const expiresAt = bookingCodeExpiry(read.legs.map((l) => l.datetime));
    for (let i = 0; i < MINT_TRIES; i++) {
      const code = newBookingCode((below) => randomInt(below));
      const taken = await ctx.db.selectFrom('booking_code').select('code').where('code', '=', code).executeTakeFirst();
      if (taken) continue;
      await ctx.db
        .insertInto('booking_code')
        .values({ code, member_id: ctx.memberId, picks: JSON.stringify(body.picks), expires_at: expiresAt, created_at: ctx.now })
        .execute();
      return { code, expiresAt };
    }
    throw new Error('no free booking code after several tries');
  });

  route(app, sportBookingLoad, async (body, ctx) => {
    const row = await ctx.db.selectFrom('booking_code').selectAll().where('code', '=', body.code).executeTakeFirst();
    if (!row) throw new SiteError(ResponseCode.NOT_FOUND, BOOKING_MSG.unknown);
    const expiresAt = Number(row.expires_at);
    if (bookingCodeExpired(expiresAt, ctx.now)) throw new SiteError(ResponseCode.NOT_FOUND, BOOKING_MSG.expired);
    await feed.catchUp();
    const picks = storedPicks.parse(JSON.parse(row.picks));
    return { code: row.code, expiresAt, ...codeLegsOf(picks, (id) => feed.board.match(id)?.match) };
  });
}
