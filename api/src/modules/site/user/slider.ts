import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { captchaError, sliderCaptcha, validateGeeCheck } from '@site/shared';
import type { Db } from '../../../db';
import { route } from '../../../http/contract-route';
import { servicesOf } from '../../../services';
import { CaptchaArtist, pngDataUrl, SLIDER_SIZE } from '../../user/captcha-art';
import { newCaptchaId, spendCaptcha, storeCaptcha } from '../../user/captcha-store';
import { readSliderOutput, TRACK_RULES, trackProblem } from '../../user/slider-track';

/**
 * Slider captcha served by our api in place of the third-party service (the 6022 path).
 * sliderCaptcha hands out a PNG background whose gap is only in its pixels and the PNG piece;
 * the gap's x stays here. validateGeeCheck: captcha_output = sliderOutput(x, track) of
 * @site/shared, checked by the rules of slider-track.ts (x within ±6 px, a drag's track, not
 * faster than a person); pass_token = the one sliderCaptcha gave for that lot_number + gen_time.
 * Each lot gets one try (2 minutes); a pass gives a codeId valid once for 5 minutes as kaptchcate 2.
 */
export const SLIDER = { ...SLIDER_SIZE, tolerance: TRACK_RULES.tolerance, lotTtlMs: 2 * 60_000, passTtlMs: 5 * 60_000 } as const;

export function passToken(secret: string, lotNumber: string, genTime: string): string {
  return createHmac('sha256', secret).update(`${lotNumber}|${genTime}`).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  if (!/^[0-9a-f]{64}$/.test(a) || !/^[0-9a-f]{64}$/.test(b)) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

export async function issueSlider(db: Db, artist: CaptchaArtist, secret: string, now: number) {
  const { width, height, piece } = SLIDER;
  const x = randomInt(90, width - piece - 10);
  const y = randomInt(10, height - piece - 10);
  const lot = newCaptchaId();
  const genTime = String(now);
  const art = await artist.slider(x, y);
  await storeCaptcha(db, lot, 'slider', String(x), now, SLIDER.lotTtlMs);
  return {
    lot_number: lot,
    gen_time: genTime,
    width,
    pieceY: y,
    image: pngDataUrl(art.image),
    piece: pngDataUrl(art.piece),
    pass_token: passToken(secret, lot, genTime),
  };
}

/** Spends a slider pass (kaptchcate 2 on register). */
export async function passSlider(db: Db, codeId: string | undefined, now: number): Promise<boolean> {
  return !!codeId && (await spendCaptcha(db, codeId, 'slider-pass', now)) !== null;
}

export function sliderModule(app: FastifyInstance, artist: CaptchaArtist): void {
  const { secrets } = servicesOf(app);
  route(app, sliderCaptcha, (_body, ctx) => issueSlider(ctx.db, artist, secrets.hmac, ctx.now));

  route(app, validateGeeCheck, async (body, ctx) => {
    const lot = await spendCaptcha(ctx.db, body.lot_number, 'slider', ctx.now);
    // gen_time is vouched for by pass_token (an HMAC of the lot and its gen_time, both issued here once); the
    // solving time runs from the lot's stored issue time.
    const passed =
      lot !== null &&
      sameHex(body.pass_token, passToken(secrets.hmac, body.lot_number, body.gen_time)) &&
      trackProblem(readSliderOutput(body.captcha_output), Number(lot.answer), ctx.now - lot.createdAt) === null;
    if (!passed) {
      ctx.message = captchaError('slider', '验证失败，请重试');
      return { passed: false, codeId: '' };
    }
    const codeId = newCaptchaId();
    await storeCaptcha(ctx.db, codeId, 'slider-pass', '', ctx.now, SLIDER.passTtlMs);
    return { passed: true, codeId };
  });
}
