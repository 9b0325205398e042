import type { BetSlipItem, BookingDrop, BookingLeg } from '@site/shared';
import { selectionLabel } from '../../rules/selection-label';
import { slipItemOf } from '../bet-slip';

/** What a leg picked, as the board names it ('皇家马德里 -0.5', '大 2.5'). */
export const legPickName = (leg: BookingLeg, t: (key: string) => string): string =>
  selectionLabel(leg.market, leg.selection, { home: leg.team_h, away: leg.team_c }, t);

/** A code's leg as the slip holds it: the same item a click on its price makes, at the price the code answered. */
export function slipItemOfLeg(leg: BookingLeg, t: (key: string) => string): BetSlipItem {
  return slipItemOf({
    match: { gameId: leg.gameId, gide: leg.gide, hgid: leg.hgid, team_h: leg.team_h, team_c: leg.team_c, league: leg.league, gameType: leg.gameType },
    market: { kind: leg.market.kind, line: leg.market.line },
    selection: { id: leg.selection.id, key: leg.selection.key, hkMilli: leg.selection.hkMilli },
    pickName: legPickName(leg, t),
  });
}

/** Why a leg was left out, as a player reads it ('主队 对 客队：已开赛'; a match gone from the feed has no teams). */
export function droppedText(d: BookingDrop, t: (key: string, vars?: Record<string, unknown>) => string): string {
  const reason = t(`booking.dropped.${d.reason}`);
  return d.team_h ? t('booking.droppedLeg', { home: d.team_h, away: d.team_c, reason }) : t('booking.droppedGone', { reason });
}
