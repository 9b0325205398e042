import { z } from '../zod';
import { sportBatchSchema, sportCountsSchema } from '../contracts/sport';
import { chatEventSchema, chatLineSchema } from '../contracts/chat';
import { trackerStateSchema } from '../contracts/match-tracker';
import { WITHDRAW_STAGES } from '../rules/withdraw-tracker';
import { lazySchema } from '../lazy-schema';

/** A topic key: a sports board (boardKey), a chat room id, a member id. */
export const topicKeySchema = lazySchema(() =>
  z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z0-9_.:-]+$/),
);

/** What each live topic carries; the key says which match, room or member. */
export const topicDataSchemas = {
  /** One batch of changes of a sports board (key: boardKey(gameType, showType), e.g. 'FT.RB'). */
  sport: sportBatchSchema,
  /** The sport type counts (key: SPORT_COUNTS_KEY). */
  sportCounts: sportCountsSchema,
  /** One line in a chat room. */
  chat: chatLineSchema,
  /** Every other message a chat room hears (mute, clear, destroy, status, score push…; key: the room id). */
  chatEvent: chatEventSchema,
  /** 赛况: the tracker of one in-play match (key: the match id); a subscriber gets its state now, then each change. */
  tracker: trackerStateSchema,
  /** The balance of one member (key: the member id); only that member may watch it. */
  balance: z.object({ centerWalletBalance: z.number(), totalMoney: z.number() }),
  /** One of the member's withdrawals reached a stage or was held (key: the member id); the tracker reads it again. */
  withdrawal: z.object({ orderNo: z.string(), stage: z.enum(WITHDRAW_STAGES) }),
} as const;

export type LiveTopic = keyof typeof topicDataSchemas;
export type TopicData = { [T in LiveTopic]: z.infer<(typeof topicDataSchemas)[T]> };
export const LIVE_TOPICS = Object.keys(topicDataSchemas) as LiveTopic[];
export const liveTopicSchema = lazySchema(() => z.enum(LIVE_TOPICS as [LiveTopic, ...LiveTopic[]]));

/** Topics a socket may watch only for its own logged-in member (key = member id). */
export const MEMBER_TOPICS: readonly LiveTopic[] = ['balance', 'withdrawal'];

/** One push as it travels through the hub and to the socket. */
export interface TopicMessage<T extends LiveTopic = LiveTopic> {
  topic: T;
  key: string;
  data: TopicData[T];
}

export const topicMessageSchema = lazySchema(() =>
  z.object({ topic: liveTopicSchema, key: topicKeySchema, data: z.unknown() }).transform((m, ctx): TopicMessage => {
    const parsed = topicDataSchemas[m.topic].safeParse(m.data);
    if (!parsed.success) {
      ctx.addIssue({ code: 'custom', message: `bad ${m.topic} data` });
      return z.NEVER;
    }
    return { topic: m.topic, key: m.key, data: parsed.data } as TopicMessage;
  }),
);

/** One string per topic + key ('sport:FT.RB'): the unit of subscription. */
export const topicId = (topic: LiveTopic, key: string): string => `${topic}:${key}`;
