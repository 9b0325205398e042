import type { FastifyInstance } from 'fastify';
import {
  addAlipay,
  addBankCard,
  addUsdtAddress,
  CARD_LIMITS,
  CARD_MSG,
  CardKind,
  deleteCard,
  maskName,
  normalizeCardNo,
  queryMemberBanksInfoList,
  ResponseCode,
  SiteError,
  USDT_NETWORKS,
  withdrawAddList,
  type CardKindValue,
} from '@site/shared';
import { memberRoute, type MemberContext } from '../../../http/contract-route';
import { memberById } from '../../user/members';
import { bankOf, BANKS } from '../../cards/banks';
import { cardCounts, cardsOf, deleteCardOf, insertCard, numberTaken } from '../../cards/card-queries';
import { cardView, networkName, sameName } from '../../cards/card-view';

/** Adding an account needs a bound real name (the holder must equal it: terms, spec §5). */
export const BIND_REAL_NAME_FIRST = '请先绑定真实姓名';

const LIMIT_OF: Record<CardKindValue, number> = {
  [CardKind.BANK]: CARD_LIMITS.maxBankCards,
  [CardKind.ALIPAY]: CARD_LIMITS.maxAlipay,
  [CardKind.USDT]: CARD_LIMITS.maxUsdt,
};

interface NewAccount {
  kind: CardKindValue;
  bankCode: string;
  bankName: string;
  number: string;
  holder: string;
  network: 'TRC20' | 'ERC20' | null;
  alias: string;
}

/** The member's real name; 6449 when none is bound. */
async function realNameOf(ctx: MemberContext): Promise<string> {
  const m = await memberById(ctx.db, ctx.memberId);
  if (!m || m.real_name === '') throw new SiteError(ResponseCode.BIND_REAL_NAME, BIND_REAL_NAME_FIRST);
  return m.real_name;
}

/** Limit per kind (6012), number unique over all members (6009), then the row. */
async function addAccount(ctx: MemberContext, a: NewAccount) {
  const counts = await cardCounts(ctx.db, ctx.memberId);
  if (counts[a.kind] >= LIMIT_OF[a.kind]) throw new SiteError(ResponseCode.WARNING, CARD_MSG.limitReached);
  if (await numberTaken(ctx.db, a.kind, a.number)) throw new SiteError(ResponseCode.DATA_EXISTS, CARD_MSG.duplicate);
  const row = await insertCard(ctx.db, {
    member_id: ctx.memberId,
    kind: a.kind,
    bank_code: a.bankCode,
    bank_name: a.bankName,
    number: a.number,
    holder: a.holder,
    network: a.network,
    alias: a.alias,
    created_at: ctx.now,
  });
  if (!row) throw new SiteError(ResponseCode.DATA_EXISTS, CARD_MSG.duplicate);
  ctx.message = '添加成功';
  return { card: cardView(row) };
}

/** Bank cards and alipay accounts: the holder must be the bound real name. */
async function holderChecked(ctx: MemberContext, holder: string): Promise<string> {
  const realName = await realNameOf(ctx);
  if (!sameName(holder, realName)) throw new SiteError(ResponseCode.INVALID_PARAMETER, CARD_MSG.holderMismatch);
  return realName;
}

/**
 * The member's withdrawal accounts (bankCard/*): list, what may be added, add a bank card /
 * alipay account / USDT address, delete. The tables are member_card (0013_member_profile).
 */
export function cardsModule(app: FastifyInstance): void {
  memberRoute(app, queryMemberBanksInfoList, async (body, ctx) => ({ cards: (await cardsOf(ctx.db, ctx.memberId, body.kind)).map(cardView) }));

  memberRoute(app, withdrawAddList, async (_body, ctx) => {
    const m = await memberById(ctx.db, ctx.memberId);
    const realName = m?.real_name ?? '';
    return {
      banks: [...BANKS],
      networks: USDT_NETWORKS.map(({ network, name, hint }) => ({ network, name, hint })),
      limits: { ...LIMIT_OF },
      counts: await cardCounts(ctx.db, ctx.memberId),
      holder: maskName(realName),
      bindRealName: realName !== '',
    };
  });

  memberRoute(app, addBankCard, async (body, ctx) => {
    const bank = bankOf(body.bankCode);
    if (!bank) throw new SiteError(ResponseCode.INVALID_PARAMETER, CARD_MSG.bankUnknown);
    const holder = await holderChecked(ctx, body.holder);
    return addAccount(ctx, {
      kind: CardKind.BANK,
      bankCode: bank.code,
      bankName: bank.name,
      number: normalizeCardNo(body.cardNo),
      holder,
      network: null,
      alias: '',
    });
  });

  memberRoute(app, addAlipay, async (body, ctx) => {
    const holder = await holderChecked(ctx, body.holder);
    return addAccount(ctx, {
      kind: CardKind.ALIPAY,
      bankCode: 'ALIPAY',
      bankName: '支付宝',
      number: body.account.trim().toLowerCase(),
      holder,
      network: null,
      alias: '',
    });
  });

  memberRoute(app, addUsdtAddress, async (body, ctx) => {
    const holder = await realNameOf(ctx);
    return addAccount(ctx, {
      kind: CardKind.USDT,
      bankCode: `USDT_${body.network}`,
      bankName: networkName(body.network),
      number: body.address.trim(),
      holder,
      network: body.network,
      alias: body.alias,
    });
  });

  memberRoute(app, deleteCard, async (body, ctx) => {
    if (!(await deleteCardOf(ctx.db, ctx.memberId, body.id))) throw new SiteError(ResponseCode.NOT_FOUND, CARD_MSG.cardMissing);
    ctx.message = '删除成功';
    return { deleted: true as const };
  });
}
