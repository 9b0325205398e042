import { z } from 'zod';
import { BANNER_LINK_PATTERN, BANNER_TONES, type Banner } from '@site/shared';
import type { Db } from '../../db';

/** The notices of the home page's marquee that are live at `now`, newest first within their sort. */
export async function noticesPage(db: Db, now: number, pageNum: number, pageSize: number) {
  const live = db
    .selectFrom('site_notice')
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]));
  const total = await live.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst();
  const rows = await live
    .select(['id', 'title', 'content', 'starts_at'])
    .orderBy('sort', 'desc')
    .orderBy('starts_at', 'desc')
    .orderBy('id', 'desc')
    .limit(pageSize)
    .offset((pageNum - 1) * pageSize)
    .execute();
  return { list: rows.map((r) => ({ id: r.id, title: r.title, content: r.content, publishedAt: Number(r.starts_at) })), total: Number(total?.n ?? 0) };
}

/** The promotion banners live at `now`, in their order. */
export async function bannersLive(db: Db, now: number): Promise<Banner[]> {
  const rows = await db
    .selectFrom('site_banner')
    .select(['id', 'title', 'subtitle', 'image', 'tone', 'link'])
    .where('starts_at', '<=', now)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .orderBy('sort', 'desc')
    .orderBy('id')
    .limit(20)
    .execute();
  return rows;
}

/** What the ops verb (site-content-cli.ts) and the seed write: checked like a request body, Chinese messages. */
export const noticeInput = z
  .object({
    title: z.string().trim().min(1, '请填写公告标题').max(60, '公告标题最多 60 个字'),
    content: z.string().trim().min(1, '请填写公告内容').max(500, '公告内容最多 500 个字'),
    sort: z.number().int().min(0).max(999).default(0),
    startsAt: z.number().int().min(0).optional(),
    endsAt: z.number().int().min(0).nullable().default(null),
  })
  .strict();
export const bannerInput = z
  .object({
    title: z.string().trim().min(1, '请填写横幅标题').max(30, '横幅标题最多 30 个字'),
    subtitle: z.string().trim().max(60, '横幅副标题最多 60 个字').default(''),
    image: z
      .string()
      .trim()
      .regex(/^(|https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, '横幅图片须为 https:// 或站内地址')
      .default(''),
    tone: z.enum(BANNER_TONES, { message: `横幅颜色须为 ${BANNER_TONES.join(' / ')}` }).default('gold'),
    link: z.string().trim().regex(BANNER_LINK_PATTERN, '横幅链接须为活动页地址，如 /activity/discount'),
    sort: z.number().int().min(0).max(999).default(0),
    startsAt: z.number().int().min(0).optional(),
    endsAt: z.number().int().min(0).nullable().default(null),
  })
  .strict();
export const sponsorInput = z
  .object({
    title: z.string().trim().min(1, '请填写赞助标题').max(40, '赞助标题最多 40 个字'),
    content: z.string().trim().min(1, '请填写赞助内容').max(1000, '赞助内容最多 1000 个字'),
    image: z
      .string()
      .trim()
      .regex(/^(|https:\/\/[^\s"'<>]+|\/[^\s"'<>]*)$/, '赞助图片须为 https:// 或站内地址')
      .default(''),
  })
  .strict();

export async function addNotice(db: Db, input: z.output<typeof noticeInput>, now: number): Promise<number> {
  const row = await db
    .insertInto('site_notice')
    .values({ title: input.title, content: input.content, sort: input.sort, starts_at: input.startsAt ?? now, ends_at: input.endsAt, created_at: now })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addBanner(db: Db, input: z.output<typeof bannerInput>, now: number): Promise<number> {
  const row = await db
    .insertInto('site_banner')
    .values({
      title: input.title,
      subtitle: input.subtitle,
      image: input.image,
      tone: input.tone,
      link: input.link,
      sort: input.sort,
      starts_at: input.startsAt ?? now,
      ends_at: input.endsAt,
      created_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function addSponsor(db: Db, input: z.output<typeof sponsorInput>): Promise<number> {
  const last = await db
    .selectFrom('sponsor')
    .select((eb) => eb.fn.max<number>('id').as('id'))
    .executeTakeFirst();
  const id = Number(last?.id ?? 0) + 1;
  await db.insertInto('sponsor').values({ id, title: input.title, content: input.content, image: input.image }).execute();
  return id;
}

/** Ends a notice or a banner now (it stays in the table, no longer shown); false when there is none live with that id. */
export async function endContent(db: Db, kind: 'notice' | 'banner', id: number, now: number): Promise<boolean> {
  const table = kind === 'notice' ? 'site_notice' : 'site_banner';
  const out = await db
    .updateTable(table)
    .set({ ends_at: now })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('ends_at', 'is', null), eb('ends_at', '>', now)]))
    .executeTakeFirst();
  return Number(out.numUpdatedRows) > 0;
}
