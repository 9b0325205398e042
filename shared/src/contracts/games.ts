import { z } from '../zod';
import { defineContract } from '../contract';
import { AMOUNT_MAX_LENGTH, YUAN_TEXT_PATTERN } from '../rules/amounts';
import { lazySchema } from '../lazy-schema';

export const AMOUNT_MSG = '请输入正确的金额，最多两位小数';

/**
 * An amount as the player typed it: yuan, at most 2 decimals, at most 12 characters (spec §5, §9).
 * Text only: a number (1e12, NaN sent as null) is refused like '1e3' or '0x10'.
 */
export const amountTextSchema = lazySchema(() => z.string({ error: AMOUNT_MSG }).max(AMOUNT_MAX_LENGTH, '金额最多12位').regex(YUAN_TEXT_PATTERN, AMOUNT_MSG));

export const OWN_WALLET_MSG = '只能操作本人的钱包';

/** The member is the session's: a body naming another member (memberId / userId) is refused. */
export const ownWalletOnly = {
  memberId: z.never({ error: OWN_WALLET_MSG }).optional(),
  userId: z.never({ error: OWN_WALLET_MSG }).optional(),
};

const channelCodeSchema = lazySchema(() => z.string({ error: '请选择场馆' }).min(1, '请选择场馆').max(20, '场馆不存在'));

/** Venue transfer (spec §3): ty 1 = centre wallet → venue, 0 = venue → centre wallet. */
export const venueTransfer = defineContract({
  path: '/game/api/v1/venue/transfer',
  auth: true,
  movesMoney: true,
  request: lazySchema(() =>
    z.object({
      channelCode: channelCodeSchema,
      amount: amountTextSchema,
      ty: z.union([z.literal(0), z.literal(1)], { error: '请选择转入或转出' }),
      isActivity: z.union([z.literal(0), z.literal(1)]).optional(),
      ...ownWalletOnly,
    }),
  ),
  response: lazySchema(() => z.object({ centerWalletBalance: z.number(), balance: z.number() })),
});

/** One venue's balance (spec §7 venue/balance). */
export const venueBalance = defineContract({
  path: '/game/api/v1/venue/balance',
  auth: true,
  request: lazySchema(() => z.object({ channelCode: channelCodeSchema, ...ownWalletOnly })),
  response: lazySchema(() => z.object({ channelCode: z.string(), balance: z.number() })),
});

/**
 * Recycle (spec §7): every venue balance back to the centre wallet, one result per venue that held money.
 * Moves money: one idempotency key per click of 一键回收.
 */
export const recycle = defineContract({
  path: '/game/api/v1/venue/recycle',
  auth: true,
  movesMoney: true,
  request: lazySchema(() => z.object({ ...ownWalletOnly })),
  response: lazySchema(() =>
    z.object({
      centerWalletBalance: z.number(),
      results: z.array(z.object({ channelCode: z.string(), name: z.string(), amount: z.number(), ok: z.boolean(), message: z.string() })),
    }),
  ),
});

/** Auto-transfer (spec §7 status/setAutoTransferStatus): on = entering a venue moves the whole centre balance in; leaving recycles. */
export const setAutoTransferStatus = defineContract({
  path: '/game/api/v1/status/setAutoTransferStatus',
  auth: true,
  request: lazySchema(() => z.object({ status: z.union([z.literal(0), z.literal(1)], { error: '自动转账状态只能是0或1' }), ...ownWalletOnly })),
  response: lazySchema(() => z.object({ status: z.union([z.literal(0), z.literal(1)]) })),
});
