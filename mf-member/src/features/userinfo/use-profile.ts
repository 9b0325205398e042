import { useCallback, useEffect, useState } from 'react';
import { queryMemberBanksInfoList, type Avatar, type UserInfo } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useCallsAhead } from '../../calls-ahead';
import { messageOf } from '../cards/use-cards';
import { askProfile, type ProfileCalls } from './profile-calls';

export type ProfileLoad = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; user: UserInfo };

/** The avatars to choose from (the picker; the head's avatar too, when member info carries no avatarUrl). */
export type AvatarChoices = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; avatars: Avatar[] };

/** The number of withdrawal accounts (the bank card row): apart from the profile, which never waits for it. */
export type CardCount = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; count: number };

/**
 * The profile, shown as soon as member info is in (it carries the avatar's image; the first load takes the calls
 * asked for beside the page's chunk, its calls asked ahead, if any); the avatars to choose from and the number of
 * withdrawal accounts come on their own. `reload` (after the player changed something) asks for all of it anew.
 */
export function useProfile() {
  const { http, stores } = usePlatform();
  const ahead = useCallsAhead<ProfileCalls>();
  const [load, setLoad] = useState<ProfileLoad>({ status: 'loading' });
  const [cards, setCards] = useState<CardCount>({ status: 'loading' });
  const [choices, setChoices] = useState<AvatarChoices>({ status: 'loading' });
  const showProfile = useCallback(
    (calls: ProfileCalls): Promise<void> =>
      Promise.all([
        calls.user.then(
          (user) => setLoad(user ? { status: 'ready', user } : { status: 'failed', message: '' }),
          (e: unknown) => setLoad({ status: 'failed', message: messageOf(e) }),
        ),
        calls.avatars.then(
          (avatars) => setChoices({ status: 'ready', avatars }),
          () => setChoices({ status: 'failed' }),
        ),
      ]).then(() => undefined),
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
  return { load, choices, cards, reload };
}
