import type { z } from '@site/shared/zod';
import { DIRECT_OPEN_VENUES, LOCAL_SPORT_VENUE, ResponseCode, type SiteEvents, type sportVenueSessionSchema } from '@site/shared';

/** One entry into a venue (the payload of the platform's 'venue:enter' event). */
export type EntryRequest = SiteEvents['venue:enter'];
export type SportVenueSession = z.infer<typeof sportVenueSessionSchema>;

/** What venueLaunch answered: its data, or the error code and server message. */
export type LaunchAnswer = { kind: 'ok'; url: string; title: string; sport?: SportVenueSession } | { kind: 'error'; code: number; message: string };

/** The site facts the choice depends on: the innerGame flag (spec §6) and the page's own origin. */
export interface EntrySite {
  innerGame: boolean;
  origin: string;
}

/** Slot venues whose launch document opens on /pg/game; every other DZ/BY venue opens on /dz/game. */
export const PG_SLOT_VENUES: readonly string[] = ['PGDZ'];

/** The slot frame pages (spec §2 /pg/game, /dz/game) by route name. */
export type SlotFrameRoute = 'pgGame' | 'dzGame';

/**
 * Where an entry ends (spec §4 Venue entry), one kind per branch:
 * - login-required: a guest; the platform's login-required prompt.
 * - local-sport: crty; the sport session is stored and /game/sport/crty opened.
 * - frame: an http(s) url (or a path-only url made absolute on the site origin) in the in-site frame /game/{info}.
 * - new-window: the same url in a new window (innerGame off, or a venue that always opens directly).
 * - slot-frame: any other url (the provider's launch document) stored and opened on the slot frame page.
 * - transfer-in: 6413 venue activity; the server message, then the transfer-in dialog with the turnover warning.
 * - toast: any other launch error; the server message as a toast.
 */
export type EntryOutcome =
  | { kind: 'login-required' }
  | { kind: 'local-sport'; enName: string; session: SportVenueSession }
  | { kind: 'frame'; enName: string; title: string; url: string }
  | { kind: 'new-window'; url: string }
  | { kind: 'slot-frame'; route: SlotFrameRoute; enName: string; title: string; document: string }
  | { kind: 'transfer-in'; request: EntryRequest; message: string }
  | { kind: 'toast'; message: string };

const HTTP_URL = /^https?:\/\//i;
/** A path on this site: one leading slash (two would be a protocol-relative url to another host). */
const SITE_PATH = /^\/(?!\/)/;

function isDirectVenue(enName: string): boolean {
  return (DIRECT_OPEN_VENUES as readonly string[]).includes(enName.toUpperCase());
}

/** An absolute url opens in the in-site frame or a new window by innerGame; XMTY, G1CP, SGCP, KXZR always directly. */
function openUrl(request: EntryRequest, title: string, url: string, site: EntrySite): EntryOutcome {
  if (site.innerGame && !isDirectVenue(request.enName)) return { kind: 'frame', enName: request.enName, title, url };
  return { kind: 'new-window', url };
}

/** The branch of a launch answer (pure: the same answer and site always give the same outcome). */
export function decideEntry(request: EntryRequest, answer: LaunchAnswer, site: EntrySite): EntryOutcome {
  if (answer.kind === 'error') {
    if (answer.code === ResponseCode.VENUE_ACTIVITY) return { kind: 'transfer-in', request, message: answer.message };
    return { kind: 'toast', message: answer.message };
  }
  if (request.enName === LOCAL_SPORT_VENUE && answer.sport) return { kind: 'local-sport', enName: request.enName, session: answer.sport };
  const url = answer.url.trim();
  if (HTTP_URL.test(url)) return openUrl(request, answer.title, url, site);
  if (SITE_PATH.test(url)) return openUrl(request, answer.title, `${site.origin.replace(/\/+$/, '')}${url}`, site);
  const route: SlotFrameRoute = PG_SLOT_VENUES.includes(request.enName.toUpperCase()) ? 'pgGame' : 'dzGame';
  return { kind: 'slot-frame', route, enName: request.enName, title: answer.title, document: answer.url };
}

/** The entry dialog's state: idle, launching one request (with its one idempotency key), or an outcome to carry out. */
export type EntryState =
  { phase: 'idle' } | { phase: 'starting'; request: EntryRequest; idempotencyKey: string } | { phase: 'done'; request: EntryRequest; outcome: EntryOutcome };

export type EntryAction =
  /** A click on a venue or game: the key is minted by the click handler, once per click. */
  | { type: 'enter'; request: EntryRequest; loggedIn: boolean; idempotencyKey: string }
  | { type: 'answered'; answer: LaunchAnswer; site: EntrySite }
  /** The outcome was carried out (or the dialog closed). */
  | { type: 'finished' };

export const idleEntry: EntryState = { phase: 'idle' };

export function entryReducer(state: EntryState, action: EntryAction): EntryState {
  switch (action.type) {
    case 'enter':
      // One launch at a time: a click while one is starting is the same intent and is dropped.
      if (state.phase === 'starting') return state;
      if (!action.loggedIn) return { phase: 'done', request: action.request, outcome: { kind: 'login-required' } };
      return { phase: 'starting', request: action.request, idempotencyKey: action.idempotencyKey };
    case 'answered':
      if (state.phase !== 'starting') return state;
      return { phase: 'done', request: state.request, outcome: decideEntry(state.request, action.answer, action.site) };
    case 'finished':
      return idleEntry;
  }
}
