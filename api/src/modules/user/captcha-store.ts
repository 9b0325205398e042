import { randomBytes } from 'node:crypto';
import type { Db } from '../../db';
import type { CaptchaKind } from '../../db/schema';

/** Picture codes, slider lots and slider passes: stored with an expiry, each usable once. */
export type { CaptchaKind } from '../../db/schema';

export function newCaptchaId(): string {
  return randomBytes(16).toString('hex');
}

export async function storeCaptcha(db: Db, id: string, kind: CaptchaKind, answer: string, now: number, ttlMs: number): Promise<void> {
  await db
    .insertInto('captcha')
    .values({ id, kind, answer, created_at: now, expires_at: now + ttlMs, used_at: null })
    .execute();
}

/**
 * Spends a captcha (whatever the answer, so each one gets a single try) and returns its stored
 * answer and issue time, or null when it is unknown, of another kind, used or expired. The spend
 * is one conditional UPDATE, so two calls at once cannot both spend it.
 */
export async function spendCaptcha(db: Db, id: string, kind: CaptchaKind, now: number): Promise<{ answer: string; createdAt: number } | null> {
  const row = await db
    .updateTable('captcha')
    .set({ used_at: now })
    .where('id', '=', id)
    .where('kind', '=', kind)
    .where('used_at', 'is', null)
    .returning(['answer', 'created_at', 'expires_at'])
    .executeTakeFirst();
  return row && row.expires_at > now ? { answer: row.answer, createdAt: row.created_at } : null;
}

/** A captcha as if issued `ms` earlier, its lifetime moved with it (dev endpoints only); answers whether it exists. */
export async function ageCaptcha(db: Db, id: string, ms: number): Promise<boolean> {
  const r = await db
    .updateTable('captcha')
    .set((eb) => ({ created_at: eb('created_at', '-', ms), expires_at: eb('expires_at', '-', ms) }))
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

/** The stored answer without spending it (dev endpoints only). */
export async function peekCaptcha(db: Db, id: string): Promise<{ kind: CaptchaKind; answer: string } | null> {
  return (await db.selectFrom('captcha').select(['kind', 'answer']).where('id', '=', id).executeTakeFirst()) ?? null;
}
