import { useCallback, useEffect, useState } from 'react';
import { isSiteError, newIdempotencyKey, ResponseCode, sportVenueSession, venueLaunch, type Navigator, type PlatformStorage } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { sessionOf, uidOf } from './venue-session';

/** Where the page's venue token comes from: loading, the token, or why there is none. */
export type VenueUid = { status: 'loading' } | { status: 'ok'; uid: string } | { status: 'error'; message: string; reenter: boolean };

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
 * launches the venue itself ("initialised if missing"). A session without a uid, or a uid the venue
 * refuses (6302), reads '数据错误，请重新进入游戏' — the shell shows the same dialog without a close button.
 */
export function useVenueUid(enName: string, reenterMessage: string, fallbackMessage: string): [VenueUid, { refused(): void; retry(): void }] {
  const { navigate, storage, http } = usePlatform();
  const [state, setState] = useState<VenueUid>(() => {
    const uid = knownUid(enName, navigate, storage);
    return uid ? { status: 'ok', uid } : { status: 'loading' };
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
        setState({ status: 'ok', uid });
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

  /** The venue refused the token (6302): forget it, so the next entry starts a new session. */
  const refused = useCallback(() => {
    storage.remove(sportVenueSession);
    setState({ status: 'error', message: reenterMessage, reenter: true });
  }, [storage, reenterMessage]);
  const retry = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return [state, { refused, retry }];
}
