import type { Db } from '../../db';
import type { MemberRow } from '../../db/schema';
import { runCompiled } from './compiled-once';
import type { SessionMemory } from './session-memory';

export type { MemberRow } from '../../db/schema';

/** Names are unique and found without regard to case (member.name_key = lower case). */
export const nameKey = (name: string) => name.trim().toLowerCase();

export async function memberByName(db: Db, name: string): Promise<MemberRow | undefined> {
  return db.selectFrom('member').selectAll().where('name_key', '=', nameKey(name)).executeTakeFirst();
}

export async function memberById(db: Db, id: number): Promise<MemberRow | undefined> {
  const [row] = await runCompiled(db, 'memberById', (d) => d.selectFrom('member').selectAll().where('id', '=', 0), [id]);
  return row;
}

/**
 * memberById through the session memory: the row of a logged-in member for a signed call's
 * handler (at most SESSION_RECHECK_MS old; writes to the member table on this instance drop it).
 * Not for a transaction that changes the member: read memberById on its own connection there.
 */
export async function sessionMemberById(db: Db, id: number, now: number, memory: SessionMemory): Promise<MemberRow | undefined> {
  const known = memory.member(id, now);
  if (known) return known;
  const epoch = memory.memberEpoch();
  const row = await memberById(db, id);
  if (row) memory.rememberMember(row, now, epoch);
  return row;
}

export interface NewMember {
  name: string;
  passwordHash: string;
  registerIp: string;
  domain: string;
  rCode: string;
  iCode: string;
  autoLoginUntil: number | null;
  now: number;
}

/** Inserts a member with an empty wallet; null when the name is taken. */
export async function insertMember(db: Db, m: NewMember): Promise<number | null> {
  const row = await db
    .insertInto('member')
    .values({
      name: m.name,
      name_key: nameKey(m.name),
      password_hash: m.passwordHash,
      register_ip: m.registerIp,
      domain: m.domain,
      r_code: m.rCode,
      i_code: m.iCode,
      auto_login_until: m.autoLoginUntil,
      created_at: m.now,
      last_login_at: null,
    })
    .onConflict((oc) => oc.column('name_key').doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!row) return null;
  await db.insertInto('wallet').values({ member_id: row.id }).execute();
  return row.id;
}

/**
 * Spends the automatic login right after register (kaptchcate 99): true once, for the first login
 * attempt of that name inside its time, whatever the password; every later attempt needs the
 * usual guards. One conditional UPDATE, so two attempts at once cannot both spend it.
 */
export async function spendAutoLogin(db: Db, name: string, now: number): Promise<boolean> {
  const row = await db
    .updateTable('member')
    .set({ auto_login_until: null })
    .where('name_key', '=', nameKey(name))
    .where('auto_login_until', '>', now)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

export async function markLoggedIn(db: Db, memberId: number, now: number): Promise<void> {
  await db.updateTable('member').set({ last_login_at: now, auto_login_until: null }).where('id', '=', memberId).execute();
}

export async function setPasswordHash(db: Db, memberId: number, hash: string): Promise<void> {
  await db.updateTable('member').set({ password_hash: hash }).where('id', '=', memberId).execute();
}

/** Dev: suspend (1 popup, 2 silent) or restore a member; false when the name is unknown. */
export async function setSuspension(db: Db, name: string, suspended: 0 | 1 | 2 | undefined, message: string | undefined): Promise<boolean> {
  const current = await memberByName(db, name);
  if (!current) return false;
  await db
    .updateTable('member')
    .set({ suspended: suspended ?? current.suspended, suspend_message: message ?? current.suspend_message })
    .where('id', '=', current.id)
    .execute();
  return true;
}

/** The operator's reset of a member's real name (a failed identity check): the member binds one again. */
export async function clearRealName(db: Db, name: string): Promise<boolean> {
  const current = await memberByName(db, name);
  if (!current) return false;
  await db.updateTable('member').set({ real_name: '' }).where('id', '=', current.id).execute();
  return true;
}

/** '13800138000' → '138****8000' (the 4 middle digits hidden). */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return phone === '' ? '' : `${phone.slice(0, 1)}****`;
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

/** The 4 hidden digits of maskPhone. */
export function phoneMiddle(phone: string): string {
  return phone.slice(3, 7);
}

/** 'demo01@example.com' → 'de****@example.com'. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}

/** Phone numbers are compared as digits; area codes as '+<digits>'. */
export function normalizeAreaCode(code: string | undefined): string {
  const digits = (code ?? '').replace(/\D/g, '');
  return digits === '' ? '+86' : `+${digits}`;
}
