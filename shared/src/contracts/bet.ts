import { z } from '../zod';
import { defineContract } from '../contract';
import { ODDS_TYPES } from '../stored-values';
import { amountTextSchema } from './games';
import { MARKET_KINDS, selectionKeySchema, sportTypeSchema } from './sport';
import { lazySchema } from '../lazy-schema';

/**
 * The bet slip's api (spec §3 bet slip item, §4 Bet slip, §9 payout limits): price check
 * (点水), placement, bet status, the sports page's own bet list, cash-out. Stakes and returns are
 * yuan with 2 decimals on the wire (integer fen inside the api); prices are hong kong thousandths
 * (hkMilli, european = hk + 1) as in the feed contract (./sport.ts). Every call carries the sport
 * venue token (uid) like the feed's calls: a bad one answers 6302.
 */

/**
 * Bet kinds: single (one pick), multiple (N串1 at the product of european odds), series (N串M), builder (同场串关:
 * selections of one match at their joint price, contracts/bet-builder.ts).
 */
export const BET_KIND = { SINGLE: 'single', MULTIPLE: 'multiple', SERIES: 'series', BUILDER: 'builder' } as const;
/** The kinds the slip places (betPlace). */
export const betKindSchema = lazySchema(() => z.enum(['single', 'multiple', 'series']));
export type BetKind = z.infer<typeof betKindSchema>;
/** Every kind a placed bet may be (the bet view). */
export const placedBetKindSchema = lazySchema(() => z.enum([...betKindSchema.options, 'builder']));
export type PlacedBetKind = z.infer<typeof placedBetKindSchema>;

/** Bet states (spec §4), with the names a player reads. */
export const BET_STATE = {
  PENDING: 'PENDING',
  ACCEPTED: 'ACCEPTED',
  REJECTED: 'REJECTED',
  SETTLED: 'SETTLED',
  CASHED_OUT: 'CASHED_OUT',
} as const;
export const betStateSchema = lazySchema(() => z.enum(['PENDING', 'ACCEPTED', 'REJECTED', 'SETTLED', 'CASHED_OUT']));
export type BetState = z.infer<typeof betStateSchema>;
export const BET_STATE_NAMES: Readonly<Record<BetState, string>> = {
  PENDING: '确认中',
  ACCEPTED: '已受理',
  REJECTED: '未受理',
  SETTLED: '已结算',
  CASHED_OUT: '已兑现',
};

/** Result codes (spec §4): A restored, W win, LW half win, LL half loss, L loss, P draw, D cancelled. */
export const RESULT_CODE = { A: 'A', W: 'W', LW: 'LW', LL: 'LL', L: 'L', P: 'P', D: 'D' } as const;
export const resultCodeSchema = lazySchema(() => z.enum(['A', 'W', 'LW', 'LL', 'L', 'P', 'D']));
export type ResultCode = z.infer<typeof resultCodeSchema>;
export const RESULT_CODE_NAMES: Readonly<Record<ResultCode, string>> = {
  A: '恢复',
  W: '赢',
  LW: '赢半',
  LL: '输半',
  L: '输',
  P: '和',
  D: '取消',
};

/** Why a result is D (cancelled), spec §4. D8 is not named by the spec; D9 covers it ("D9 and others"). */
export const dReasonSchema = lazySchema(() => z.enum(['D0', 'D1', 'D2', 'D3', 'D4', 'D5', 'D6', 'D7', 'D9']));
export type DReason = z.infer<typeof dReasonSchema>;
export const D_REASON_NAMES: Readonly<Record<DReason, string>> = {
  D0: '自动取消',
  D1: '赛事取消',
  D2: '盘口或赔率错误',
  D3: '赛果错误',
  D4: '异常注单',
  D5: '赛事提前',
  D6: '进球取消',
  D7: '红牌',
  D9: '其他',
};

/** A pick's market right now (price check). */
export const PICK_STATE = { OPEN: 'open', SUSPENDED: 'suspended', CLOSED: 'closed' } as const;
export const pickStateSchema = lazySchema(() => z.enum(['open', 'suspended', 'closed']));
export type PickState = z.infer<typeof pickStateSchema>;

