import { randomBytes } from 'node:crypto';
import { BET_STATE, maxReturnFen, ResponseCode, SiteError, type BetRefusal, type BuilderQuote, type betBuilderPlace } from '@site/shared';
import type { z } from 'zod';
import type { Db } from '../../db';
import { fenOfYuanText } from '../funds/fen';
import { stakeBet } from '../ledger';
import { leagueOf } from '../sports/catalogue';
import { dayPayoutFen, insertBet, type NewLeg } from './bet-queries';
import type { BuilderReading } from './builder-quote';
import { PLACE_MSG, type Placement } from './placement';
import { maxStakeFen, MIN_STAKE_FEN, payoutDayOf, payoutGroupOf, payoutLimitFen, strictestGroup } from './policy';

/** What a refused builder placement carries: the reason, and the quote now (the slip shows its price or state). */
export type BuilderRefusal = BetRefusal & { quote: BuilderQuote };

const refuse = (reason: BetRefusal['reason'], message: string, quote: BuilderQuote): SiteError =>
  new SiteError(ResponseCode.WARNING, message, { reason, quote } satisfies BuilderRefusal);

/** The selection id a builder leg records: the builder's menu id under its match (never a feed selection). */
export const builderSelectionId = (gameId: string, pickId: string): string => `${gameId}:BB:${pickId}`;

/**
 * Places a 同场串关 bet in the caller's transaction (the idempotency key's), from the builder's reading now
 * (builder-quote.ts readBuilder): refused unless the quote is open (a suspended market, a contradiction, a
 * closed match: the quote's own message), when the joint price moved from the seen one (unless autoAccept,
 * which takes the current price), by the stake limits at the joint price and the daily payout limit; then the
 * stake moves from the venue wallet to the book and the bet is recorded as one bet of kind 'builder' at the
 * joint price, its legs the selections: ACCEPTED pre-match, PENDING for delayMs in play.
 */
export async function placeBuilder(
  db: Db,
  reading: BuilderReading,
  body: z.output<typeof betBuilderPlace.request>,
  p: Placement,
): Promise<{ betId: string; venueFen: number }> {
  const { quote, match, picks, pricing } = reading;
  if (quote.state !== 'open' || !match || !pricing?.ok) {
    const reason = quote.state === 'closed' ? 'MATCH_OVER' : quote.state === 'suspended' ? 'SUSPENDED' : 'BUILDER';
    throw refuse(reason, quote.message, quote);
  }
  if (!body.autoAccept && quote.hkMilli !== body.hkMilli) throw refuse('ODDS_CHANGED', PLACE_MSG.oddsChanged, quote);

  const unitFen = fenOfYuanText(body.stake);
  if (unitFen === null || unitFen <= 0) throw new SiteError(ResponseCode.INVALID_PARAMETER, PLACE_MSG.badAmount);
  const maxFen = maxStakeFen([quote.hkMilli], quote.inPlay);
  if (unitFen < MIN_STAKE_FEN || unitFen > maxFen) throw refuse('STAKE_LIMIT', PLACE_MSG.stakeRange(MIN_STAKE_FEN, maxFen), quote);
  const maxReturn = maxReturnFen([{ gameId: match.gameId, hkMilli: quote.hkMilli }], [1], unitFen);

  const group = strictestGroup(picks.map((pick) => payoutGroupOf(match.gameType, `${match.gameId}:${pick.wtype}`)));
  const day = payoutDayOf(p.now);
  const limit = payoutLimitFen(group, p.usdCnyRate);
  const used = await dayPayoutFen(db, p.memberId, day, group);
  if (used + maxReturn > limit) throw refuse('PAYOUT_LIMIT', PLACE_MSG.payoutLimit(group, p.usdCnyRate, limit - used), quote);

  let venueFen: number;
  try {
    ({ venueFen } = await stakeBet(db, { memberId: p.memberId, channelCode: p.channelCode, fen: unitFen, ref: p.ref }));
  } catch (e) {
    if (e instanceof SiteError && e.code === ResponseCode.INVALID_PARAMETER) throw refuse('BALANCE', PLACE_MSG.balance, quote);
    throw e;
  }

  const betId = randomBytes(10).toString('hex');
  const legs: NewLeg[] = picks.map((pick, idx) => ({
    idx,
    // A builder is priced as one: no leg has an odds floor of its own.
    floor_hk_milli: null,
    game_id: match.gameId,
    gide: match.gide,
    hgid: match.hgid,
    selection_id: builderSelectionId(match.gameId, pick.id),
    market_id: `${match.gameId}:${pick.wtype}`,
    wtype: pick.wtype,
    rtype: pick.rtype,
    line: pick.line,
    strong: pick.strong,
    three_way: pick.threeWay ? 1 : 0,
    hk_milli: quote.picks[idx]!.hkMilli,
    game_type: match.gameType,
    league: leagueOf(match.gameType, match.league_id)?.name ?? '',
    team_h: match.team_h,
    team_c: match.team_c,
    pick_name: quote.picks[idx]!.pickName,
    kickoff_at: match.datetime,
    in_play: quote.inPlay ? 1 : 0,
  }));
  await insertBet(
    db,
    {
      id: betId,
      member_id: p.memberId,
      channel_code: p.channelCode,
      kind: 'builder',
      sizes: JSON.stringify([picks.length]),
      combinations: 1,
      unit_fen: unitFen,
      total_fen: unitFen,
      max_return_fen: maxReturn,
      state: quote.inPlay ? BET_STATE.PENDING : BET_STATE.ACCEPTED,
      auto_accept: body.autoAccept ? 1 : 0,
      odds_type: body.oddsType,
      limit_group: group,
      day,
      placed_at: p.now,
      pending_until: quote.inPlay ? p.now + p.delayMs : null,
      builder_hk_milli: quote.hkMilli,
    },
    legs,
  );
  return { betId, venueFen };
}
