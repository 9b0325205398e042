import { sportMatches, type BetPick, type ShowType, type SportType } from '@site/shared';
import type { TestBrowser } from '../../../test-support';

/** A board to look on: a sport and a show type (today's 'FT', the early 'FU', in play 'RB'). */
export interface Board {
  gameType: SportType;
  showType: ShowType;
}

/**
 * The first open 1X2 (独赢) pick on these boards, in the order given: its first selection at the price the board shows
 * now, as a slip would send it; null when no board holds one. `uid` is the sport venue's session.
 */
export async function openOneXTwoPick(browser: TestBrowser, uid: string, boards: readonly Board[]): Promise<BetPick | null> {
  for (const board of boards) {
    const { matches } = sportMatches.response.parse((await browser.post(sportMatches, { uid, ...board })).data);
    for (const match of matches) {
      const market = match.markets.find((k) => k.kind === 'M' && !k.suspended);
      const sel = market?.selections[0];
      if (!market || !sel) continue;
      return {
        gameId: match.gameId,
        gide: match.gide,
        hgid: match.hgid,
        selectionId: sel.id,
        wtype: market.kind,
        rtype: sel.key,
        line: market.line,
        hkMilli: sel.hkMilli,
      };
    }
  }
  return null;
}

/** Today's football board. */
export const TODAY_FOOTBALL: readonly Board[] = [{ gameType: 'FT', showType: 'FT' }];
