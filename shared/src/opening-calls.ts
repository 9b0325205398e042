import type { Contract, RequestOf, ResponseOf } from './contract';
import { gameList, getBonusPools, getVenueInfoByCategory } from './contracts/venues';
import { routeOfPath } from './routes';
import { gameListRequest, listPageOf, listSubPage, shownVenue } from './venue-list';

/**
 * A guest's first page answered in advance. When the api sends the index page of a page that asks the api
 * for its content as it opens (a venue list: its venues, then the shown venue's games), it runs those calls
 * itself, as a guest, and writes their envelopes into the boot data. The shell's http client answers the
 * page's first call of each from there (http/opening-answers.ts), so the page's content does not wait for
 * the http client's chunk, the device fingerprint and one or two round trips in a row.
 *
 * The calls are described here, beside the pages' own rules (venue-list.ts), so the api asks exactly what
 * the page will ask. A page that asks something else (another version of its remote) finds no answer for its
 * call and asks the api as before: an answer is only ever a shortcut, never a different result.
 */

/** Runs one call as a guest of the page's language: its data, or null when the api refused it. */
export type AskAsGuest = <C extends Contract>(contract: C, body: RequestOf<C>) => Promise<ResponseOf<C> | null>;

/**
 * The calls the page at `pathname` (with its query) makes as it opens for a guest, each through `ask`; a call
 * that depends on another's answer (a list's games on its venues) is asked with that answer. Pages whose
 * opening calls are not described here make none in advance.
 */
export async function askOpeningCalls(pathname: string, query: Readonly<Record<string, string>>, ask: AskAsGuest): Promise<void> {
  const route = routeOfPath(pathname);
  const page = route ? listPageOf(route.name) : null;
  if (!page) return;
  const sub = listSubPage.read(query);
  await Promise.all([
    ask(getBonusPools, { category: page.category }),
    ask(getVenueInfoByCategory, { category: page.category }).then(async (venues) => {
      const venue = venues ? shownVenue(venues, sub) : undefined;
      if (venue?.hasGameList) await ask(gameList, gameListRequest(venue.enName, sub, false));
    }),
  ]);
}
