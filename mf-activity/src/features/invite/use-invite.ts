import { useCallback, useEffect, useState } from 'react';
import { inviteInfo, messageOf, type ResponseOf } from '@site/shared';
import { usePlatform } from '@site/shared/react';

export type InviteLoad =
  | { status: 'guest' }
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; info: ResponseOf<typeof inviteInfo>; pageNum: number };

/** The member's invite code, friends (one page) and rewards; a guest loads nothing. */
export function useInvite(loggedIn: boolean, pageNum: number): { load: InviteLoad; reload: () => void } {
  const { http } = usePlatform();
  const [load, setLoad] = useState<InviteLoad>({ status: 'loading' });
  const [tick, setTick] = useState(0);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    http.call(inviteInfo, { pageNum }, { silent: true }).then(
      (info) => live && setLoad({ status: 'ready', info, pageNum }),
      (e: unknown) => live && setLoad({ status: 'failed', message: messageOf(e) }),
    );
    return () => {
      live = false;
    };
  }, [http, loggedIn, pageNum, tick]);
  const reload = useCallback(() => setTick((n) => n + 1), []);
  return { load: loggedIn ? load : { status: 'guest' }, reload };
}

/**
 * The link a friend opens: a page of the site (home unless named) with the invite code (the shell keeps it and
 * register sends it as iCode); without a code, the page alone.
 */
export const inviteLink = (origin: string, code: string, page = '/home'): string =>
  code ? `${origin}${page}?icode=${encodeURIComponent(code)}` : `${origin}${page}`;
