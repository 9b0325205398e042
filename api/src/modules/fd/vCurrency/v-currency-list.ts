import type { FastifyInstance } from 'fastify';
import { UsdtNetwork, vCurrencyList } from '@site/shared';
import { memberRoute } from '../../../http/contract-route';
import { RECEIVING_ADDRESS } from '../../deposit/payment-channels';

/** vCurrency/list: the virtual currencies a member deposits in, with their receiving addresses. */
export function vCurrencyListModule(app: FastifyInstance): void {
  memberRoute(app, vCurrencyList, () => ({
    list: [UsdtNetwork.TRC20, UsdtNetwork.ERC20].map((network) => ({
      currency: 'USDT',
      network,
      name: `USDT-${network}`,
      depositAddress: RECEIVING_ADDRESS[network],
    })),
  }));
}
