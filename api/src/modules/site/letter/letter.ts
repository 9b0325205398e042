import type { FastifyInstance } from 'fastify';
import {
  getUnreadForType,
  LETTER_TYPES,
  letterDelete,
  letterList,
  letterOnekeyRead,
  letterRead,
  ResponseCode,
  SiteError,
  type UnreadCounts,
} from '@site/shared';
import { LETTER_KINDS } from '../../../db/schema';
import { memberRoute } from '../../../http/contract-route';
import { deleteLetters, lettersPage, markRead, ownLetters, readAllOfKinds, unreadLettersByKind } from '../../letters/letter-queries';

export const LETTER_MSG = { missing: '消息不存在或已删除', read: '已标记为已读', deleted: '删除成功' } as const;

/** Unread letters per kind; the letter list, read, delete and one-key read of /mine/message. */
export function lettersModule(app: FastifyInstance): void {
  memberRoute(app, getUnreadForType, async (_body, ctx) => {
    const counts = Object.fromEntries(LETTER_KINDS.map((k) => [`${k}_count`, 0])) as UnreadCounts;
    for (const r of await unreadLettersByKind(ctx.db, ctx.memberId)) counts[`${r.kind}_count`] = r.n;
    return counts;
  });

  memberRoute(app, letterList, async (body, ctx) => {
    const page = await lettersPage(ctx.db, ctx.memberId, LETTER_TYPES[body.type], (body.pageNum - 1) * body.pageSize, body.pageSize);
    return {
      list: page.rows.map((r) => ({ id: r.id, kind: r.kind, title: r.title, content: r.content, createdAt: Number(r.created_at), read: r.read_at !== null })),
      total: page.total,
      unread: page.unread,
    };
  });

  memberRoute(app, letterRead, async (body, ctx) => {
    if ((await ownLetters(ctx.db, ctx.memberId, body.ids)) === 0) throw new SiteError(ResponseCode.NOT_FOUND, LETTER_MSG.missing);
    ctx.message = LETTER_MSG.read;
    return { changed: await markRead(ctx.db, ctx.memberId, body.ids, ctx.now) };
  });

  memberRoute(app, letterDelete, async (body, ctx) => {
    const changed = await deleteLetters(ctx.db, ctx.memberId, body.ids, ctx.now);
    if (changed === 0) throw new SiteError(ResponseCode.NOT_FOUND, LETTER_MSG.missing);
    ctx.message = LETTER_MSG.deleted;
    return { changed };
  });

  memberRoute(app, letterOnekeyRead, async (body, ctx) => {
    ctx.message = LETTER_MSG.read;
    return { changed: await readAllOfKinds(ctx.db, ctx.memberId, LETTER_TYPES[body.type], ctx.now) };
  });
}
