import type { z } from 'zod';
import type { Db } from '../../db';
import { addBanner, addNotice, addSponsor, bannerInput, bannersLive, endContent, noticeInput, noticesPage, sponsorInput } from './advertising-content';
import { sponsors } from './site-queries';

export const SITE_CONTENT_USAGE = [
  '用法：npm run site:content -- <命令>',
  '  list                                         列出在线公告、横幅与赞助',
  '  notice <标题> <内容>                          发布跑马灯公告',
  '  banner <标题> <活动页地址> [副标题] [颜色]      发布首页横幅（颜色 gold/red/blue/green）',
  '  sponsor <标题> <内容>                         添加赞助内容',
  '  end notice|banner <编号>                      下架公告或横幅',
].join('\n');

export type VerbOutcome = { ok: true; result: unknown } | { ok: false; message: string; usage: boolean };

const usage = (): VerbOutcome => ({ ok: false, message: SITE_CONTENT_USAGE, usage: true });

function checked<S extends z.ZodType>(schema: S, value: unknown): { ok: true; data: z.output<S> } | { ok: false; message: string } {
  const parsed = schema.safeParse(value);
  return parsed.success ? { ok: true, data: parsed.data } : { ok: false, message: parsed.error.issues[0]?.message ?? '参数错误' };
}

/** One verb of the ops CLI, as a pure-ish function of the database (the CLI is its thin shell; the tests call it). */
export async function runSiteContentVerb(db: Db, args: readonly string[], now: number): Promise<VerbOutcome> {
  const [verb, ...rest] = args;
  switch (verb) {
    case 'list':
      return { ok: true, result: { notices: (await noticesPage(db, now, 1, 50)).list, banners: await bannersLive(db, now), sponsors: await sponsors(db) } };
    case 'notice': {
      if (rest.length !== 2) return usage();
      const input = checked(noticeInput, { title: rest[0], content: rest[1] });
      if (!input.ok) return { ok: false, message: input.message, usage: false };
      return { ok: true, result: { notice: await addNotice(db, input.data, now) } };
    }
    case 'banner': {
      if (rest.length < 2 || rest.length > 4) return usage();
      const input = checked(bannerInput, { title: rest[0], link: rest[1], subtitle: rest[2], tone: rest[3] });
      if (!input.ok) return { ok: false, message: input.message, usage: false };
      return { ok: true, result: { banner: await addBanner(db, input.data, now) } };
    }
    case 'sponsor': {
      if (rest.length !== 2) return usage();
      const input = checked(sponsorInput, { title: rest[0], content: rest[1] });
      if (!input.ok) return { ok: false, message: input.message, usage: false };
      return { ok: true, result: { sponsor: await addSponsor(db, input.data) } };
    }
    case 'end': {
      const [kind, idText] = rest;
      const id = Number(idText);
      if ((kind !== 'notice' && kind !== 'banner') || !Number.isSafeInteger(id) || id <= 0 || rest.length !== 2) return usage();
      const ended = await endContent(db, kind, id, now);
      return ended
        ? { ok: true, result: { [kind]: id, ended: true } }
        : { ok: false, message: `没有在线的${kind === 'notice' ? '公告' : '横幅'} ${id}`, usage: false };
    }
    default:
      return usage();
  }
}
