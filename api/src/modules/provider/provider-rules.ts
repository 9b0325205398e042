import { VENUE_CATEGORY, type ProviderGame } from '@site/shared';

/** The provider's table of rules: messages, chips, limits, which game a venue category plays. */
export const PROVIDER_MSG = {
  badToken: '数据错误，请重新进入游戏',
  venueShort: '场馆余额不足，请先转入',
  unknownGame: '游戏不存在，请返回游戏列表重新选择',
  notThisVenue: '该场馆暂未提供此游戏',
  badChip: '请选择有效的筹码',
  noBet: '请先下注',
  overLimit: '单项投注超过限红',
  tooFast: '本局尚未结束，请稍候再试',
} as const;

/** Chips in fen (1, 2, 5, 10, 20, 50, 100 yuan); all whole multiples of the slot's 10 lines. */
export const CHIPS_FEN = [100, 200, 500, 1000, 2000, 5000, 10000] as const;

/** A baccarat spot holds whole chips: a multiple of the smallest chip, at most this much (500 yuan). */
export const BACCARAT_SPOT_MAX_FEN = 50000;
/** Rounds a baccarat table deals from one shoe before a new shoe starts its roads afresh. */
export const BACCARAT_SHOE_ROUNDS = 60;

/** The slot's shortest game cycle (spin → reels stop → result shown): no spin sooner than this after the last. */
export const SLOT_CYCLE_MS = 2500;

export const GAME_OF_CATEGORY: Record<number, ProviderGame> = {
  [VENUE_CATEGORY.ZR]: 'baccarat',
  [VENUE_CATEGORY.CP]: 'lottery',
  [VENUE_CATEGORY.DZ]: 'slot',
  [VENUE_CATEGORY.BY]: 'slot',
};

export const gameOfCategory = (category: number): ProviderGame => GAME_OF_CATEGORY[category] ?? 'lobby';

export const isChip = (fen: number): boolean => (CHIPS_FEN as readonly number[]).includes(fen);

export const GAME_NAME = { baccarat: '百家乐', lottery: '快三' } as const;
