import type { Avatar, MountProps, UserInfo } from '@site/shared';
import { quietly } from '../../calls-ahead';

/** The profile's call contracts, loaded at its first call (profile-contracts.ts). */
export const profileContracts = () => import(/* webpackChunkName: "profile-contracts" */ './profile-contracts');

/** What the profile shows: member info (its head: the avatar and the name) and the avatars to choose from. */
export interface ProfileCalls {
  user: Promise<UserInfo | null>;
  /** The avatars, asked for the first time they are wanted (the head painted, or a head without avatarUrl). */
  avatars(): Promise<Avatar[]>;
}

/**
 * Asks for the profile's head (the avatars when they are wanted). Member info is the session's when it is loaded (the shell's route guard has just
 * loaded it for this navigation), so opening the page does not ask member/info again; `fresh` (after the
 * player changed something) asks anew. The page's calls asked ahead (sections.ts): kept to what the head needs, so
 * the member centre's first chunk carries no other contract (the withdrawal accounts' rules and their hashes).
 */
export function askProfile({ http, stores }: Pick<MountProps, 'http' | 'stores'>, fresh = false): ProfileCalls {
  const known = fresh ? null : stores.session.user;
  let avatars: Promise<Avatar[]> | null = null;
  return {
    user: quietly(known ? Promise.resolve(known) : stores.session.loadUserInfo()),
    avatars: () =>
      (avatars ??= quietly(
        profileContracts()
          .then(({ avatarList }) => http.call(avatarList, {}, { silent: true }))
          .then((r) => r.avatars),
      )),
  };
}
