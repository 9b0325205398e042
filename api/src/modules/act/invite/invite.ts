import type { FastifyInstance } from 'fastify';
import { INVITE_REWARD, inviteInfo, inviteRewardFen, maskMemberName } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import { onDepositPaid, type PaidDeposit } from '../../deposit/deposit-paid';
import { yuanOf } from '../../funds/fen';
import { creditReward, RewardSource } from '../../ledger';
import { memberById } from '../../user/members';
import type { Db } from '../../../db';
import { firstDepositRef, friendsPage, inviteCodeOf, inviterOf, paidBefore } from '../../invite/invite-queries';

/**
 * The inviter's reward for a friend's first paid deposit (INVITE_REWARD): paid in the deposit's
 * transaction through creditReward (once per friend: its ref), with its turnover requirement.
 * Answers the inviter paid, or null when this deposit earns nothing.
 */
export async function rewardInviter(db: Db, paid: PaidDeposit): Promise<number | null> {
  const friend = await memberById(db, paid.memberId);
  if (!friend?.i_code) return null;
  const inviterId = await inviterOf(db, friend.i_code);
  if (inviterId === undefined || inviterId === friend.id) return null;
  if (await paidBefore(db, friend.id, paid.orderNo)) return null;
  const fen = inviteRewardFen(paid.amountFen);
  if (fen === 0) return null;
  const out = await creditReward(db, {
    memberId: inviterId,
    source: RewardSource.INVITE,
    fen,
    turnoverFen: fen * INVITE_REWARD.turnoverMultiple,
    ref: firstDepositRef(friend.id),
    now: paid.paidAt,
  });
  return out.credited ? inviterId : null;
}

/** Friend invitation (/activity/friendInvitation): the member's code, the friends who registered with it, the rewards. */
export function inviteModule(app: FastifyInstance): void {
  onDepositPaid(app, async (db, paid) => {
    await rewardInviter(db, paid);
  });

  memberRoute(app, inviteInfo, async (body, ctx) => {
    const code = await inviteCodeOf(ctx.db, ctx.memberId, ctx.now);
    const page = await friendsPage(ctx.db, ctx.memberId, code, body.pageNum);
    return {
      inviteCode: code,
      friends: page.rows.map((f) => ({ name: maskMemberName(f.name), registeredAt: f.createdAt, deposited: f.deposited, reward: yuanOf(f.rewardFen) })),
      total: page.total,
      depositedCount: page.depositedCount,
      rewardTotal: yuanOf(page.rewardFen),
    };
  });
}
