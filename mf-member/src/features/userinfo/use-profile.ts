import { useCallback, useEffect, useState } from 'react';
import { avatarList, queryMemberBanksInfoList, type Avatar, type UserInfo } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { messageOf } from '../cards/use-cards';

export type ProfileLoad =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; user: UserInfo; avatars: Avatar[]; cardCount: number };

/** member/info (through the session store), the avatars and the number of withdrawal accounts. */
export function useProfile() {
  const { http, stores } = usePlatform();
  const [load, setLoad] = useState<ProfileLoad>({ status: 'loading' });
  const reload = useCallback(
    (): Promise<void> =>
      Promise.all([stores.session.loadUserInfo(), http.call(avatarList, {}, { silent: true }), http.call(queryMemberBanksInfoList, {}, { silent: true })]).then(
        ([user, avatars, cards]) => {
          if (user) setLoad({ status: 'ready', user, avatars: avatars.avatars, cardCount: cards.cards.length });
          else setLoad({ status: 'failed', message: '' });
        },
        (e: unknown) => setLoad({ status: 'failed', message: messageOf(e) }),
      ),
    [http, stores.session],
  );
  useEffect(() => {
    void reload();
  }, [reload]);
  return { load, reload };
}
