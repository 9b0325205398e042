import { ResponseCode, SiteError } from '@site/shared';
import type { Db } from '../../db';
import { sessionOfLaunchToken, type VenueSession } from '../venues/launch-tokens';
import { VENUE_MSG, venueOf } from '../venues/venues';

/**
 * The sport venue's uid (spec §3 Sport venue session: the uid query parameter of the session url
 * is the token), checked as venueResource checks a token: malformed, unknown, expired, or a token of
 * another venue → 6302 '数据错误，请重新进入游戏'.
 */
export async function sportSessionOf(db: Db, uid: string, now: number): Promise<VenueSession> {
  const session = await sessionOfLaunchToken(db, uid, now);
  const venue = session ? await venueOf(db, session.enName) : undefined;
  if (!session || !venue || venue.launchPage !== 'sport') throw new SiteError(ResponseCode.UID_VERIFICATION, VENUE_MSG.badToken);
  return session;
}
