import { inviteInfo } from '@site/shared';
import { useApi } from '@site/shared/query';
import { usePlatform } from '@site/shared/react';

/** The member's invite code, friends (one page) and rewards; a guest asks nothing (the read stays pending). */
export function useInvite(loggedIn: boolean, pageNum: number) {
  const { stores } = usePlatform();
  return useApi(inviteInfo, { pageNum }, { call: { silent: true }, enabled: loggedIn, key: [stores.session.userId] });
}

/**
 * The link a friend opens: a page of the site (home unless named) with the invite code (the shell keeps it and
 * register sends it as iCode); without a code, the page alone.
 */
export const inviteLink = (origin: string, code: string, page = '/home'): string =>
  code ? `${origin}${page}?icode=${encodeURIComponent(code)}` : `${origin}${page}`;
