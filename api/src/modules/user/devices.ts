import type { Db } from '../../db';

/** How long a new-device challenge (6026) lets the player ask for its code. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

export async function knowsDevice(db: Db, memberId: number, deviceId: string): Promise<boolean> {
  if (deviceId === '') return false;
  const row = await db.selectFrom('member_device').select('member_id').where('member_id', '=', memberId).where('device_id', '=', deviceId).executeTakeFirst();
  return row !== undefined;
}

export async function rememberDevice(db: Db, memberId: number, deviceId: string, now: number): Promise<void> {
  if (deviceId === '') return;
  await db
    .insertInto('member_device')
    .values({ member_id: memberId, device_id: deviceId, first_seen: now, last_seen: now })
    .onConflict((oc) => oc.columns(['member_id', 'device_id']).doUpdateSet({ last_seen: now }))
    .execute();
}

export async function openChallenge(db: Db, memberId: number, now: number): Promise<void> {
  await db
    .insertInto('device_challenge')
    .values({ member_id: memberId, created_at: now })
    .onConflict((oc) => oc.column('member_id').doUpdateSet({ created_at: now }))
    .execute();
}

export async function hasChallenge(db: Db, memberId: number, now: number): Promise<boolean> {
  const row = await db.selectFrom('device_challenge').select('created_at').where('member_id', '=', memberId).executeTakeFirst();
  return row !== undefined && now - row.created_at < CHALLENGE_TTL_MS;
}

export async function closeChallenge(db: Db, memberId: number): Promise<void> {
  await db.deleteFrom('device_challenge').where('member_id', '=', memberId).execute();
}
