import type { Db } from '../db';

/** How long a new-device challenge (6026) lets the player ask for its code. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

export function knowsDevice(db: Db, memberId: number, deviceId: string): boolean {
  return deviceId !== '' && db.prepare('SELECT 1 FROM member_device WHERE member_id = ? AND device_id = ?').get(memberId, deviceId) !== undefined;
}

export function rememberDevice(db: Db, memberId: number, deviceId: string, now: number): void {
  if (deviceId === '') return;
  db.prepare(
    'INSERT INTO member_device (member_id, device_id, first_seen, last_seen) VALUES (?, ?, ?, ?) ON CONFLICT(member_id, device_id) DO UPDATE SET last_seen = excluded.last_seen',
  ).run(memberId, deviceId, now, now);
}

export function openChallenge(db: Db, memberId: number, now: number): void {
  db.prepare('INSERT INTO device_challenge (member_id, created_at) VALUES (?, ?) ON CONFLICT(member_id) DO UPDATE SET created_at = excluded.created_at').run(memberId, now);
}

export function hasChallenge(db: Db, memberId: number, now: number): boolean {
  const row = db.prepare('SELECT created_at FROM device_challenge WHERE member_id = ?').get(memberId) as { created_at: number } | undefined;
  return row !== undefined && now - row.created_at < CHALLENGE_TTL_MS;
}

export function closeChallenge(db: Db, memberId: number): void {
  db.prepare('DELETE FROM device_challenge WHERE member_id = ?').run(memberId);
}
