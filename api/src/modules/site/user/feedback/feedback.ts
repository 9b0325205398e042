import type { FastifyInstance } from 'fastify';
import {
  addFeedBack,
  delFeedback,
  fail,
  FEEDBACK_MSG,
  getFeedBackList,
  getFeedbackInfo,
  ok,
  ResponseCode,
  SiteError,
  UPLOAD_FILES_PREFIX,
  type FeedbackItem,
  feedbackUnreadNum,
} from '@site/shared';
import { issueMessage, memberRoute } from '../../../../http/contract-route';
import { servicesOf } from '../../../../services';
import { unreadFeedbackReplies } from '../../../letters/letter-queries';
import { uploadsOf } from '../../../upload/upload-files';
import { replyBody, replyToFeedback } from '../../../feedback/feedback-reply';
import { deleteFeedbackOf, feedbackOf, feedbackPage, insertFeedback, markReplyRead, type FeedbackRow } from '../../../feedback/feedback-queries';

function imagesOf(row: FeedbackRow): string[] {
  try {
    const parsed: unknown = JSON.parse(row.images);
    return Array.isArray(parsed) ? parsed.filter((v): v is string => typeof v === 'string') : [];
  } catch {
    return [];
  }
}

function itemOf(row: FeedbackRow): FeedbackItem {
  return {
    id: row.id,
    type: row.type,
    content: row.content,
    images: imagesOf(row),
    createdAt: Number(row.created_at),
    replied: row.reply !== null,
    unreadReply: row.reply !== null && row.reply_read === 0,
  };
}

/**
 * Feedback of /mine/feedback and /mine/feedbackList: the count of unread replies, send (type, text, up to 3 uploaded images),
 * list, detail with the reply (reads it), delete. In dev mode POST /dev/feedback/reply { id, reply }
 * is the ops verb for e2e (npm run feedback:reply is the one for operators).
 */
export function feedbackModule(app: FastifyInstance): void {
  memberRoute(app, feedbackUnreadNum, async (_body, ctx) => ({ count: await unreadFeedbackReplies(ctx.db, ctx.memberId) }));

  memberRoute(app, addFeedBack, async (body, ctx) => {
    // Only images this member uploaded (upload/uploadImage) may be attached.
    const names = body.images.map((url) => url.slice(UPLOAD_FILES_PREFIX.length));
    const own = await uploadsOf(ctx.db, ctx.memberId, names);
    if (names.some((n) => !own.has(n))) throw new SiteError(ResponseCode.INVALID_PARAMETER, FEEDBACK_MSG.imageUnknown);
    const id = await insertFeedback(ctx.db, ctx.memberId, body.type, body.content, body.images, ctx.now);
    ctx.message = FEEDBACK_MSG.sent;
    return { id };
  });

  memberRoute(app, getFeedBackList, async (body, ctx) => {
    const page = await feedbackPage(ctx.db, ctx.memberId, (body.pageNum - 1) * body.pageSize, body.pageSize);
    return { list: page.rows.map(itemOf), total: page.total };
  });

  memberRoute(app, getFeedbackInfo, async (body, ctx) => {
    const row = await feedbackOf(ctx.db, ctx.memberId, body.id);
    if (!row) throw new SiteError(ResponseCode.NOT_FOUND, FEEDBACK_MSG.missing);
    await markReplyRead(ctx.db, row.id);
    return { ...itemOf(row), unreadReply: false, reply: row.reply ?? '', repliedAt: row.replied_at === null ? null : Number(row.replied_at) };
  });

  memberRoute(app, delFeedback, async (body, ctx) => {
    if (!(await deleteFeedbackOf(ctx.db, ctx.memberId, body.id, ctx.now))) throw new SiteError(ResponseCode.NOT_FOUND, FEEDBACK_MSG.missing);
    ctx.message = FEEDBACK_MSG.deleted;
    return { deleted: true as const };
  });

  const { dev, store, now } = servicesOf(app);
  if (dev) {
    app.post('/dev/feedback/reply', async (req) => {
      const parsed = replyBody.safeParse(req.body ?? {});
      if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
      const done = await replyToFeedback(store.db, parsed.data.id, parsed.data.reply, now());
      return done ? ok({ replied: true }) : fail(ResponseCode.NOT_FOUND, FEEDBACK_MSG.missing);
    });
  }
}