/** How the price moved since the price the player saw: up = higher odds (better for the player). */
export const PRICE_CHANGE = { UP: 'up', DOWN: 'down', NONE: 'none' } as const;
export const priceChangeSchema = lazySchema(() => z.enum(['up', 'down', 'none']));
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** Why a bet was not accepted (refused at placement, or rejected after the in-play delay). */
export const REJECT_REASON = {
  ODDS_CHANGED: 'ODDS_CHANGED',
  SUSPENDED: 'SUSPENDED',
  MATCH_OVER: 'MATCH_OVER',
  STAKE_LIMIT: 'STAKE_LIMIT',
  PAYOUT_LIMIT: 'PAYOUT_LIMIT',
  BALANCE: 'BALANCE',
  SAME_GAME: 'SAME_GAME',
  /** A price fell below the odds floor the player set for the pick. */
  BELOW_FLOOR: 'BELOW_FLOOR',
  BUILDER: 'BUILDER',
} as const;
export const rejectReasonSchema = lazySchema(() =>
  z.enum(['ODDS_CHANGED', 'SUSPENDED', 'MATCH_OVER', 'STAKE_LIMIT', 'PAYOUT_LIMIT', 'BALANCE', 'SAME_GAME', 'BELOW_FLOOR', 'BUILDER']),
);
export type RejectReason = z.infer<typeof rejectReasonSchema>;
export const REJECT_REASON_NAMES: Readonly<Record<RejectReason, string>> = {
  ODDS_CHANGED: '赔率已变化',
  SUSPENDED: '盘口已暂停',
  MATCH_OVER: '赛事已结束',
  STAKE_LIMIT: '投注金额超出限额',
  PAYOUT_LIMIT: '超出当日派彩限额',
  BALANCE: '体育场馆余额不足',
  SAME_GAME: '串关不能包含同一场赛事的两个选项',
  BELOW_FLOOR: '赔率低于设定的最低赔率',
  BUILDER: '同场串关组合不成立',
};

/** Cash-out states. */
export const CASH_OUT_STATE = { OPEN: 'open', PROCESSING: 'processing', ACCEPTED: 'accepted', REJECTED: 'rejected' } as const;
export const cashOutStateSchema = lazySchema(() => z.enum(['open', 'processing', 'accepted', 'rejected']));
export type CashOutState = z.infer<typeof cashOutStateSchema>;
export const CASH_OUT_STATE_NAMES: Readonly<Record<CashOutState, string>> = {
  open: '可兑现',
  processing: '兑现中',
  accepted: '已兑现',
  rejected: '兑现失败',
};

/** The odds type a bet was placed in (E european, H hong kong, I indonesian, M malay): its prices read in it. */
export const betOddsTypeSchema = lazySchema(() => z.enum(ODDS_TYPES));

/** At most 10 picks (spec §9). */
export const BET_PICKS_MAX = 10;

const uid = lazySchema(() => z.string().min(1).max(200));
const idText = lazySchema(() => z.string().min(1).max(80));
export const marketKindSchema = lazySchema(() => z.enum(MARKET_KINDS));

/**
 * One pick as the slip holds it: the feed's selection (selectionId = `${marketId}:${key}`), its
 * market kind (wtype, = slip playInfo.w) and side (rtype, = championRate.rtype / oddInfo.r), the line
 * and the price the player saw.
 */
export const betPickSchema = lazySchema(() =>
  z.object({
    gameId: idText,
    gide: z.string().max(40).optional(),
    hgid: z.string().max(40).optional(),
    selectionId: idText,
    wtype: marketKindSchema,
    rtype: selectionKeySchema,
    /** The line the player saw ('' for M, EO, FS). */
    line: z.string().max(16),
    /** The price the player saw. */
    hkMilli: z.number().int().min(1).max(1_000_000),
    /**
     * The odds floor the player set for this pick (placement only), in signed thousandths of the odds type the pick
     * reads in (the bet's oddsType; european for 1X2, see pick-text.ts oddsTypeOf): 0.85 hong kong → 850, −0.90 malay
     * → −900. Without auto-accept, any price at or above it is taken (worse ones down to it too); a lower one refuses
     * (BELOW_FLOOR). An in-play bet is decided against it again when its delay ends.
     */
    floor: z.number().int().min(-1_000_000).max(1_000_000).optional(),
  }),
);
export type BetPick = z.infer<typeof betPickSchema>;

