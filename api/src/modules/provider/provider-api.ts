import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  providerBaccaratDeal,
  providerBaccaratRoad,
  providerLotteryDraw,
  providerSession,
  providerSlotInfo,
  providerSlotSpin,
  ResponseCode,
  SiteError,
} from '@site/shared';
import type { Db } from '../../db';
import type { GameRoundTable } from '../../db/schema';
import { settleGameRound } from '../ledger';
import { gameOf } from '../venues/venues';
import { BACCARAT_SPOTS, baccaratReturnFen, playCoup, shoeDealer, type BaccaratBets, type BaccaratResult } from './baccarat-maths';
import { drawDice, lotteryReturnFen, pickWins } from './lottery-maths';
import { baccaratShoeOf, insertRound, lastRoundAt, venueBalanceFen } from './provider-queries';
import { providerRoute, type ProviderContext } from './provider-route';
import { BACCARAT_SHOE_ROUNDS, BACCARAT_SPOT_MAX_FEN, CHIPS_FEN, GAME_NAME, gameOfCategory, isChip, PROVIDER_MSG, SLOT_CYCLE_MS } from './provider-rules';
import type { Rng } from './rng';
import { SLOT_LINES, SLOT_PAYTABLE, SLOT_SYMBOLS, slotRtp, slotWinFen, spin } from './slot-maths';
import { isGameCode, isThemeGame, themeOfGame } from './slot-themes';

/**
 * May this session play the slot `game`? The venue's launched game, or, for a venue launched
 * without one (a lobby), one of the theme games. Throws '游戏不存在…' otherwise.
 */
export function slotGameOf(ctx: Pick<ProviderContext, 'session'>, game: string): string {
  const launched = ctx.session.gameCode;
  const allowed = isGameCode(game) && (launched === '' ? isThemeGame(game) : game === launched);
  if (!allowed) throw new SiteError(ResponseCode.NOT_FOUND, PROVIDER_MSG.unknownGame);
  return game;
}

/**
 * Settles a round through the ledger and writes its row, in the caller's transaction. `afterLock`
 * runs once the ledger holds the member's venue wallet (so two rounds at once see each other);
 * a refusal there rolls the round back.
 */
async function settle(ctx: ProviderContext, round: Omit<GameRoundTable, 'id' | 'member_id' | 'channel_code' | 'created_at'>, afterLock?: () => Promise<void>) {
  const id = randomUUID();
  const { venueFen } = await settleGameRound(ctx.db, {
    memberId: ctx.session.memberId,
    channelCode: ctx.venue.channelCode,
    roundId: id,
    stakeFen: round.stake_fen,
    winFen: round.win_fen,
  });
  if (afterLock) await afterLock();
  await insertRound(ctx.db, { ...round, id, member_id: ctx.session.memberId, channel_code: ctx.venue.channelCode, created_at: ctx.now });
  return { roundId: id, stakeFen: round.stake_fen, winFen: round.win_fen, balanceFen: venueFen };
}

/**
 * The game's name as its tile shows it (the venue catalogue), else the slot theme's (a lobby's theme games): the
 * page's title, its slot info and the round's record all read it here. The theme only dresses the reels.
 */
export async function slotGameName(db: Db, channelCode: string, game: string): Promise<string> {
  return (await gameOf(db, channelCode, game))?.name ?? themeOfGame(game).name;
}

function requireGame(ctx: ProviderContext, game: 'baccarat' | 'lottery'): void {
  if (gameOfCategory(ctx.venue.category) !== game) throw new SiteError(ResponseCode.NOT_FOUND, PROVIDER_MSG.notThisVenue);
}

