import { ResponseCode, SiteError, WITHDRAW_MSG } from '@site/shared';
import type { Db } from '../../db';
import { sendLetter } from '../letters/letter-queries';
import type { Passwords } from '../user/passwords';

/**
 * The withdrawal password's failure budget, kept in the database like the login guard (login-guard.ts), so it
 * holds across api instances and restarts: 5 wrong withdrawal passwords of one member within 15 minutes lock
 * the member's withdrawals (the failure that locks answers 6037 WITHDRAW_MSG.passwordLocked and sends the
 * member a letter). While locked every check answers 6037 before the password is even compared, whatever it
 * is: only the e-mail reset of the withdrawal password (unlockWithdrawals) ends the lock. A right password
 * forgets the member's failures. The retention sweep (user/retention.ts) deletes failures older than the window.
 */
export const WITHDRAW_GUARD = {
  lockAfter: 5,
  windowMs: 15 * 60_000,
} as const;

export const WITHDRAW_LOCK_LETTER = {
  title: '取款已锁定',
  content: '您的取款密码连续输错5次，取款功能已锁定。请通过绑定邮箱重置取款密码解锁；如非本人操作，请立即修改登录密码并联系客服。',
} as const;

const locked = () => new SiteError(ResponseCode.AUTHENTICATION_LOCKED, WITHDRAW_MSG.passwordLocked);

export async function withdrawalsLocked(db: Db, memberId: number): Promise<boolean> {
  return (await db.selectFrom('withdraw_password_lock').select('member_id').where('member_id', '=', memberId).executeTakeFirst()) !== undefined;
}

async function failuresSince(db: Db, memberId: number, since: number): Promise<number> {
  const row = await db
    .selectFrom('withdraw_password_failure')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('member_id', '=', memberId)
    .where('at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/**
 * Checks the withdrawal password `given` (its md5) of a member against the stored hash, spending the member's
 * failure budget. `db` is a transaction the caller commits whether or not the check refuses (its failures and
 * lock must stay): on PostgreSQL the member's withdraw_password row is locked first, so concurrent guesses are
 * counted one after another. Answers the refusal (6100 not set / wrong, 6037 locked), or null when right.
 */
export async function checkWithdrawPassword(db: Db, passwords: Passwords, memberId: number, given: string, now: number): Promise<SiteError | null> {
  const stored = (await db.selectFrom('withdraw_password').select('password_hash').where('member_id', '=', memberId).forUpdate().executeTakeFirst())
    ?.password_hash;
  if (stored === undefined) return new SiteError(ResponseCode.PASSWORD_CHECK_FAILURE, WITHDRAW_MSG.passwordNotSet);
  if (await withdrawalsLocked(db, memberId)) return locked();
  if (await passwords.verify(given, stored)) {
    await db.deleteFrom('withdraw_password_failure').where('member_id', '=', memberId).execute();
    return null;
  }
  await db.insertInto('withdraw_password_failure').values({ member_id: memberId, at: now }).execute();
  if ((await failuresSince(db, memberId, now - WITHDRAW_GUARD.windowMs)) < WITHDRAW_GUARD.lockAfter) {
    return new SiteError(ResponseCode.PASSWORD_CHECK_FAILURE, WITHDRAW_MSG.passwordWrong);
  }
  await db.insertInto('withdraw_password_lock').values({ member_id: memberId, locked_at: now }).execute();
  await sendLetter(db, memberId, 'notice', WITHDRAW_LOCK_LETTER.title, WITHDRAW_LOCK_LETTER.content, now);
  return locked();
}

/** The e-mail reset of the withdrawal password proves the owner: the member's failures and lock are forgotten. */
export async function unlockWithdrawals(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('withdraw_password_failure').where('member_id', '=', memberId).execute();
  await db.deleteFrom('withdraw_password_lock').where('member_id', '=', memberId).execute();
}