/** A pick's current price (one per requested pick, same order). */
export const pickPriceSchema = lazySchema(() =>
  z.object({
    selectionId: z.string(),
    state: pickStateSchema,
    /** state === 'open'. */
    open: z.boolean(),
    /** The current price (the seen one when the market is closed). */
    hkMilli: z.number().int().min(1),
    line: z.string(),
    /** Yuan. The max shrinks as the odds rise. */
    minStake: z.number(),
    maxStake: z.number(),
    change: priceChangeSchema,
    /** The line moved (the pick is another bet now). */
    lineChanged: z.boolean(),
    /** The match is in play: a bet waits in delay (确认中) before it is accepted. */
    inPlay: z.boolean(),
  }),
);
export type PickPrice = z.infer<typeof pickPriceSchema>;

/** Price check (点水): when the slip opens, every 10 s while open, and once more before placing. */
export const betPriceCheck = defineContract({
  path: '/game/api/v1/sport/bet/priceCheck',
  auth: true,
  request: lazySchema(() => z.object({ uid, picks: z.array(betPickSchema).min(1, '请选择投注项').max(BET_PICKS_MAX, '投注项已达上限') })),
  response: lazySchema(() =>
    z.object({
      prices: z.array(pickPriceSchema),
      /** The member's sport venue wallet (yuan): the slip's real-amount rule caps at its floor. */
      balance: z.number(),
      at: z.number().int(),
    }),
  ),
});

/** One leg of a placed bet, as recorded (the price and line at acceptance). */
export const betLegSchema = lazySchema(() =>
  z.object({
    gameId: z.string(),
    selectionId: z.string(),
    wtype: marketKindSchema,
    rtype: z.string(),
    line: z.string(),
    hkMilli: z.number().int(),
    gameType: sportTypeSchema,
    league: z.string(),
    team_h: z.string(),
    team_c: z.string(),
    /** What was picked, in Chinese ('主队 -0.5/1', '大 2.5', '单', the team of an outright...). */
    pickName: z.string(),
    /** Kick-off, ms. */
    datetime: z.number().int(),
    inPlay: z.boolean(),
    /** The final score ('2-1'), '' until settled. */
    score: z.string(),
    result: resultCodeSchema.nullable(),
    dReason: dReasonSchema.nullable(),
    /** The result in Chinese ('赢半', '取消（赛事取消）'), '' until settled. */
    resultName: z.string(),
  }),
);
export type BetLeg = z.infer<typeof betLegSchema>;

/** One combination of a series (legs by index into the bet's legs), settled as its own parlay. */
export const betCombinationSchema = lazySchema(() =>
  z.object({
    legs: z.array(z.number().int().min(0)),
    /** Product of the legs' european odds, in thousandths. */
    euroMilli: z.number().int(),
    /** Yuan: the unit stake, and the return once settled (null before). */
    stake: z.number(),
    payout: z.number().nullable(),
  }),
);
export type BetCombination = z.infer<typeof betCombinationSchema>;

/**
 * What a kind of bet offers after it is placed: cash-out (in full, in part, automatic) and 修改注单, and why not
 * when it does not (the reason a player reads). A new kind names its row here.
 */
export const BET_KIND_OFFERS: Readonly<Record<PlacedBetKind, { cashOut: boolean; edit: boolean; reason: string }>> = {
  single: { cashOut: true, edit: true, reason: '' },
  multiple: { cashOut: true, edit: true, reason: '' },
  series: { cashOut: false, edit: false, reason: '串关注单暂不支持提前兑现' },
  builder: { cashOut: false, edit: false, reason: '同场串关注单暂不支持兑现' },
};

