import type { FastifyInstance } from 'fastify';
import { feedbackUnreadNum, getUnreadForType, type UnreadCounts } from '@site/shared';
import type { Db } from '../db';
import { route } from '../http/contract-route';

const KINDS = ['brnotice', 'bractivity', 'brbulletin', 'brmatch', 'brfd', 'notice', 'activity', 'fd'] as const;

/** Unread letters per kind (letter.read_at empty, not deleted); feedback replies not yet read. */
export function lettersModule(app: FastifyInstance, db: Db): void {
  route(app, getUnreadForType, (_body, ctx) => {
    const rows = db
      .prepare('SELECT kind, COUNT(*) AS n FROM letter WHERE member_id = ? AND read_at IS NULL AND deleted_at IS NULL GROUP BY kind')
      .all(ctx.memberId) as { kind: (typeof KINDS)[number]; n: number }[];
    const counts = Object.fromEntries(KINDS.map((k) => [`${k}_count`, 0])) as UnreadCounts;
    for (const r of rows) counts[`${r.kind}_count`] = r.n;
    return counts;
  });

  route(app, feedbackUnreadNum, (_body, ctx) => {
    const { n } = db
      .prepare('SELECT COUNT(*) AS n FROM feedback WHERE member_id = ? AND reply IS NOT NULL AND reply_read = 0 AND deleted_at IS NULL')
      .get(ctx.memberId) as { n: number };
    return { count: n };
  });
}
