import { z } from 'zod';
import { defineContract } from '../contract';

export const unreadCountsSchema = z.object({
  brnotice_count: z.number(),
  bractivity_count: z.number(),
  brbulletin_count: z.number(),
  brmatch_count: z.number(),
  brfd_count: z.number(),
  notice_count: z.number(),
  activity_count: z.number(),
  fd_count: z.number(),
});
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** The eight counts summed (spec §3); feedback unread is counted apart. */
export function sumUnread(c: UnreadCounts): number {
  return c.brnotice_count + c.bractivity_count + c.brbulletin_count + c.brmatch_count + c.brfd_count + c.notice_count + c.activity_count + c.fd_count;
}

export const getUnreadForType = defineContract({
  path: '/site/api/v1/site/letter/getUnreadForType',
  auth: true,
  request: z.object({ userSystem: z.literal(1) }),
  response: unreadCountsSchema,
});

export const feedbackUnreadNum = defineContract({
  path: '/site/api/v1/user/feedback/unreadNum',
  auth: true,
  request: z.object({}).strict(),
  response: z.object({ count: z.number() }),
});
