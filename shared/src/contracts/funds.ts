import { z } from '../zod';
import { defineContract } from '../contract';
import { ownWalletOnly } from './games';
import { lazySchema } from '../lazy-schema';

/** Central wallet balance; withLockMoney adds money locked by running orders. */
export const getBalance = defineContract({
  path: '/fd/api/v1/transfer/getBalance',
  auth: true,
  request: lazySchema(() => z.object({ withLockMoney: z.number().int().min(0).max(1).optional(), ...ownWalletOnly })),
  response: lazySchema(() => z.object({ centerWalletBalance: z.number(), lockMoney: z.number() })),
});

/** Balance over all venues of a category; category 8 gives the total (spec §9). */
export const allBalance = defineContract({
  path: '/game/api/v1/venue/allBalance',
  auth: true,
  request: lazySchema(() =>
    z.object({
      category: z.number({ error: '请选择场馆类别' }).int('请选择场馆类别').min(1, '请选择场馆类别').max(8, '请选择场馆类别'),
      ...ownWalletOnly,
    }),
  ),
  response: lazySchema(() =>
    z.object({
      totalMoney: z.number(),
      /** The member's auto-transfer switch (setAutoTransferStatus): 1 on, 0 off. */
      autoTransfer: z.union([z.literal(0), z.literal(1)]),
      venues: z.array(z.object({ channelCode: z.string(), name: z.string(), balance: z.number() })),
    }),
  ),
});
