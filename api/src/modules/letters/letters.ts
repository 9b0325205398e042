import type { FastifyInstance } from 'fastify';
import { feedbackUnreadNum, getUnreadForType, type UnreadCounts } from '@site/shared';
import { LETTER_KINDS } from '../../db/schema';
import { memberRoute } from '../../http/contract-route';
import { unreadFeedbackReplies, unreadLettersByKind } from './letter-queries';

/** Unread letters per kind; feedback replies not yet read. */
export function lettersModule(app: FastifyInstance): void {
  memberRoute(app, getUnreadForType, async (_body, ctx) => {
    const counts = Object.fromEntries(LETTER_KINDS.map((k) => [`${k}_count`, 0])) as UnreadCounts;
    for (const r of await unreadLettersByKind(ctx.db, ctx.memberId)) counts[`${r.kind}_count`] = r.n;
    return counts;
  });

  memberRoute(app, feedbackUnreadNum, async (_body, ctx) => ({ count: await unreadFeedbackReplies(ctx.db, ctx.memberId) }));
}
