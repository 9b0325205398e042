import type { FastifyInstance } from 'fastify';
import { querySiteDepositRewardConfigList } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import { yuanOf } from '../../funds/fen';
import { DEPOSIT_REWARDS } from '../../deposit/payment-channels';

/** user/querySiteDepositRewardConfigList: the deposit rewards of each payment type. */
export function depositRewardConfigModule(app: FastifyInstance): void {
  memberRoute(app, querySiteDepositRewardConfigList, () => ({
    list: DEPOSIT_REWARDS.map((r) => ({
      payCode: r.payCode,
      title: r.title,
      minAmount: yuanOf(r.minFen),
      rewardPermille: r.rewardPermille,
      maxReward: yuanOf(r.maxRewardFen),
      turnoverMultiple: r.turnoverMultiple,
    })),
  }));
}
