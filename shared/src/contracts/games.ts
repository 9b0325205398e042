import { z } from 'zod';
import { defineContract } from '../contract';

/** An amount as the player typed it: yuan, at most 2 decimals, at most 12 characters (spec §5, §9). */
export const amountTextSchema = z
  .string()
  .max(12, '金额最多12位')
  .regex(/^(0|[1-9]\d*)(\.\d{1,2})?$/, '请输入正确的金额，最多两位小数');

/** Venue transfer (spec §3): ty 1 = centre wallet → venue, 0 = venue → centre wallet. */
export const venueTransfer = defineContract({
  path: '/game/api/v1/venue/transfer',
  auth: true,
  movesMoney: true,
  request: z.object({
    channelCode: z.string().min(1).max(20),
    amount: amountTextSchema,
    ty: z.union([z.literal(0), z.literal(1)]),
    isActivity: z.union([z.literal(0), z.literal(1)]).optional(),
  }),
  response: z.object({ centerWalletBalance: z.number(), balance: z.number() }),
});

/** One venue's balance (spec §7 venue/balance). */
export const venueBalance = defineContract({
  path: '/game/api/v1/venue/balance',
  auth: true,
  request: z.object({ channelCode: z.string().min(1).max(20) }),
  response: z.object({ channelCode: z.string(), balance: z.number() }),
});

/**
 * Recycle (spec §7): every venue balance back to the centre wallet, one result per venue that held money.
 * Moves money: one idempotency key per click of 一键回收.
 */
export const recycle = defineContract({
  path: '/game/api/v1/venue/recycle',
  auth: true,
  movesMoney: true,
  request: z.object({}).strict(),
  response: z.object({
    centerWalletBalance: z.number(),
    results: z.array(z.object({ channelCode: z.string(), name: z.string(), amount: z.number(), ok: z.boolean(), message: z.string() })),
  }),
});

/** Auto-transfer (spec §7 status/setAutoTransferStatus): on = entering a venue moves the whole centre balance in; leaving recycles. */
export const setAutoTransferStatus = defineContract({
  path: '/game/api/v1/status/setAutoTransferStatus',
  auth: true,
  request: z.object({ status: z.union([z.literal(0), z.literal(1)]) }),
  response: z.object({ status: z.union([z.literal(0), z.literal(1)]) }),
});
