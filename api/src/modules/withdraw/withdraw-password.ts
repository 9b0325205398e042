import { isWeakWithdrawPasswordDigest, ResponseCode, SiteError, WEAK_WITHDRAW_PASSWORD_MSG } from '@site/shared';
import type { Db } from '../../db';

/** A new withdrawal password (set, reset, e-mail reset) that is trivially weak is refused before anything is read. */
export function refuseWeak(md5: string): void {
  if (isWeakWithdrawPasswordDigest(md5)) throw new SiteError(ResponseCode.INVALID_PARAMETER, WEAK_WITHDRAW_PASSWORD_MSG);
}

/** The member's withdrawal password hash, or null when none is set. */
export const passwordOf = async (db: Db, memberId: number) =>
  (await db.selectFrom('withdraw_password').select('password_hash').where('member_id', '=', memberId).executeTakeFirst())?.password_hash ?? null;
