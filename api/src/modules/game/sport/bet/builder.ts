import type { FastifyInstance } from 'fastify';
import { betBuilderPlace, betBuilderQuote } from '@site/shared';
import { intentRef, memberRoute, type MemberContext } from '../../../../http/contract-route';
import { yuanOf } from '../../../funds/fen';
import { assertPlayAllowed } from '../../../responsible/play-limits';
import type { SportsFeed } from '../../../sports/sports-feed';
import type { ScoringModel } from '../../../sports/scoring-model';
import { betOf } from '../../../bets/bet-queries';
import { betView } from '../../../bets/bet-view';
import { placeBuilder } from '../../../bets/builder-placement';
import { readBuilder } from '../../../bets/builder-quote';
import type { BetSettings } from '../../../bets/settings';

/** What the builder's calls share with the rest of the bet slip's api (bets.ts). */
export interface BuilderDeps {
  feed: SportsFeed;
  settings: BetSettings;
  venueOfUid(ctx: MemberContext, uid: string): Promise<string>;
}

/** A match's scoring model now, where this instance runs the feed (null on the others). */
export const feedModelOf =
  (feed: SportsFeed) =>
  (gameId: string): ScoringModel | null =>
    feed.producer()?.sim.scoringModelOf(gameId) ?? null;

/**
 * 同场串关's calls (contracts/bet-builder.ts): the quote of a match's selections at their joint price, asked again
 * as the match moves, and the placement of the builder as one bet through the ledger under the call's
 * idempotency key.
 */
export function builderRoutes(app: FastifyInstance, deps: BuilderDeps): void {
  const { feed, settings } = deps;
  const modelOf = feedModelOf(feed);

  memberRoute(app, betBuilderQuote, async (body, ctx) => {
    await deps.venueOfUid(ctx, body.uid);
    await feed.catchUp();
    return readBuilder(feed.board.match(body.gameId)?.match, body.picks, modelOf(body.gameId), ctx.now).quote;
  });

  memberRoute(app, betBuilderPlace, async (body, ctx) => {
    const channelCode = await deps.venueOfUid(ctx, body.uid);
    await assertPlayAllowed(ctx.db, ctx.memberId, ctx.now);
    const reading = readBuilder(feed.board.match(body.gameId)?.match, body.picks, modelOf(body.gameId), ctx.now);
    const placed = await placeBuilder(ctx.db, reading, body, {
      memberId: ctx.memberId,
      channelCode,
      ref: intentRef(ctx),
      now: ctx.now,
      delayMs: settings.delayMs,
      usdCnyRate: settings.usdCnyRate,
    });
    const found = await betOf(ctx.db, ctx.memberId, placed.betId);
    if (!found) throw new Error('a placed bet is missing');
    ctx.message = found.bet.state === 'PENDING' ? '注单确认中' : '投注成功';
    return { bet: betView(found), balance: yuanOf(placed.venueFen) };
  });
}
