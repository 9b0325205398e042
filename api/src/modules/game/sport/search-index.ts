import * as OpenCC from 'opencc-js';
import { MATCH_STATUS, SPORT_SEARCH_MAX, type Match, type SearchLeague, type SearchMatch } from '@site/shared';
import { toTaiwan } from '../../../http/language';
import { leagueOf } from '../../sports/catalogue';

/**
 * 搜索 across scripts. The feed's names are simplified (zh-CN, the source); a zh-TW player reads them as
 * toTaiwan makes them (opencc cn → twp plus the Taiwan terms). A name is found when the query, read as
 * simplified (opencc tw → cn), is in the simplified name, or the query as typed is in the name a zh-TW player
 * reads: so a traditional query finds simplified names, a simplified query finds them too, and a Taiwan term
 * finds the name it stands for.
 */
export class SearchIndex {
  private simplify: ((text: string) => string) | undefined;
  private readonly folded = new Map<string, readonly string[]>();

  /** The forms a name is searched in (memoised: the feed's names are a bounded set). */
  private formsOf(name: string): readonly string[] {
    let forms = this.folded.get(name);
    if (!forms) {
      forms = [name.toLowerCase(), toTaiwan(name).toLowerCase()];
      this.folded.set(name, forms);
    }
    return forms;
  }

  /** The query as typed and as simplified, lower-cased. */
  queryForms(q: string): readonly string[] {
    this.simplify ??= OpenCC.Converter({ from: 'tw', to: 'cn' });
    const typed = q.trim().toLowerCase();
    return [...new Set([typed, this.simplify(typed)])];
  }

  finds(name: string, query: readonly string[]): boolean {
    const forms = this.formsOf(name);
    return query.some((q) => forms.some((f) => f.includes(q)));
  }

  /**
   * Leagues (and competitions: the champion markets' rows) whose name is found, and matches whose team or league is
   * found, over every match not finished; at most SPORT_SEARCH_MAX of each, in kick-off order.
   */
  search(q: string, matches: readonly Match[]): { leagues: SearchLeague[]; matches: SearchMatch[] } {
    const query = this.queryForms(q);
    const live = matches.filter((m) => m.gameStatus !== MATCH_STATUS.FINISHED).sort((a, b) => a.datetime - b.datetime);
    const leagues = new Map<string, SearchLeague>();
    const found: SearchMatch[] = [];
    for (const m of live) {
      const league = leagueOf(m.gameType, m.league_id)?.name ?? '';
      const leagueFound = league !== '' && this.finds(league, query);
      if (leagueFound) {
        const id = `${m.gameType}-${m.league_id}`;
        const entry = leagues.get(id);
        if (entry) entry.count++;
        else leagues.set(id, { id, league_id: m.league_id, gameType: m.gameType, name: league, showType: m.showType, count: 1 });
      }
      const teamFound = m.gameType !== 'FS' && (this.finds(m.team_h, query) || this.finds(m.team_c, query));
      if ((teamFound || leagueFound) && found.length < SPORT_SEARCH_MAX) {
        found.push({
          gameId: m.gameId,
          league_id: m.league_id,
          league,
          gameType: m.gameType,
          showType: m.showType,
          team_h: m.team_h,
          team_c: m.team_c,
          datetime: m.datetime,
          gameStatus: m.gameStatus,
        });
      }
    }
    return { leagues: [...leagues.values()].slice(0, SPORT_SEARCH_MAX), matches: found };
  }
}