/** What became of an automatic cash-out rule: armed (waiting), fired (paid), failed (with the reason), cancelled. */
export const AUTO_CASH_OUT_STATE = { ARMED: 'armed', FIRED: 'fired', FAILED: 'failed', CANCELLED: 'cancelled' } as const;
export const autoCashOutStateSchema = lazySchema(() => z.enum(['armed', 'fired', 'failed', 'cancelled']));
export type AutoCashOutState = z.infer<typeof autoCashOutStateSchema>;

/** A bet's automatic cash-out rule (自动兑现), kept and run by the api while the player is away. */
export const autoCashOutViewSchema = lazySchema(() =>
  z.object({
    state: autoCashOutStateSchema,
    /** Yuan: the cash-out value that fires it. */
    target: z.number(),
    /** Yuan cashed out when it fires; null = the whole bet. */
    amount: z.number().nullable(),
    /** Yuan it paid once fired (null before). */
    paid: z.number().nullable(),
    /** Why it failed ('' otherwise). */
    reason: z.string(),
  }),
);
export type AutoCashOutView = z.infer<typeof autoCashOutViewSchema>;

export const cashOutViewSchema = lazySchema(() =>
  z.object({
    state: cashOutStateSchema,
    /** Yuan paid by the cash-out (0 until accepted). */
    amount: z.number(),
    /** Yuan paid so far by cash-outs in part (部分兑现), and the stake they took; absent when none. */
    partAmount: z.number().optional(),
    partStake: z.number().optional(),
    /** Why a cash-out cannot be had now ('盘口已暂停…'); absent when it can (or the view was built without the feed). */
    unavailable: z.string().optional(),
    /** The automatic cash-out rule; absent when none. */
    auto: autoCashOutViewSchema.nullable().optional(),
  }),
);

/** A bet as the player sees it (slip, sports page 注单, member records). */
export const betViewSchema = lazySchema(() =>
  z.object({
    betId: z.string(),
    kind: placedBetKindSchema,
    /** Combination sizes: single [1], multiple [N], series e.g. [2,3] for 3串4. */
    sizes: z.array(z.number().int().min(1).max(BET_PICKS_MAX)),
    /** The player's name of it: '单注', '3串1', '3串4'. */
    kindName: z.string(),
    state: betStateSchema,
    stateName: z.string(),
    rejectReason: rejectReasonSchema.nullable(),
    /** Chinese reason of a rejection, '' otherwise. */
    rejectMessage: z.string(),
    /** Yuan. */
    unitStake: z.number(),
    /** unitStake × number of combinations. */
    totalStake: z.number(),
    /** Maximum return (all legs win). */
    maxReturn: z.number(),
    /** Return once settled or cashed out (yuan), null before. */
    payout: z.number().nullable(),
    /** payout − totalStake once settled, null before. */
    winLoss: z.number().nullable(),
    /**
     * The overall result once settled (null before): a single's or multiple's by its legs; a series' by what its
     * combinations returned together against the total stake (W more, P the same, LL less, L nothing, D all void).
     */
    result: resultCodeSchema.nullable(),
    resultName: z.string(),
    /**
     * The odds type the player placed it in: each leg's accepted price (hkMilli) reads in it (1X2 legs european),
     * through pick-text.ts priceText, in the slip's bet list, the receipt and the records alike.
     */
    oddsType: betOddsTypeSchema,
    legs: z.array(betLegSchema),
    /** A series' combinations; [] for single/multiple. */
    combinations: z.array(betCombinationSchema),
    placedAt: z.number().int(),
    /** In delay until (ms) while PENDING; null otherwise. */
    pendingUntil: z.number().int().nullable(),
    settledAt: z.number().int().nullable(),
    cashOut: cashOutViewSchema.nullable(),
    /** What this bet offers (BET_KIND_OFFERS of its kind): cash-out and 修改注单; both when absent. */
    offers: z.object({ cashOut: z.boolean(), edit: z.boolean() }).optional(),
    /** 修改注单: the bet this one replaced, and the bet that replaced this one (absent when none). */
    editedFrom: z.string().nullable().optional(),
    editedTo: z.string().nullable().optional(),
    /** true when settled as won before the end by its competition's early payout (提前派彩); absent otherwise. */
    earlyPayout: z.boolean().optional(),
    /** A 同场串关 bet: the joint price it was accepted at (its legs' own prices are what each would pay alone). */
    builder: z.object({ hkMilli: z.number().int() }).nullable().optional(),
  }),
);
export type BetView = z.infer<typeof betViewSchema>;

