import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail, ok, ResponseCode, siteFlagsSchema } from '@site/shared';
import { issueMessage } from '../../http/contract-route';
import { servicesOf } from '../../services';
import { readSiteConfig, writeSiteConfig } from '../site/site-config';
import { ageCaptcha, peekCaptcha } from '../user/captcha-store';
import { ageCodes, outboxFor } from '../user/codes';
import { resetGuards } from '../user/login-guard';
import { clearRealName, setSuspension } from '../user/members';

const siteConfigPatch = z
  .object({
    title: z.string().min(1).max(80).optional(),
    h5DomainUrl: z.string().max(200).optional(),
    customerServiceUrl: z.string().max(200).optional(),
    sealedValues: z.array(z.enum(['customerServiceUrl', 'h5DomainUrl'])).optional(),
    flags: siteFlagsSchema.partial().strict().optional(),
  })
  .strict();
/** How far back an ageing control moves a code or a captcha: whole seconds, up to a day. */
const ageSeconds = z
  .number()
  .int()
  .min(1)
  .max(24 * 3600);
const codesAge = z.object({ to: z.string().trim().min(1).max(100), seconds: ageSeconds }).strict();
const captchaAge = z.object({ id: z.string().trim().min(1).max(64), seconds: ageSeconds }).strict();
const memberPatch = z
  .object({
    name: z.string().min(1).max(30),
    suspended: z.union([z.literal(0), z.literal(1), z.literal(2)]).optional(),
    suspendMessage: z.string().max(200).optional(),
    /** '' resets the member's real name, as an operator does after a failed identity check. */
    realName: z.literal('').optional(),
  })
  .strict();

/**
 * Dev-only switches for e2e (registered only when AppOptions.dev; otherwise these paths are 404):
 *   GET  /dev/outbox?to=<phone or e-mail>  latest codes sent there, newest first
 *   POST /dev/site-config { title?, h5DomainUrl?, customerServiceUrl?, sealedValues?, flags? }  patch the site configuration (flags merge)
 *   GET  /dev/captcha?id=<codeId or lot_number>  the answer of a picture code / slider lot
 *   POST /dev/captcha/age { id, seconds }  a picture code or slider lot as if issued `seconds` earlier (a slider's
 *        shortest solving time and every lifetime run on from there)
 *   POST /dev/reset-guards  forget failed logins, locks, registration counts, flood counters
 *   POST /dev/codes/age { to, seconds }  the codes sent to a phone or e-mail as if sent `seconds` earlier (the 60 s
 *        resend wait and the 5-minute lifetime run on from there); answers how many codes moved
 *   POST /dev/member { name, suspended?, suspendMessage?, realName?: '' }  suspend (1 popup, 2 silent) or restore; reset the
 *        member's real name (an operator's reset after a failed identity check)
 * They answer the spec envelope; they need no signature.
 */
export function devModule(app: FastifyInstance): void {
  const { db } = servicesOf(app).store;
  app.get('/dev/outbox', async (req) => {
    const to = (req.query as { to?: unknown }).to;
    if (typeof to !== 'string' || to.trim() === '') return fail(ResponseCode.INVALID_PARAMETER, '请提供 to（手机号或邮箱）');
    return ok(await outboxFor(db, to));
  });

  app.post('/dev/site-config', async (req) => {
    const parsed = siteConfigPatch.safeParse(req.body ?? {});
    if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
    const current = await readSiteConfig(db);
    await writeSiteConfig(db, {
      ...(parsed.data.title !== undefined ? { title: parsed.data.title } : {}),
      ...(parsed.data.h5DomainUrl !== undefined ? { h5DomainUrl: parsed.data.h5DomainUrl } : {}),
      ...(parsed.data.customerServiceUrl !== undefined ? { customerServiceUrl: parsed.data.customerServiceUrl } : {}),
      ...(parsed.data.sealedValues !== undefined ? { sealedValues: parsed.data.sealedValues } : {}),
      ...(parsed.data.flags ? { flags: { ...current.flags, ...parsed.data.flags } } : {}),
    });
    return ok(await readSiteConfig(db));
  });

  app.get('/dev/captcha', async (req) => {
    const id = (req.query as { id?: unknown }).id;
    const found = typeof id === 'string' ? await peekCaptcha(db, id) : null;
    return found ? ok(found) : fail(ResponseCode.NOT_FOUND, '数据未找到');
  });

  app.post('/dev/captcha/age', async (req) => {
    const parsed = captchaAge.safeParse(req.body ?? {});
    if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
    return (await ageCaptcha(db, parsed.data.id, parsed.data.seconds * 1000)) ? ok(null) : fail(ResponseCode.NOT_FOUND, '数据未找到');
  });

  app.post('/dev/reset-guards', async () => {
    await resetGuards(db, servicesOf(app).rate);
    return ok(null);
  });

  /** Only the per-second flood counters: a journey's own setup calls (accounts made through the api) are not the player's submissions. */
  app.post('/dev/reset-flood', async () => {
    servicesOf(app).rate.clear();
    return ok(null);
  });

  app.post('/dev/codes/age', async (req) => {
    const parsed = codesAge.safeParse(req.body ?? {});
    if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
    return ok({ moved: await ageCodes(db, parsed.data.to, parsed.data.seconds * 1000) });
  });

  app.post('/dev/member', async (req) => {
    const parsed = memberPatch.safeParse(req.body ?? {});
    if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
    const { name, suspended, suspendMessage, realName } = parsed.data;
    if (!(await setSuspension(db, name, suspended, suspendMessage))) return fail(ResponseCode.NOT_FOUND, '数据未找到');
    if (realName === '') await clearRealName(db, name);
    return ok(null);
  });
}
