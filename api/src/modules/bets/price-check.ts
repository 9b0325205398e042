import { MATCH_STATUS, type BetPick, type Market, type Match, type PickPrice, type Selection } from '@site/shared';
import { maxStakeFen, MIN_STAKE_FEN } from './policy';
import { yuanOf } from '../funds/fen';

/** A pick found in the feed: the match, market and selection it names (null when gone). */
export interface FoundPick {
  pick: BetPick;
  match: Match | null;
  market: Market | null;
  selection: Selection | null;
  price: PickPrice;
}

export const isInPlay = (m: Match): boolean => m.isLive || m.gameStatus === MATCH_STATUS.LIVE || m.gameStatus === MATCH_STATUS.BREAK;

/**
 * The price check (点水) of one pick against the feed's current match: open / suspended / closed
 * (match gone, finished, or the selection not found), the current price and line, how the price
 * moved since the seen one, and the stake limits at the current price.
 */
export function findPick(pick: BetPick, match: Match | undefined): FoundPick {
  const market = match?.markets.find((mk) => mk.kind === pick.wtype && mk.selections.some((s) => s.id === pick.selectionId)) ?? null;
  const selection = market?.selections.find((s) => s.id === pick.selectionId && s.key === pick.rtype) ?? null;
  const live = match && match.gameStatus !== MATCH_STATUS.FINISHED && market && selection ? { match, market, selection } : null;
  if (!live) {
    return {
      pick,
      match: match ?? null,
      market,
      selection,
      price: {
        selectionId: pick.selectionId,
        state: 'closed',
        open: false,
        hkMilli: pick.hkMilli,
        line: pick.line,
        minStake: yuanOf(MIN_STAKE_FEN),
        maxStake: 0,
        change: 'none',
        lineChanged: false,
        inPlay: false,
      },
    };
  }
  const inPlay = isInPlay(live.match);
  const hk = live.selection.hkMilli;
  const state = live.market.suspended ? 'suspended' : 'open';
  return {
    pick,
    match: live.match,
    market: live.market,
    selection: live.selection,
    price: {
      selectionId: pick.selectionId,
      state,
      open: state === 'open',
      hkMilli: hk,
      line: live.market.line,
      minStake: yuanOf(MIN_STAKE_FEN),
      maxStake: state === 'open' ? yuanOf(maxStakeFen([hk], inPlay)) : 0,
      change: hk > pick.hkMilli ? 'up' : hk < pick.hkMilli ? 'down' : 'none',
      lineChanged: live.market.line !== pick.line,
      inPlay,
    },
  };
}