/**
 * Placement (moves money: one idempotency key per click of 投注, sent again on every retry). The
 * stake moves from the member's sport venue wallet (crty) to the book. Pre-match bets are ACCEPTED at
 * once; a bet with an in-play leg is PENDING until pendingUntil (poll betStatus), then ACCEPTED or
 * REJECTED (stake returned). Refusals answer an error envelope with a Chinese message and
 * data { reason: RejectReason, prices?: PickPrice[] } (prices when a price moved or a market is shut).
 * With autoAccept on, a bet goes at the current price (a changed line still refuses).
 */
export const betPlace = defineContract({
  path: '/game/api/v1/sport/bet/place',
  auth: true,
  movesMoney: true,
  request: lazySchema(() =>
    z.object({
      uid,
      kind: betKindSchema,
      picks: z.array(betPickSchema).min(1, '请选择投注项').max(BET_PICKS_MAX, '投注项已达上限'),
      /** Series only: the combination sizes of the chosen family (3串4 = [2,3]; 4串6 = [2]); ignored otherwise. */
      sizes: z.array(z.number().int().min(2).max(BET_PICKS_MAX)).max(BET_PICKS_MAX).optional(),
      /** Yuan per combination (the whole stake of a single or multiple). */
      unitStake: amountTextSchema,
      autoAccept: z.boolean(),
      /** The odds type the slip shows its prices in (hong kong when not said, the spec's default). */
      oddsType: betOddsTypeSchema.default('H'),
    }),
  ),
  response: lazySchema(() => z.object({ bet: betViewSchema, balance: z.number() })),
});

/** The refusal data of betPlace (in the error envelope's data). */
export const betRefusalSchema = lazySchema(() => z.object({ reason: rejectReasonSchema, prices: z.array(pickPriceSchema).optional() }));
export type BetRefusal = z.infer<typeof betRefusalSchema>;

/** Bets by id (the slip polls its pending bets). Unknown ids are left out. */
export const betStatus = defineContract({
  path: '/game/api/v1/sport/bet/status',
  auth: true,
  request: lazySchema(() => z.object({ uid, betIds: z.array(idText).min(1).max(50) })),
  response: lazySchema(() => z.object({ bets: z.array(betViewSchema), balance: z.number() })),
});

/** The sports page's own bet list (注单): open = PENDING/ACCEPTED, settled = the rest; newest first. */
export const BET_LIST_SCOPE = { OPEN: 'open', SETTLED: 'settled' } as const;
export const betList = defineContract({
  path: '/game/api/v1/sport/bet/list',
  auth: true,
  request: lazySchema(() =>
    z.object({
      uid,
      scope: z.enum(['open', 'settled']),
      pageNum: z.number().int().min(1).max(10_000),
      pageSize: z.number().int().min(1).max(50),
    }),
  ),
  response: lazySchema(() => z.object({ list: z.array(betViewSchema), total: z.number().int(), pageNum: z.number().int(), pageSize: z.number().int() })),
});

/**
 * Cash-out quote for an ACCEPTED, unsettled single or multiple: from the current odds with a margin,
 * valid until validUntil (a few seconds). Refused (6012, Chinese message) while a leg's market is
 * suspended, for a series, a pending/settled bet, or when a leg has already lost.
 */
export const cashOutQuote = defineContract({
  path: '/game/api/v1/sport/bet/cashOutQuote',
  auth: true,
  request: lazySchema(() => z.object({ uid, betId: idText })),
  response: lazySchema(() =>
    z.object({
      betId: z.string(),
      quoteId: z.string(),
      amount: z.number(),
      validUntil: z.number().int(),
      state: cashOutStateSchema,
      /** Yuan: the least a cash-out in part may take (部分兑现: from this up to below amount; amount = in full). */
      partMin: z.number().optional(),
    }),
  ),
});

