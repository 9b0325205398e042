import { BOOKING_DROP, MATCH_STATUS, type BetPick, type BookingDrop, type BookingLeg, type Match } from '@site/shared';
import { findPick, isInPlay } from '../../../bets/price-check';
import { leagueOf } from '../../../sports/catalogue';

/** A pick the slip can still hold before kick-off: the match has not started and the price is open. */
const isPreMatch = (m: Match): boolean => m.gameStatus === MATCH_STATUS.PREMATCH && !isInPlay(m);

export interface CodeLegs {
  legs: BookingLeg[];
  dropped: BookingDrop[];
}

/**
 * A code's picks read against the feed now: each open pre-match pick as a leg at its current price; a pick whose
 * match kicked off is dropped as started, one whose match, market or selection is gone or suspended as closed.
 * A dropped pick still names its teams when the feed has the match ('' when it is gone).
 */
export function codeLegsOf(picks: readonly BetPick[], matchOf: (gameId: string) => Match | undefined): CodeLegs {
  const legs: BookingLeg[] = [];
  const dropped: BookingDrop[] = [];
  for (const pick of picks) {
    const found = findPick(pick, matchOf(pick.gameId));
    const { match, market, selection } = found;
    if (match && !isPreMatch(match) && match.gameStatus !== MATCH_STATUS.FINISHED) {
      dropped.push({ team_h: match.team_h, team_c: match.team_c, reason: BOOKING_DROP.STARTED });
    } else if (!match || !market || !selection || found.price.state !== 'open') {
      dropped.push({ team_h: match?.team_h ?? '', team_c: match?.team_c ?? '', reason: BOOKING_DROP.CLOSED });
    } else {
      legs.push({
        gameId: match.gameId,
        gide: match.gide,
        hgid: match.hgid,
        team_h: match.team_h,
        team_c: match.team_c,
        league: leagueOf(match.gameType, match.league_id)?.name ?? '',
        gameType: match.gameType,
        showType: match.showType,
        datetime: match.datetime,
        market: { kind: market.kind, line: market.line, strong: market.strong },
        selection: { id: selection.id, key: selection.key, name: selection.name, hkMilli: selection.hkMilli },
      });
    }
  }
  return { legs, dropped };
}
