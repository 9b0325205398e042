import { randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { defaultKaptcha } from '@site/shared';
import type { Db } from '../../db';
import { route } from '../../http/contract-route';
import { newCaptchaId, spendCaptcha, storeCaptcha } from './captcha-store';

/** Picture captcha: 4 characters, 5 minutes, one try, case-insensitive. */
export const PICTURE_TTL_MS = 5 * 60_000;
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghjkmnpqrstuvwxyz23456789';
const COLORS = ['#c0392b', '#2c3e50', '#8e44ad', '#16a085', '#d35400', '#2980b9', '#7f8c8d'];
const W = 120;
const H = 40;

const pick = <T>(list: readonly T[]): T => list[randomInt(0, list.length)]!;

export function randomCode(length = 4): string {
  return Array.from({ length }, () => pick([...ALPHABET])).join('');
}

/** The code drawn as an SVG: tilted letters over noise curves and dots. */
export function pictureSvg(code: string): string {
  const parts: string[] = [`<rect width="${W}" height="${H}" fill="#f4f6f8"/>`];
  for (let i = 0; i < 24; i++) parts.push(`<circle cx="${randomInt(0, W)}" cy="${randomInt(0, H)}" r="1" fill="${pick(COLORS)}" opacity="0.6"/>`);
  [...code].forEach((ch, i) => {
    const x = 14 + i * 26 + randomInt(-3, 4);
    const y = 28 + randomInt(-4, 5);
    const rotate = randomInt(-25, 26);
    const glyph = ch === '&' ? '&amp;' : ch;
    parts.push(
      `<text x="${x}" y="${y}" font-family="Verdana,Arial,sans-serif" font-size="${randomInt(22, 27)}" font-weight="bold" fill="${pick(COLORS)}" transform="rotate(${rotate} ${x} ${y})">${glyph}</text>`,
    );
  });
  for (let i = 0; i < 4; i++) {
    const d = `M${randomInt(0, 20)} ${randomInt(5, H - 5)} Q${randomInt(30, 90)} ${randomInt(0, H)} ${randomInt(100, W)} ${randomInt(5, H - 5)}`;
    parts.push(`<path d="${d}" stroke="${pick(COLORS)}" stroke-width="${randomInt(1, 3)}" fill="none" opacity="0.7"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${parts.join('')}</svg>`;
}

export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(svg, 'utf8').toString('base64')}`;
}

/** A new picture code: stored lower case under a fresh code id. */
export async function issuePicture(db: Db, now: number): Promise<{ image: string; codeId: string }> {
  const code = randomCode();
  const codeId = newCaptchaId();
  await storeCaptcha(db, codeId, 'picture', code.toLowerCase(), now, PICTURE_TTL_MS);
  return { image: svgDataUrl(pictureSvg(code)), codeId };
}

/** Spends the picture code and tells whether the answer was right. */
export async function passPicture(db: Db, codeId: string | undefined, code: string | undefined, now: number): Promise<boolean> {
  if (!codeId || !code) return false;
  const stored = await spendCaptcha(db, codeId, 'picture', now);
  return stored !== null && stored.answer === code.trim().toLowerCase();
}

export function captchaModule(app: FastifyInstance): void {
  route(app, defaultKaptcha, (_body, ctx) => issuePicture(ctx.db, ctx.now));
}
