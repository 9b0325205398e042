import { z } from '../zod';
import { defineContract } from '../contract';
import { PROVIDER_API } from './provider-paths';
import { lazySchema } from '../lazy-schema';

export * from './provider-paths';

/**
 * The demo game provider's calls. Not site calls: no site session, no signature; the
 * launch token (body.token) names the member and the venue. Money is integer fen here (chips),
 * each round moves the member's venue wallet once, keyed by the idempotency-key header.
 */
const token = lazySchema(() => z.string());
const fen = lazySchema(() => z.number().int().min(0));

export const providerGameSchema = lazySchema(() => z.enum(['slot', 'baccarat', 'lottery', 'lobby']));

export const providerSession = defineContract({
  path: PROVIDER_API.session,
  request: lazySchema(() => z.object({ token })),
  response: lazySchema(() =>
    z.object({
      enName: z.string(),
      venueName: z.string(),
      category: z.number().int(),
      /** What this venue plays here. */
      game: providerGameSchema,
      /** The game the venue was launched with ('' for a venue lobby). */
      gameCode: z.string(),
      balanceFen: fen,
      chipsFen: z.array(fen),
    }),
  ),
});

export const slotSymbolSchema = lazySchema(() => z.enum(['s1', 's2', 's3', 's4', 's5', 's6', 's7', 's8']));

export const providerSlotInfo = defineContract({
  path: PROVIDER_API.slotInfo,
  request: lazySchema(() => z.object({ token, game: z.string() })),
  response: lazySchema(() =>
    z.object({
      gameCode: z.string(),
      gameName: z.string(),
      theme: z.string(),
      /** Label of each symbol s1…s8 in this theme. */
      symbols: z.array(z.string()),
      /** Pays for 3, 4, 5 of a kind per symbol s1…s8, in line bets. */
      paytable: z.array(z.tuple([z.number().int(), z.number().int(), z.number().int()])),
      lines: z.array(z.array(z.number().int())),
      /** Return to player, e.g. 0.9615. */
      rtp: z.number(),
      /** The shortest game cycle: a spin may follow the previous one after this long. */
      cycleMs: z.number().int(),
    }),
  ),
});

const roundBase = { roundId: z.string(), stakeFen: fen, winFen: fen, balanceFen: fen };

export const providerSlotSpin = defineContract({
  path: PROVIDER_API.slotSpin,
  movesMoney: true,
  request: lazySchema(() => z.object({ token, game: z.string(), stakeFen: z.number().int() })),
  response: lazySchema(() =>
    z.object({
      ...roundBase,
      /** reels[reel][row] (row 0 on top). */
      reels: z.array(z.array(slotSymbolSchema)),
      wins: z.array(z.object({ line: z.number().int(), symbol: slotSymbolSchema, count: z.number().int(), winFen: fen })),
    }),
  ),
});

export const cardSchema = lazySchema(() =>
  z.object({
    rank: z.enum(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K']),
    suit: z.enum(['spade', 'heart', 'club', 'diamond']),
  }),
);
export type ProviderCard = z.infer<typeof cardSchema>;

export const baccaratBetsSchema = lazySchema(() => z.object({ player: fen, banker: fen, tie: fen, playerPair: fen, bankerPair: fen }));

export const providerBaccaratDeal = defineContract({
  path: PROVIDER_API.baccaratDeal,
  movesMoney: true,
  request: lazySchema(() => z.object({ token, bets: baccaratBetsSchema })),
  response: lazySchema(() =>
    z.object({
      ...roundBase,
      player: z.array(cardSchema),
      banker: z.array(cardSchema),
      playerTotal: z.number().int(),
      bankerTotal: z.number().int(),
      result: z.enum(['player', 'banker', 'tie']),
      playerPair: z.boolean(),
      bankerPair: z.boolean(),
    }),
  ),
});

export const baccaratResultSchema = lazySchema(() => z.enum(['player', 'banker', 'tie']));

/** The table's current shoe: its number and each round's result in play order (the roads are drawn from these). */
export const providerBaccaratRoad = defineContract({
  path: PROVIDER_API.baccaratRoad,
  request: lazySchema(() => z.object({ token })),
  response: lazySchema(() => z.object({ shoe: z.number().int().min(1), results: z.array(baccaratResultSchema) })),
});

export const lotteryPickSchema = lazySchema(() => z.enum(['big', 'small', 'odd', 'even']));

export const providerLotteryDraw = defineContract({
  path: PROVIDER_API.lotteryDraw,
  movesMoney: true,
  request: lazySchema(() => z.object({ token, pick: lotteryPickSchema, stakeFen: z.number().int() })),
  response: lazySchema(() =>
    z.object({
      ...roundBase,
      dice: z.tuple([z.number().int(), z.number().int(), z.number().int()]),
      sum: z.number().int(),
      triple: z.boolean(),
      won: z.boolean(),
    }),
  ),
});
