import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { defaultKaptcha } from '@site/shared';
import type { Db } from '../../../db';
import { route } from '../../../http/contract-route';
import { CaptchaArtist, pngDataUrl } from '../../user/captcha-art';
import { newCaptchaId, spendCaptcha, storeCaptcha } from '../../user/captcha-store';

/** Picture captcha: 4 characters, 2 minutes, one try, case-insensitive. */
export const PICTURE_TTL_MS = 2 * 60_000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';

export function randomCode(length = 4): string {
  return Array.from({ length }, () => ALPHABET[randomInt(0, ALPHABET.length)]!).join('');
}

/** A new picture code: stored lower case under a fresh code id; the picture is a PNG. */
export async function issuePicture(db: Db, artist: CaptchaArtist, now: number): Promise<{ image: string; codeId: string }> {
  const code = randomCode();
  const codeId = newCaptchaId();
  const png = await artist.picture(code);
  await storeCaptcha(db, codeId, 'picture', code.toLowerCase(), now, PICTURE_TTL_MS);
  return { image: pngDataUrl(png), codeId };
}

/** Spends the picture code and tells whether the answer was right. */
export async function passPicture(db: Db, codeId: string | undefined, code: string | undefined, now: number): Promise<boolean> {
  if (!codeId || !code) return false;
  const stored = await spendCaptcha(db, codeId, 'picture', now);
  return stored !== null && stored.answer === code.trim().toLowerCase();
}

export function captchaModule(app: FastifyInstance, artist: CaptchaArtist): void {
  route(app, defaultKaptcha, (_body, ctx) => issuePicture(ctx.db, artist, ctx.now));
}
