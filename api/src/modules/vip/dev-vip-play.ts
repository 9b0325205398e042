import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail, ok, ResponseCode } from '@site/shared';
import { issueMessage } from '../../http/contract-route';
import { servicesOf } from '../../services';
import { fenOfYuanText } from '../funds/fen';
import { settleGameRound, TransferDirection, transferWithVenue } from '../ledger';
import { insertRound } from '../provider/provider-queries';

/** The casino venue the dev hook plays its rounds in (a live-casino venue of the seed). */
const DEV_ROUND_VENUE = 'AGZR';
const devPlay = z.object({ name: z.string().min(1), amount: z.string().regex(/^\d+(\.\d{1,2})?$/, '金额格式错误') });

/**
 * Dev mode only: POST /dev/vip/play { name, amount } plays even-money casino rounds through the ledger worth `amount`
 * yuan of valid bets (the member's balance ends where it began), for e2e journeys.
 */
export function devVipPlayModule(app: FastifyInstance): void {
  const { dev, store, now } = servicesOf(app);
  if (dev) {
    app.post('/dev/vip/play', async (req) => {
      const parsed = devPlay.safeParse(req.body ?? {});
      if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
      const wanted = fenOfYuanText(parsed.data.amount) ?? 0;
      const member = await store.db.selectFrom('member').select('id').where('name', '=', parsed.data.name).executeTakeFirst();
      if (!member) return fail(ResponseCode.NOT_FOUND, '会员不存在');
      const rounds = await store.transaction(async (trx) => {
        const center = await trx.selectFrom('wallet').select('center_fen').where('member_id', '=', member.id).executeTakeFirst();
        const chip = Number(center?.center_fen ?? 0);
        if (chip <= 0 || wanted <= 0) return 0;
        const ref = `dev:vip:${randomUUID()}`;
        await transferWithVenue(trx, { memberId: member.id, channelCode: DEV_ROUND_VENUE, fen: chip, direction: TransferDirection.TO_VENUE, ref: `${ref}:in` });
        let count = 0;
        for (let left = wanted; left > 0 && count < 1000; count++) {
          const stakeFen = Math.min(chip, left);
          const id = randomUUID();
          // Even money: the stake comes back, so the balance ends where it began and only the valid bets grow.
          await settleGameRound(trx, { memberId: member.id, channelCode: DEV_ROUND_VENUE, roundId: id, stakeFen, winFen: stakeFen });
          await insertRound(trx, {
            id,
            member_id: member.id,
            channel_code: DEV_ROUND_VENUE,
            game_kind: 'baccarat',
            game_code: 'baccarat',
            game_name: '百家乐',
            stake_fen: stakeFen,
            win_fen: stakeFen,
            detail: '{"dev":true}',
            created_at: now(),
          });
          left -= stakeFen;
        }
        await transferWithVenue(trx, {
          memberId: member.id,
          channelCode: DEV_ROUND_VENUE,
          fen: chip,
          direction: TransferDirection.TO_CENTER,
          ref: `${ref}:out`,
        });
        return count;
      });
      return rounds > 0 ? ok({ rounds }) : fail(ResponseCode.INVALID_PARAMETER, '中心钱包余额为0，无法下注');
    });
  }
}
