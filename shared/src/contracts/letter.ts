import { z } from '../zod';
import { defineContract } from '../contract';
import { lazySchema } from '../lazy-schema';

export const unreadCountsSchema = lazySchema(() =>
  z.object({
    brnotice_count: z.number(),
    bractivity_count: z.number(),
    brbulletin_count: z.number(),
    brmatch_count: z.number(),
    brfd_count: z.number(),
    notice_count: z.number(),
    activity_count: z.number(),
    fd_count: z.number(),
  }),
);
export type UnreadCounts = z.infer<typeof unreadCountsSchema>;

/** The eight counts summed (spec §3); feedback unread is counted apart. */
export function sumUnread(c: UnreadCounts): number {
  return c.brnotice_count + c.bractivity_count + c.brbulletin_count + c.brmatch_count + c.brfd_count + c.notice_count + c.activity_count + c.fd_count;
}

export const getUnreadForType = defineContract({
  path: '/site/api/v1/site/letter/getUnreadForType',
  auth: true,
  request: lazySchema(() => z.object({ userSystem: z.literal(1) })),
  response: unreadCountsSchema,
});

export const feedbackUnreadNum = defineContract({
  path: '/site/api/v1/user/feedback/unreadNum',
  auth: true,
  request: lazySchema(() => z.object({}).strict()),
  response: lazySchema(() => z.object({ count: z.number() })),
});

/** The letter kinds of the unread counts (spec §3), one name each. */
export const LETTER_KIND_NAMES = ['brnotice', 'bractivity', 'brbulletin', 'brmatch', 'brfd', 'notice', 'activity', 'fd'] as const;
export type LetterKindName = (typeof LETTER_KIND_NAMES)[number];

/** The tabs of /mine/message and the letter kinds each shows. */
export const LETTER_TYPES = {
  all: LETTER_KIND_NAMES,
  notice: ['notice', 'brnotice', 'brbulletin'],
  activity: ['activity', 'bractivity'],
  match: ['brmatch'],
  feedback: ['fd', 'brfd'],
} as const satisfies Record<string, readonly LetterKindName[]>;
export type LetterType = keyof typeof LETTER_TYPES;
export const letterTypeSchema = lazySchema(() => z.enum(['all', 'notice', 'activity', 'match', 'feedback']));

export const letterSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: z.enum(LETTER_KIND_NAMES),
    title: z.string(),
    content: z.string(),
    /** ms since the epoch. */
    createdAt: z.number(),
    read: z.boolean(),
  }),
);
export type Letter = z.infer<typeof letterSchema>;

export const LETTER_PAGE_SIZE = 10;
const ids = lazySchema(() =>
  z
    .array(z.number().int().positive(), { error: () => '请选择消息' })
    .min(1, { error: () => '请选择消息' })
    .max(100),
);

/** The member's letters of a type, newest first, one page; unread counts the type's unread. */
export const letterList = defineContract({
  path: '/site/api/v1/site/letter/list',
  auth: true,
  request: lazySchema(() =>
    z.object({
      type: letterTypeSchema.default('all'),
      pageNum: z.number().int().min(1).max(10_000).default(1),
      pageSize: z.number().int().min(1).max(50).default(LETTER_PAGE_SIZE),
    }),
  ),
  response: lazySchema(() => z.object({ list: z.array(letterSchema), total: z.number(), unread: z.number() })),
});

/** Marks letters read (opening one reads it); answers how many changed. 6004 when none is the member's. */
export const letterRead = defineContract({
  path: '/site/api/v1/site/letter/read',
  auth: true,
  request: lazySchema(() => z.object({ ids })),
  response: lazySchema(() => z.object({ changed: z.number() })),
});

/** Deletes letters (they leave every list and count); 6004 when none is the member's. */
export const letterDelete = defineContract({
  path: '/site/api/v1/site/letter/delete',
  auth: true,
  request: lazySchema(() => z.object({ ids })),
  response: lazySchema(() => z.object({ changed: z.number() })),
});

/** Reads every unread letter of a type at once (一键已读). */
export const letterOnekeyRead = defineContract({
  path: '/site/api/v1/site/letter/onekeyRead',
  auth: true,
  request: lazySchema(() => z.object({ type: letterTypeSchema.default('all') })),
  response: lazySchema(() => z.object({ changed: z.number() })),
});
