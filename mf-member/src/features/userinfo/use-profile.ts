import { useCallback, useEffect, useState } from 'react';
import { queryMemberBanksInfoList, type Avatar, type UserInfo } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useCallsAhead } from '../../calls-ahead';
import { messageOf } from '../cards/use-cards';
import { askProfile, type ProfileCalls } from './profile-calls';

export type ProfileLoad = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; user: UserInfo; avatars: Avatar[] };

/** The number of withdrawal accounts (the bank card row): apart from the profile, which never waits for it. */
export type CardCount = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; count: number };

/**
 * The profile, shown as soon as member info and the avatars are in (the first load takes the calls asked for
 * beside the page's chunk, its calls asked ahead, if any); the number of withdrawal accounts comes on its own.
 * `reload` (after the player changed something) asks for all of it anew.
 */
export function useProfile() {
  const { http, stores } = usePlatform();
  const ahead = useCallsAhead<ProfileCalls>();
  const [load, setLoad] = useState<ProfileLoad>({ status: 'loading' });
  const [cards, setCards] = useState<CardCount>({ status: 'loading' });
  const showProfile = useCallback(
    (calls: ProfileCalls): Promise<void> =>
      Promise.all([calls.user, calls.avatars]).then(
        ([user, avatars]) => setLoad(user ? { status: 'ready', user, avatars } : { status: 'failed', message: '' }),
        (e: unknown) => setLoad({ status: 'failed', message: messageOf(e) }),
      ),
    [],
  );
  const loadCards = useCallback(
    (): Promise<void> =>
      http.call(queryMemberBanksInfoList, {}, { silent: true }).then(
        (list) => setCards({ status: 'ready', count: list.cards.length }),
        () => setCards({ status: 'failed' }),
      ),
    [http],
  );
  const reload = useCallback(
    (): Promise<void> => Promise.all([showProfile(askProfile({ http, stores }, true)), loadCards()]).then(() => undefined),
    [showProfile, loadCards, http, stores],
  );
  useEffect(() => {
    void showProfile(ahead?.take() ?? askProfile({ http, stores }));
    void loadCards();
  }, [showProfile, loadCards, ahead, http, stores]);
  return { load, cards, reload };
}
