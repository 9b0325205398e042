import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { sliderCaptcha, validateGeeCheck } from '@site/shared';
import type { Db } from '../../db';
import { route } from '../../http/contract-route';
import { servicesOf } from '../../services';
import { newCaptchaId, spendCaptcha, storeCaptcha } from './captcha-store';
import { svgDataUrl } from './captcha';

/**
 * Slider captcha served by our api in place of the third-party service (the 6022 path).
 * sliderCaptcha hands out a background with a gap and the piece; the gap's x stays here.
 * validateGeeCheck: captcha_output = the x the piece was dragged to (a number as text), must be
 * within ±6 px; pass_token = the one sliderCaptcha gave for that lot_number + gen_time. Each lot
 * gets one try (2 minutes); a pass gives a codeId valid once for 5 minutes as kaptchcate 2.
 */
export const SLIDER = { width: 300, height: 160, piece: 44, tolerance: 6, lotTtlMs: 2 * 60_000, passTtlMs: 5 * 60_000 } as const;
const PALETTE = ['#1abc9c', '#3498db', '#9b59b6', '#f1c40f', '#e67e22', '#e74c3c', '#2ecc71', '#34495e'];

export function passToken(secret: string, lotNumber: string, genTime: string): string {
  return createHmac('sha256', secret).update(`${lotNumber}|${genTime}`).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(a) || !/^[0-9a-f]{64}$/.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

function scenery(): string {
  const { width: w, height: h } = SLIDER;
  const parts = [
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#5dade2"/><stop offset="1" stop-color="#1d3557"/></linearGradient></defs>`,
    `<rect width="${w}" height="${h}" fill="url(#sky)"/>`,
  ];
  for (let i = 0; i < 14; i++) {
    const color = PALETTE[randomInt(0, PALETTE.length)];
    if (i % 2 === 0) parts.push(`<circle cx="${randomInt(0, w)}" cy="${randomInt(0, h)}" r="${randomInt(10, 36)}" fill="${color}" opacity="0.75"/>`);
    else
      parts.push(
        `<rect x="${randomInt(0, w)}" y="${randomInt(0, h)}" width="${randomInt(20, 70)}" height="${randomInt(12, 50)}" rx="4" fill="${color}" opacity="0.7" transform="rotate(${randomInt(-30, 31)} ${w / 2} ${h / 2})"/>`,
      );
  }
  return parts.join('');
}

export async function issueSlider(db: Db, secret: string, now: number) {
  const { width, height, piece } = SLIDER;
  const x = randomInt(90, width - piece - 10);
  const y = randomInt(10, height - piece - 10);
  const lot = newCaptchaId();
  const genTime = String(now);
  await storeCaptcha(db, lot, 'slider', String(x), now, SLIDER.lotTtlMs);
  const art = scenery();
  const image = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${art}<rect x="${x}" y="${y}" width="${piece}" height="${piece}" rx="6" fill="#000" fill-opacity="0.45" stroke="#fff" stroke-opacity="0.8" stroke-width="2"/></svg>`;
  const pieceSvg = `<svg xmlns="http://www.w3.org/2000/svg" width="${piece}" height="${piece}" viewBox="0 0 ${piece} ${piece}"><defs><clipPath id="c"><rect width="${piece}" height="${piece}" rx="6"/></clipPath></defs><g clip-path="url(#c)"><svg x="${-x}" y="${-y}" width="${width}" height="${height}">${art}</svg></g><rect x="1" y="1" width="${piece - 2}" height="${piece - 2}" rx="6" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  return {
    lot_number: lot,
    gen_time: genTime,
    width,
    pieceY: y,
    image: svgDataUrl(image),
    piece: svgDataUrl(pieceSvg),
    pass_token: passToken(secret, lot, genTime),
  };
}

/** Spends a slider pass (kaptchcate 2 on register). */
export async function passSlider(db: Db, codeId: string | undefined, now: number): Promise<boolean> {
  return !!codeId && (await spendCaptcha(db, codeId, 'slider-pass', now)) !== null;
}

export function sliderModule(app: FastifyInstance): void {
  const { secrets } = servicesOf(app);
  route(app, sliderCaptcha, (_body, ctx) => issueSlider(ctx.db, secrets.hmac, ctx.now));

  route(app, validateGeeCheck, async (body, ctx) => {
    const lot = await spendCaptcha(ctx.db, body.lot_number, 'slider', ctx.now);
    const x = Number(body.captcha_output);
    const passed =
      lot !== null &&
      body.gen_time === String(lot.createdAt) &&
      sameHex(body.pass_token, passToken(secrets.hmac, body.lot_number, body.gen_time)) &&
      body.captcha_output.trim() !== '' &&
      Number.isFinite(x) &&
      Math.abs(x - Number(lot.answer)) <= SLIDER.tolerance;
    if (!passed) {
      ctx.message = '验证失败，请重试';
      return { passed: false, codeId: '' };
    }
    const codeId = newCaptchaId();
    await storeCaptcha(ctx.db, codeId, 'slider-pass', '', ctx.now, SLIDER.passTtlMs);
    return { passed: true, codeId };
  });
}