export function providerApi(app: FastifyInstance, rng: Rng): void {
  providerRoute(app, providerSession, async (_body, ctx) => ({
    enName: ctx.venue.channelCode,
    venueName: ctx.venue.name,
    category: ctx.venue.category,
    game: gameOfCategory(ctx.venue.category),
    gameCode: ctx.session.gameCode,
    balanceFen: await venueBalanceFen(ctx.db, ctx.session.memberId, ctx.venue),
    chipsFen: [...CHIPS_FEN],
  }));

  providerRoute(app, providerSlotInfo, async (body, ctx) => {
    const game = slotGameOf(ctx, body.game);
    const theme = themeOfGame(game);
    return {
      gameCode: game,
      gameName: await slotGameName(ctx.db, ctx.venue.channelCode, game),
      theme: theme.id,
      symbols: [...theme.symbols],
      paytable: SLOT_SYMBOLS.map((s) => [...SLOT_PAYTABLE[s]] as [number, number, number]),
      lines: SLOT_LINES.map((l) => [...l]),
      rtp: Math.round(slotRtp() * 10_000) / 10_000,
      cycleMs: SLOT_CYCLE_MS,
    };
  });

  providerRoute(app, providerSlotSpin, async (body, ctx) => {
    const game = slotGameOf(ctx, body.game);
    if (!isChip(body.stakeFen)) throw new SiteError(ResponseCode.INVALID_PARAMETER, PROVIDER_MSG.badChip);
    const cycleOver = async () => {
      const last = await lastRoundAt(ctx.db, ctx.session.memberId, ctx.venue.channelCode, 'slot');
      if (last !== null && ctx.now - last < SLOT_CYCLE_MS) throw new SiteError(ResponseCode.FREQUENT_SUBMISSION, PROVIDER_MSG.tooFast);
    };
    const outcome = spin(rng);
    const winFen = slotWinFen(outcome, body.stakeFen);
    const settled = await settle(
      ctx,
      {
        game_kind: 'slot',
        game_code: game,
        game_name: await slotGameName(ctx.db, ctx.venue.channelCode, game),
        stake_fen: body.stakeFen,
        win_fen: winFen,
        detail: JSON.stringify({ reels: outcome.reels, wins: outcome.wins }),
      },
      cycleOver,
    );
    const lineBetFen = body.stakeFen / SLOT_LINES.length;
    return {
      ...settled,
      reels: outcome.reels,
      wins: outcome.wins.map((w) => ({ line: w.line, symbol: w.symbol, count: w.count, winFen: w.pays * lineBetFen })),
    };
  });

  providerRoute(app, providerBaccaratDeal, async (body, ctx) => {
    requireGame(ctx, 'baccarat');
    const bets: BaccaratBets = body.bets;
    const smallest = CHIPS_FEN[0];
    if (BACCARAT_SPOTS.some((s) => bets[s] % smallest !== 0)) throw new SiteError(ResponseCode.INVALID_PARAMETER, PROVIDER_MSG.badChip);
    if (BACCARAT_SPOTS.some((s) => bets[s] > BACCARAT_SPOT_MAX_FEN)) throw new SiteError(ResponseCode.INVALID_PARAMETER, PROVIDER_MSG.overLimit);
    const stakeFen = BACCARAT_SPOTS.reduce((sum, s) => sum + bets[s], 0);
    if (stakeFen === 0) throw new SiteError(ResponseCode.INVALID_PARAMETER, PROVIDER_MSG.noBet);
    const coup = playCoup(shoeDealer(rng));
    const settled = await settle(ctx, {
      game_kind: 'baccarat',
      game_code: 'baccarat',
      game_name: GAME_NAME.baccarat,
      stake_fen: stakeFen,
      win_fen: baccaratReturnFen(coup, bets),
      detail: JSON.stringify({ bets, coup }),
    });
    return { ...settled, ...coup };
  });

  // The table's own history (every player's rounds at this venue), not the member's alone.
  providerRoute(app, providerBaccaratRoad, async (_body, ctx) => {
    requireGame(ctx, 'baccarat');
    const { shoe, details } = await baccaratShoeOf(ctx.db, ctx.venue.channelCode, BACCARAT_SHOE_ROUNDS);
    return { shoe, results: details.map((d) => (JSON.parse(d) as { coup: { result: BaccaratResult } }).coup.result) };
  });

  providerRoute(app, providerLotteryDraw, async (body, ctx) => {
    requireGame(ctx, 'lottery');
    if (!isChip(body.stakeFen)) throw new SiteError(ResponseCode.INVALID_PARAMETER, PROVIDER_MSG.badChip);
    const draw = drawDice(rng);
    const settled = await settle(ctx, {
      game_kind: 'lottery',
      game_code: 'k3',
      game_name: GAME_NAME.lottery,
      stake_fen: body.stakeFen,
      win_fen: lotteryReturnFen(draw, body.pick, body.stakeFen),
      detail: JSON.stringify({ pick: body.pick, draw }),
    });
    return { ...settled, dice: draw.dice, sum: draw.sum, triple: draw.triple, won: pickWins(draw, body.pick) };
  });
}
