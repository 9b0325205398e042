import { z } from '../zod';
import { defineContract } from '../contract';
import { REFERRAL_CODE_PATTERN } from '../storage-keys';
import { lazySchema } from '../lazy-schema';

/**
 * Friend invitation (/activity/friendInvitation): the member's own invite code (the iCode a friend
 * registers with, spec §3 Register payload), the friends who registered with it and the reward each
 * earned. The reward rule is a table: one reward per friend, on the friend's first paid deposit.
 */
export const INVITE_REWARD = {
  /** Percent of the friend's first deposit paid to the inviter… */
  percent: 10,
  /** …up to this much (fen). */
  capFen: 8_800,
  /** The first deposit must be at least this much (fen) to earn a reward. */
  minDepositFen: 10_000,
  /** Valid bets asked for before a withdrawal: the reward × this. */
  turnoverMultiple: 1,
} as const;

/** The inviter's reward for a friend's first deposit (fen); 0 when the deposit is too small. */
export function inviteRewardFen(depositFen: number): number {
  if (!Number.isSafeInteger(depositFen) || depositFen < INVITE_REWARD.minDepositFen) return 0;
  return Math.min(INVITE_REWARD.capFen, Math.floor((depositFen * INVITE_REWARD.percent) / 100));
}

/** The invite code's alphabet and length (no 0/O, 1/I/L look-alikes); it also matches REFERRAL_CODE_PATTERN. */
export const INVITE_CODE = { alphabet: '23456789ABCDEFGHJKMNPQRSTUVWXYZ', length: 8 } as const;
export const isInviteCode = (s: string): boolean =>
  s.length === INVITE_CODE.length && REFERRAL_CODE_PATTERN.test(s) && [...s].every((c) => INVITE_CODE.alphabet.includes(c));

/** Friends per page on the invitation page. */
export const INVITE_PAGE_SIZE = 10;

export const invitedFriendSchema = lazySchema(() =>
  z.object({
    /** The friend's name, masked (first and last character). */
    name: z.string(),
    registeredAt: z.number(),
    /** Whether the friend has made a paid deposit. */
    deposited: z.boolean(),
    /** The reward this friend earned the member (yuan; 0 when none yet). */
    reward: z.number(),
  }),
);
export type InvitedFriend = z.infer<typeof invitedFriendSchema>;

export const inviteInfo = defineContract({
  path: '/act/api/v1/invite/info',
  auth: true,
  request: lazySchema(() =>
    z.object({ pageNum: z.number({ message: '请求参数错误：pageNum' }).int('请求参数错误：pageNum').min(1, '请求参数错误：pageNum').default(1) }).strict(),
  ),
  response: lazySchema(() =>
    z.object({
      /** The member's own invite code (made on the first call, kept for good). */
      inviteCode: z.string(),
      friends: z.array(invitedFriendSchema).max(INVITE_PAGE_SIZE),
      total: z.number().int(),
      /** Friends who deposited, and the rewards earned in all (yuan). */
      depositedCount: z.number().int(),
      rewardTotal: z.number(),
    }),
  ),
});
