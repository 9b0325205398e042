import type { MarketKind } from '../contracts/sport';
import type { OddsType } from '../stored-values';
import { formatHundredths, oddsHundredths } from './odds';

/**
 * How a pick reads, wherever a player reads it (the board, the slip, the slip's bet list, the placement receipt,
 * the member's bet records): its price, its handicap line and the event it belongs to. Each text has one owner
 * here, so the same pick never reads two ways.
 */

/** The 1X2 markets (独赢, full time and half time): always european, whatever odds type is chosen (spec §4). */
export const ONE_X_TWO_MARKETS: readonly MarketKind[] = ['M', 'HM'];

/** The outright (champion) market: its pick is a selection of a competition, not a side of a match. */
export const OUTRIGHT_MARKET: MarketKind = 'FS';

export const isOneXTwo = (wtype: MarketKind): boolean => ONE_X_TWO_MARKETS.includes(wtype);

/** The odds type a price of this market reads in: european for 1X2, the chosen type otherwise. */
export const oddsTypeOf = (wtype: MarketKind, chosen: OddsType): OddsType => (isOneXTwo(wtype) ? 'E' : chosen);

/**
 * A price as a player reads it ('0.92', '1.95', '-1.08'): hong kong thousandths in the chosen odds type (1X2
 * european), truncated to two decimals. A placed bet passes the price it was accepted at and the odds type it was
 * placed in, so it reads the same digits in the slip's bet list, its receipt and the records.
 */
export function priceText(hkMilli: number, wtype: MarketKind, chosen: OddsType): string {
  return formatHundredths(oddsHundredths(hkMilli, oddsTypeOf(wtype, chosen)));
}

/** A combination's price (the product of its legs' european odds, in thousandths), truncated to two decimals. */
export function parlayPriceText(euroMilli: number): string {
  return formatHundredths(Math.trunc(euroMilli / 10));
}

/** A level line ('0', '0.0'): no side gives anything, so it carries no sign. */
const isLevel = (line: string): boolean => line.trim() !== '' && Number(line) === 0;

/**
 * A handicap line as a side reads it: '-0.5/1' for the side that gives it, '+0.5/1' for the other, '0' when
 * level; '' when the market has no line.
 */
export function handicapText(line: string, gives: boolean): string {
  if (line === '') return '';
  if (isLevel(line)) return '0';
  return `${gives ? '-' : '+'}${line}`;
}

/**
 * The event a pick belongs to: 'home vs away' for a match; an outright's competition alone ('欧洲冠军联赛 2026/27
 * 冠军'), whose pick is the selection itself.
 */
export function eventTitle(pick: { wtype: MarketKind; team_h: string; team_c: string }): string {
  if (pick.wtype === OUTRIGHT_MARKET || pick.team_c === '') return pick.team_h;
  return `${pick.team_h} vs ${pick.team_c}`;
}
