import type { FastifyInstance } from 'fastify';
import { setAutoTransferStatus } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import { setAutoTransfer } from '../../ledger';

export const AUTO_TRANSFER_MSG = { on: '已开启自动转账', off: '已关闭自动转账' } as const;

/** status/setAutoTransferStatus (spec §7): the member's auto-transfer switch; allBalance reports it as autoTransfer. */
export function autoTransferStatusModule(app: FastifyInstance): void {
  memberRoute(app, setAutoTransferStatus, async (body, ctx) => {
    const status = await setAutoTransfer(ctx.db, ctx.memberId, body.status);
    ctx.message = status === 1 ? AUTO_TRANSFER_MSG.on : AUTO_TRANSFER_MSG.off;
    return { status };
  });
}
