/**
 * The demo game provider's own endpoints (served by the api under /provider/api/…). The provider's
 * pages import only this zod-free file (they are bundled small); the schemas are in provider.ts.
 * Every call carries the launch token in its body; a bad or expired one answers 6302.
 */
export const PROVIDER_API = {
  session: '/provider/api/session',
  slotInfo: '/provider/api/slot/info',
  slotSpin: '/provider/api/slot/spin',
  baccaratDeal: '/provider/api/baccarat/deal',
  baccaratRoad: '/provider/api/baccarat/road',
  lotteryDraw: '/provider/api/lottery/draw',
} as const;

/** What a venue of each category plays at the demo provider; 'lobby' offers the slot on that venue's wallet. */
export type ProviderGame = 'slot' | 'baccarat' | 'lottery' | 'lobby';

export const PROVIDER_SYMBOL_COUNT = 8;
