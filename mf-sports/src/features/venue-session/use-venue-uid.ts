import { startTransition, useCallback, useEffect, useState } from 'react';
import {
  isSiteError,
  newIdempotencyKey,
  ResponseCode,
  sportVenueSession,
  VENUE_RESOURCE_METHOD,
  venueLaunch,
  venueResource,
  venueSessionDataSchema,
  type Navigator,
  type PlatformStorage,
  type VenueSessionData,
} from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { sessionOf, uidOf } from './venue-session';

/** Where the page's venue token comes from: loading, the token the venue accepted (with its session), or why there is none. */
export type VenueUid =
  { status: 'loading' } | { status: 'ok'; uid: string; session: VenueSessionData } | { status: 'error'; message: string; reenter: boolean };

/** The hook's own steps: a token known but not yet accepted by the venue is 'checking' (the page shows it loading). */
type Step = VenueUid | { status: 'checking'; uid: string };

/** The session venue entry handed over (kept for a reload), else the stored one: its uid, or null. */
function knownUid(enName: string, navigate: Navigator, storage: PlatformStorage): string | null {
  const handed = sessionOf(navigate.takeHandover());
  if (handed) storage.set(sportVenueSession, { enName, session: handed });
  const stored = storage.get(sportVenueSession);
  return stored && stored.enName === enName ? uidOf(stored.session) : null;
}

/**
 * The sport venue session the page starts from (spec §2 guard 4, §4 Venue entry): the one venue entry
 * handed over (kept in this remote's storage, so a reload finds it), else the stored one, else the page
 * launches the venue itself ("initialised if missing"). The token is then shown to the venue through the
 * resource call (spec §7 game/api/v1/venue/resource, method session), which answers who plays where with which
 * balance. A session without a uid, or a uid the venue refuses (6302 from the resource call or any later call),
 * reads '数据错误，请重新进入游戏' and the stored session is dropped — the shell shows the same dialog without a
 * close button, and the call rejects (spec §8).
 */
export function useVenueUid(enName: string, reenterMessage: string, fallbackMessage: string): [VenueUid, { refused(): void; retry(): void }] {
  const { navigate, storage, http, i18n } = usePlatform();
  const [state, setState] = useState<Step>(() => {
    const uid = knownUid(enName, navigate, storage);
    return uid ? { status: 'checking', uid } : { status: 'loading' };
  });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (state.status !== 'loading') return;
    let current = true;
    http.call(venueLaunch, { enName, gameCode: '', isActivity: 0 }, { idempotencyKey: newIdempotencyKey(), silent: true }).then(
      (data) => {
        if (!current) return;
        const uid = data.sport ? uidOf(data.sport) : null;
        if (!data.sport || !uid) {
          setState({ status: 'error', message: reenterMessage, reenter: true });
          return;
        }
        storage.set(sportVenueSession, { enName, session: data.sport });
        setState({ status: 'checking', uid });
      },
      (e: unknown) => {
        if (!current) return;
        const reenter = isSiteError(e) && e.code === ResponseCode.UID_VERIFICATION;
        setState({ status: 'error', message: reenter ? reenterMessage : (isSiteError(e) && e.message) || fallbackMessage, reenter });
      },
    );
    return () => {
      current = false;
    };
  }, [state.status, attempt, enName, storage, http, reenterMessage, fallbackMessage]);

  const checking = state.status === 'checking' ? state.uid : null;
  useEffect(() => {
    if (checking === null) return;
    let current = true;
    const Request = { timestamp: Date.now(), token: checking, language: i18n.language };
    http.call(venueResource, { method: VENUE_RESOURCE_METHOD.SESSION, enName, Request }, { silent: true }).then(
      (data) => {
        if (!current) return;
        const session = venueSessionDataSchema.safeParse(data);
        if (!session.success) {
          setState({ status: 'error', message: reenterMessage, reenter: true });
          return;
        }
        // The accepted session opens the whole centre (board, slip, side panels): rendered as a transition, in
        // slices the browser can answer a tap between, not in one long task.
        startTransition(() => setState({ status: 'ok', uid: checking, session: session.data }));
      },
      (e: unknown) => {
        if (!current) return;
        if (isSiteError(e) && e.code === ResponseCode.UID_VERIFICATION) {
          storage.remove(sportVenueSession);
          setState({ status: 'error', message: reenterMessage, reenter: true });
        } else setState({ status: 'error', message: (isSiteError(e) && e.message) || fallbackMessage, reenter: false });
      },
    );
    return () => {
      current = false;
    };
  }, [checking, enName, storage, http, i18n, reenterMessage, fallbackMessage]);

  /** The venue refused the token (6302): forget it, so the next entry starts a new session. */
  const refused = useCallback(() => {
    storage.remove(sportVenueSession);
    setState({ status: 'error', message: reenterMessage, reenter: true });
  }, [storage, reenterMessage]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state.status === 'checking' ? { status: 'loading' } : state, { refused, retry }];
}
