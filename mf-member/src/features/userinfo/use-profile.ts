import { useCallback, useEffect, useRef, useState } from 'react';
import { afterShown, type Avatar, type UserInfo } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { useRead } from '@site/shared/query';
import { useCallsAhead } from '../../calls-ahead';
import { askProfile, profileContracts, type ProfileCalls } from './profile-calls';

/** The longest the rest of the profile waits for its head's avatar to show (an image whose load never ends). */
export const HEAD_WAIT_MS = 3000;

/** The head's avatar's `elementtiming` name: the rest is asked for once the browser has shown it. */
export const HEAD_TIMING = 'profile-head';

/** The profile's reads, one key each under the page's. */
const PROFILE_KEY = ['member', 'profile'] as const;
const USER_KEY = [...PROFILE_KEY, 'user'] as const;
const AVATARS_KEY = [...PROFILE_KEY, 'avatars'] as const;
const CARDS_KEY = [...PROFILE_KEY, 'cards'] as const;

/** Member info could not be read (the session has none): the page's failure, with its own text. */
class NoMemberInfo extends Error {
  constructor() {
    super('');
  }
}

/**
 * The profile, shown as soon as member info is in (it carries the avatar's image; the first load takes the calls
 * asked for beside the page's chunk, its calls asked ahead, if any). The avatars to choose from and the number of
 * withdrawal accounts are asked for once the head's avatar is on screen (`headShown`, then `afterShown`; at once
 * after `headFailed`, or when the player opens the picker): on a phone's few connections they would otherwise share
 * the page's opening with what the head waits for. A head without avatarUrl (an older api) shows its avatar from
 * the avatars, asked at once then. `reload` (after the player changed something) asks for all of it anew.
 */
export function useProfile() {
  const { http, stores } = usePlatform();
  const ahead = useCallsAhead<ProfileCalls>();
  // The calls the reads take their answers from: those asked ahead (or the session's member info) at the first
  // load, fresh ones after a change.
  const calls = useRef<ProfileCalls | null>(null);
  const current = useCallback(() => (calls.current ??= ahead?.take() ?? askProfile({ http, stores })), [ahead, http, stores]);

  const user = useRead<UserInfo>(USER_KEY, () =>
    current().user.then((info) => {
      if (!info) throw new NoMemberInfo();
      return info;
    }),
  );
  // Whether the rest is asked for yet (see above): once asked, it stays asked.
  const [restAsked, setRestAsked] = useState(false);
  const choices = useRead<Avatar[]>(AVATARS_KEY, () => current().avatars(), { enabled: restAsked });
  const cards = useRead<number>(
    CARDS_KEY,
    () =>
      profileContracts()
        .then(({ queryMemberBanksInfoList }) => http.call(queryMemberBanksInfoList, {}, { silent: true }))
        .then((list) => list.cards.length),
    { enabled: restAsked },
  );

  const [head, setHead] = useState<'waiting' | 'loaded' | 'failed'>('waiting');
  const headShown = useCallback(() => setHead('loaded'), []);
  const headFailed = useCallback(() => setHead('failed'), []);
  const [wanted, setWanted] = useState(false);
  const choicesWanted = useCallback(() => setWanted(true), []);
  const afterHead = Boolean(user.data?.avatarUrl);
  const userIn = user.data !== undefined;
  useEffect(() => {
    if (restAsked || !userIn) return;
    const askRest = () => setRestAsked(true);
    if (!afterHead || wanted || head === 'failed') return askRest();
    if (head === 'loaded') return afterShown(HEAD_TIMING, askRest);
    const timer = setTimeout(askRest, HEAD_WAIT_MS);
    return () => clearTimeout(timer);
  }, [restAsked, userIn, afterHead, head, wanted]);

  const { refetch: refetchUser } = user;
  const { refetch: refetchChoices } = choices;
  const { refetch: refetchCards } = cards;
  const reload = useCallback(async (): Promise<void> => {
    calls.current = askProfile({ http, stores }, true);
    setRestAsked(true);
    await Promise.all([refetchUser(), refetchChoices(), refetchCards()]);
  }, [http, stores, refetchUser, refetchChoices, refetchCards]);

  return { user, choices, cards, reload, headShown, headFailed, choicesWanted };
}
