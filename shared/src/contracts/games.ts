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
