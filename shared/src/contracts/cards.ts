import { z } from '../zod';
import { defineContract } from '../contract';
import { CARD_LIMITS, CARD_MSG, checkAlipayAccount, checkBankCardNumber, UsdtNetwork, type CardRuleKey } from '../rules/cards';
import { MSG } from '../rules/account';
import { lazySchema } from '../lazy-schema';

/**
 * The member's withdrawal accounts (spec §7 Funds bankCard; terms: the holder must equal the
 * registered real name). Three kinds; a withdrawal names one by its id.
 */
export const CardKind = { BANK: 'bank', ALIPAY: 'alipay', USDT: 'usdt' } as const;
export type CardKindValue = (typeof CardKind)[keyof typeof CardKind];
export const usdtNetworkSchema = lazySchema(() => z.enum([UsdtNetwork.TRC20, UsdtNetwork.ERC20]));

export const cardKindSchema = lazySchema(() => z.enum([CardKind.BANK, CardKind.ALIPAY, CardKind.USDT]));

/** A bank the site pays out to (the bank list of /mine/addBankCard). */
export const bankSchema = lazySchema(() => z.object({ code: z.string(), name: z.string() }));
export type Bank = z.infer<typeof bankSchema>;

/**
 * One withdrawal account as every page shows it, and the card a withdrawal refers to:
 * - bank: bankCode/bankName of the bank, maskedNumber '6222 **** **** 0123' style ('**** 0123');
 * - alipay: bankName '支付宝', maskedNumber the masked account;
 * - usdt: bankName 'USDT-TRC20' / 'USDT-ERC20', network set, maskedNumber 'TXyz…abcd'.
 * holder is the masked real name ('张*'); the full number never leaves the api after adding.
 */
export const withdrawCardSchema = lazySchema(() =>
  z.object({
    id: z.number().int(),
    kind: cardKindSchema,
    bankCode: z.string(),
    bankName: z.string(),
    maskedNumber: z.string(),
    /** The last 4 characters of the number/account/address (for "尾号 0123"). */
    tail: z.string(),
    holder: z.string(),
    network: usdtNetworkSchema.nullable(),
    /** Optional label the member gave a USDT address. */
    alias: z.string(),
    createdAt: z.string(),
  }),
);
export type WithdrawCard = z.infer<typeof withdrawCardSchema>;

const cardsResponse = lazySchema(() => z.object({ cards: z.array(withdrawCardSchema) }));

/**
 * GET: the member's withdrawal accounts of every kind, newest first (bank cards, alipay
 * accounts, USDT addresses). Funds' withdrawal page reads it; withdraw/new names a card id.
 */
export const queryMemberBanksInfoList = defineContract({
  path: '/fd/api/v1/bankCard/queryMemberBanksInfoList',
  method: 'GET',
  auth: true,
  request: lazySchema(() => z.object({ kind: cardKindSchema.optional() })),
  response: cardsResponse,
});

/**
 * GET: what the member may add now: the bank list, the USDT networks, the limit per kind and
 * how many of each are held, and whether the real name is bound (adding needs it: 6449).
 */
export const withdrawAddList = defineContract({
  path: '/fd/api/v1/bankCard/withdraw/add/list',
  method: 'GET',
  auth: true,
  request: lazySchema(() => z.object({})),
  response: lazySchema(() =>
    z.object({
      banks: z.array(bankSchema),
      networks: z.array(z.object({ network: usdtNetworkSchema, name: z.string(), hint: z.string() })),
      limits: z.object({ bank: z.number(), alipay: z.number(), usdt: z.number() }),
      counts: z.object({ bank: z.number(), alipay: z.number(), usdt: z.number() }),
      /** The masked real name the holder must equal; '' when not bound. */
      holder: z.string(),
      bindRealName: z.boolean(),
    }),
  ),
});

const checked = (check: (v: string) => CardRuleKey | null, max: number, required: string, tooLong: string) =>
  z
    .string({ error: () => required })
    .max(max, { error: () => tooLong })
    .superRefine((v, ctx) => {
      const key = check(v);
      if (key) ctx.addIssue({ code: 'custom', message: CARD_MSG[key] });
    });

/** The holder is checked by the api against the bound real name (CARD_MSG.holderMismatch). */
const holderField = lazySchema(() =>
  z
    .string({ error: () => CARD_MSG.holderRequired })
    .trim()
    .min(1, { error: () => CARD_MSG.holderRequired })
    .max(CARD_LIMITS.holderMax, { error: () => MSG.realNameWrong }),
);

/**
 * Adds a bank card. Answers: 6449 '请先绑定真实姓名' without a bound real name; 6007 the rule
 * messages (CARD_MSG) for a wrong number/bank/holder; 6009 '该卡号已绑定' when the member (or
 * another member) already holds the number; 6012 '最多只能绑定N张银行卡' at the limit.
 */
export const addBankCard = defineContract({
  path: '/fd/api/v1/bankCard/add',
  auth: true,
  request: lazySchema(() =>
    z.object({
      bankCode: z
        .string({ error: () => CARD_MSG.bankRequired })
        .min(1, { error: () => CARD_MSG.bankRequired })
        .max(32),
      cardNo: checked(checkBankCardNumber, CARD_LIMITS.cardNoInputMax, CARD_MSG.cardNoRequired, CARD_MSG.cardNoLength),
      holder: holderField,
    }),
  ),
  response: lazySchema(() => z.object({ card: withdrawCardSchema })),
});

/** Adds an alipay account (phone number or e-mail); answers as addBankCard. */
export const addAlipay = defineContract({
  path: '/fd/api/v1/bankCard/alipay/add',
  auth: true,
  request: lazySchema(() =>
    z.object({
      account: checked(checkAlipayAccount, CARD_LIMITS.alipayMax, CARD_MSG.alipayRequired, CARD_MSG.alipayWrong),
      holder: holderField,
    }),
  ),
  response: lazySchema(() => z.object({ card: withdrawCardSchema })),
});

/** Deletes one of the member's accounts (any kind); 6004 '账户不存在' when it is not theirs. */
export const deleteCard = defineContract({
  path: '/fd/api/v1/bankCard/delete',
  auth: true,
  request: lazySchema(() =>
    z.object({
      id: z
        .number({ error: () => CARD_MSG.cardMissing })
        .int()
        .positive({ error: () => CARD_MSG.cardMissing }),
    }),
  ),
  response: lazySchema(() => z.object({ deleted: z.literal(true) })),
});
