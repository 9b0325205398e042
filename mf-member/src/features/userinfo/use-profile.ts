import { useCallback, useEffect, useState } from 'react';
import { afterShown, type Avatar, type UserInfo, messageOf } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useCallsAhead } from '../../calls-ahead';
import { askProfile, profileContracts, type ProfileCalls } from './profile-calls';

export type ProfileLoad = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; user: UserInfo };

/** The avatars to choose from (the picker; the head's avatar too, when member info carries no avatarUrl). */
export type AvatarChoices = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; avatars: Avatar[] };

/** The number of withdrawal accounts (the bank card row): apart from the profile, which never waits for it. */
export type CardCount = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; count: number };

/** The longest the rest of the profile waits for its head's avatar to show (an image whose load never ends). */
export const HEAD_WAIT_MS = 3000;

/** The head's avatar's `elementtiming` name: the rest is asked for once the browser has shown it. */
export const HEAD_TIMING = 'profile-head';

/**
 * The profile, shown as soon as member info is in (it carries the avatar's image; the first load takes the calls
 * asked for beside the page's chunk, its calls asked ahead, if any). The avatars to choose from and the number of
 * withdrawal accounts are asked for once the head's avatar is on screen (`headShown`, then `afterShown`; at once after `headFailed`): on a phone's few
 * connections they would otherwise share the page's opening with what the head waits for. A head without
 * avatarUrl (an older api) shows its avatar from the avatars, asked at once then. `reload` (after the player
 * changed something) asks for all of it anew.
 */
export function useProfile() {
  const { http, stores } = usePlatform();
  const ahead = useCallsAhead<ProfileCalls>();
  const [load, setLoad] = useState<ProfileLoad>({ status: 'loading' });
  const [cards, setCards] = useState<CardCount>({ status: 'loading' });
  const [choices, setChoices] = useState<AvatarChoices>({ status: 'loading' });
  const showChoices = useCallback(
    (calls: ProfileCalls): Promise<void> =>
      calls.avatars().then(
        (avatars) => setChoices({ status: 'ready', avatars }),
        () => setChoices({ status: 'failed' }),
      ),
    [],
  );
  const showProfile = useCallback(
    (calls: ProfileCalls): Promise<UserInfo | null> =>
      calls.user.then(
        (user) => {
          setLoad(user ? { status: 'ready', user } : { status: 'failed', message: '' });
          return user;
        },
        (e: unknown) => {
          setLoad({ status: 'failed', message: messageOf(e) });
          return null;
        },
      ),
    [],
  );
  const loadCards = useCallback(
    (): Promise<void> =>
      profileContracts()
        .then(({ queryMemberBanksInfoList }) => http.call(queryMemberBanksInfoList, {}, { silent: true }))
        .then(
          (list) => setCards({ status: 'ready', count: list.cards.length }),
          () => setCards({ status: 'failed' }),
        ),
    [http],
  );
  const reload = useCallback((): Promise<void> => {
    const calls = askProfile({ http, stores }, true);
    return Promise.all([showProfile(calls), showChoices(calls), loadCards()]).then(() => undefined);
  }, [showProfile, showChoices, loadCards, http, stores]);
  // The first load's avatars and accounts, until asked: whether they wait for the head's avatar to show.
  const [rest, setRest] = useState<{ calls: ProfileCalls; afterHead: boolean } | null>(null);
  const [head, setHead] = useState<'waiting' | 'loaded' | 'failed'>('waiting');
  const headShown = useCallback(() => setHead('loaded'), []);
  const headFailed = useCallback(() => setHead('failed'), []);
  // The player opened the avatar picker: the avatars are wanted now.
  const [wanted, setWanted] = useState(false);
  const choicesWanted = useCallback(() => setWanted(true), []);
  useEffect(() => {
    let alive = true;
    const calls = ahead?.take() ?? askProfile({ http, stores });
    void showProfile(calls).then((user) => {
      if (alive) setRest({ calls, afterHead: Boolean(user?.avatarUrl) });
    });
    return () => {
      alive = false;
    };
  }, [showProfile, ahead, http, stores]);
  useEffect(() => {
    if (!rest) return;
    const askRest = () => {
      setRest(null);
      void showChoices(rest.calls);
      void loadCards();
    };
    if (!rest.afterHead || wanted || head === 'failed') return askRest();
    if (head === 'loaded') return afterShown(HEAD_TIMING, askRest);
    const timer = setTimeout(askRest, HEAD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [rest, head, wanted, showChoices, loadCards]);
  return { load, choices, cards, reload, headShown, headFailed, choicesWanted };
}