/**
 * Accepting a quote (moves money: one idempotency key per click): the bet settles at the quote
 * (CASHED_OUT) and the amount goes to the sport venue wallet. An expired or outdated quote, or a
 * suspended market: refused with a Chinese message (state 'rejected' in the error data).
 */
export const cashOutAccept = defineContract({
  path: '/game/api/v1/sport/bet/cashOut',
  auth: true,
  movesMoney: true,
  request: lazySchema(() =>
    z.object({
      uid,
      betId: idText,
      quoteId: idText,
      /** 部分兑现: yuan to take now (from the quote's partMin up to its amount), the rest running at the stake left; absent = in full. */
      amount: amountTextSchema.optional(),
    }),
  ),
  response: lazySchema(() => z.object({ bet: betViewSchema, amount: z.number(), state: cashOutStateSchema, balance: z.number() })),
});

/**
 * 自动兑现: sets (or replaces) the bet's rule: when its cash-out value reaches target (yuan), the api cashes out
 * amount (yuan; absent = the whole bet) once, while the player is away, and sends a letter (站内信). Moves no
 * money itself. Refused with the Chinese reason when the bet cannot be cashed out or the figures do not fit.
 */
export const cashOutAutoSet = defineContract({
  path: '/game/api/v1/sport/bet/cashOutAuto',
  auth: true,
  request: lazySchema(() => z.object({ uid, betId: idText, target: amountTextSchema, amount: amountTextSchema.optional() })),
  response: lazySchema(() => z.object({ bet: betViewSchema })),
});

/** Cancels the bet's armed automatic cash-out rule (a rule fired already stays as it is). */
export const cashOutAutoCancel = defineContract({
  path: '/game/api/v1/sport/bet/cashOutAutoCancel',
  auth: true,
  request: lazySchema(() => z.object({ uid, betId: idText })),
  response: lazySchema(() => z.object({ bet: betViewSchema })),
});

/** The new bet of a 修改注单: its picks (the old bet's kept, removed or added) and its stake. */
const betEditRequest = lazySchema(() =>
  z.object({
    uid,
    betId: idText,
    picks: z.array(betPickSchema).min(1, '请选择投注项').max(BET_PICKS_MAX, '投注项已达上限'),
    unitStake: amountTextSchema,
  }),
);

/**
 * 修改注单, priced before confirming: the old bet's cash-out at its value now plus a new bet (one pick: single;
 * more: N串1) at current prices. net = cashOut − stake: positive comes back to the sport wallet, negative is
 * taken from it. Refused with the Chinese reason when the bet cannot be edited.
 */
export const betEditQuote = defineContract({
  path: '/game/api/v1/sport/bet/editQuote',
  auth: true,
  request: betEditRequest,
  response: lazySchema(() =>
    z.object({
      betId: z.string(),
      /** Yuan: the old bet's cash-out value now. */
      cashOut: z.number(),
      /** Yuan: the new bet's stake and its maximum return at the current prices. */
      stake: z.number(),
      maxReturn: z.number(),
      net: z.number(),
      kind: betKindSchema,
      prices: z.array(pickPriceSchema),
    }),
  ),
});

/**
 * 修改注单 (moves money: one idempotency key per confirm): the old bet is cashed out at its value and the new bet
 * placed, in one ledger transaction; a retry under the key moves nothing again. Refused whole (nothing moves) when
 * the cash-out value or a price is not the one shown and autoAccept is off, or with autoAccept on when a line moved.
 */
export const betEdit = defineContract({
  path: '/game/api/v1/sport/bet/edit',
  auth: true,
  movesMoney: true,
  request: lazySchema(() =>
    betEditRequest.extend({
      /** Yuan: the cash-out value the player was shown. */
      cashOut: z.number().min(0),
      autoAccept: z.boolean(),
      oddsType: betOddsTypeSchema.default('H'),
    }),
  ),
  response: lazySchema(() => z.object({ bet: betViewSchema, old: betViewSchema, balance: z.number() })),
});
