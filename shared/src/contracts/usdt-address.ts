import { z } from '../zod';
import { defineContract } from '../contract';
import { CARD_LIMITS, CARD_MSG, UsdtNetwork } from '../rules/cards';
import { checkUsdtAddress } from '../rules/usdt-address';
import { withdrawCardSchema } from './cards';
import { lazySchema } from '../lazy-schema';

// The USDT address contract apart from the other accounts' (contracts/cards.ts): its check needs crypto-js
// (rules/usdt-address.ts), which a page that lists the accounts does not load.

/** Adds a USDT address on a network (TRC20 / ERC20), checked per network; answers as addBankCard. */
export const addUsdtAddress = defineContract({
  path: '/fd/api/v1/bankCard/usdt/add',
  auth: true,
  request: lazySchema(() =>
    z
      .object({
        network: z.enum([UsdtNetwork.TRC20, UsdtNetwork.ERC20], { error: () => CARD_MSG.networkRequired }),
        address: z
          .string({ error: () => CARD_MSG.addressRequired })
          .trim()
          .max(CARD_LIMITS.usdtAddressMax, { error: () => CARD_MSG.addressWrong }),
        alias: z
          .string()
          .trim()
          .max(CARD_LIMITS.aliasMax, { error: () => CARD_MSG.aliasTooLong })
          .default(''),
      })
      .superRefine((b, ctx) => {
        const key = checkUsdtAddress(b.network, b.address);
        if (key) ctx.addIssue({ code: 'custom', message: CARD_MSG[key], path: ['address'] });
      }),
  ),
  response: lazySchema(() => z.object({ card: withdrawCardSchema })),
});
