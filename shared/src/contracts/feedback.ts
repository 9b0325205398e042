import { z } from '../zod';
import { defineContract } from '../contract';
import { UPLOAD_URL_PATTERN } from './upload';
import { lazySchema } from '../lazy-schema';

/** Feedback types of /mine/feedback (the number is stored), in the order shown. */
export const FEEDBACK_TYPES = [
  { type: 1, name: '存款问题' },
  { type: 2, name: '提款问题' },
  { type: 3, name: '游戏问题' },
  { type: 4, name: '账户问题' },
  { type: 5, name: '优惠活动' },
  { type: 6, name: '其他建议' },
] as const;
export type FeedbackType = (typeof FEEDBACK_TYPES)[number]['type'];

export const FEEDBACK_LIMITS = {
  contentMin: 5,
  contentMax: 500,
  /** At most this many images per feedback. */
  images: 3,
  pageSize: 10,
} as const;

export const FEEDBACK_MSG = {
  typeRequired: '请选择反馈类型',
  contentShort: '请详细描述您的问题（至少5个字）',
  contentLong: '反馈内容最多500个字',
  tooManyImages: '最多上传3张图片',
  imageUnknown: '图片无效，请重新上传',
  missing: '反馈不存在或已删除',
  sent: '提交成功，我们会尽快回复您',
  deleted: '删除成功',
} as const;

const typeField = lazySchema(() =>
  z.union(
    FEEDBACK_TYPES.map((f) => z.literal(f.type)) as unknown as [z.ZodLiteral<FeedbackType>, z.ZodLiteral<FeedbackType>, ...z.ZodLiteral<FeedbackType>[]],
    { error: () => FEEDBACK_MSG.typeRequired },
  ),
);

/** Sends a feedback: a type, 5-500 characters, up to 3 images uploaded first (their urls). */
export const addFeedBack = defineContract({
  path: '/site/api/v1/user/feedback/addFeedBack',
  auth: true,
  request: lazySchema(() =>
    z.object({
      type: typeField,
      content: z
        .string({ error: () => FEEDBACK_MSG.contentShort })
        .trim()
        .min(FEEDBACK_LIMITS.contentMin, { error: () => FEEDBACK_MSG.contentShort })
        .max(FEEDBACK_LIMITS.contentMax, { error: () => FEEDBACK_MSG.contentLong }),
      images: z
        .array(z.string().regex(UPLOAD_URL_PATTERN, { error: () => FEEDBACK_MSG.imageUnknown }))
        .max(FEEDBACK_LIMITS.images, { error: () => FEEDBACK_MSG.tooManyImages })
        .default([]),
    }),
  ),
  response: lazySchema(() => z.object({ id: z.number() })),
});

export const feedbackItemSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    type: z.number(),
    content: z.string(),
    images: z.array(z.string()),
    createdAt: z.number(),
    replied: z.boolean(),
    /** A reply the member has not opened yet. */
    unreadReply: z.boolean(),
  }),
);
export type FeedbackItem = z.infer<typeof feedbackItemSchema>;

export const getFeedBackList = defineContract({
  path: '/site/api/v1/user/feedback/getFeedBackList',
  auth: true,
  request: lazySchema(() =>
    z.object({ pageNum: z.number().int().min(1).max(10_000).default(1), pageSize: z.number().int().min(1).max(50).default(FEEDBACK_LIMITS.pageSize) }),
  ),
  response: lazySchema(() => z.object({ list: z.array(feedbackItemSchema), total: z.number() })),
});

/** One feedback with its reply; opening it reads the reply (feedback unreadNum drops). */
export const getFeedbackInfo = defineContract({
  path: '/site/api/v1/user/feedback/getFeedbackInfo',
  auth: true,
  request: lazySchema(() =>
    z.object({
      id: z
        .number({ error: () => FEEDBACK_MSG.missing })
        .int()
        .positive({ error: () => FEEDBACK_MSG.missing }),
    }),
  ),
  response: lazySchema(() => feedbackItemSchema.extend({ reply: z.string(), repliedAt: z.number().nullable() })),
});

export const delFeedback = defineContract({
  path: '/site/api/v1/user/feedback/delFeedback',
  auth: true,
  request: lazySchema(() =>
    z.object({
      id: z
        .number({ error: () => FEEDBACK_MSG.missing })
        .int()
        .positive({ error: () => FEEDBACK_MSG.missing }),
    }),
  ),
  response: lazySchema(() => z.object({ deleted: z.literal(true) })),
});
