import { PayKind, UsdtNetwork, type PayKind as PayKindT, type UsdtNetworkValue } from '@site/shared';
import type { Fen } from '../funds/fen';

/**
 * The site's payment channels (site data, like the venue catalogue): limits in fen, the fee kept by
 * the channel in per mille, the quick amounts; the deposit rewards per channel; the USDT rates and
 * the site's receiving accounts the demo gateway shows.
 */
export interface PaymentChannel {
  code: string;
  name: string;
  kind: PayKindT;
  minFen: Fen;
  maxFen: Fen;
  feePermille: number;
  quickYuan: number[];
}

export const PAYMENT_CHANNELS: readonly PaymentChannel[] = [
  { code: 'BANK', name: '银行卡转账', kind: PayKind.BANK, minFen: 100_00, maxFen: 50_000_00, feePermille: 0, quickYuan: [100, 500, 1000, 5000] },
  { code: 'ALIPAY', name: '支付宝扫码', kind: PayKind.QR, minFen: 50_00, maxFen: 5_000_00, feePermille: 10, quickYuan: [50, 100, 300, 1000] },
  { code: 'WECHAT', name: '微信扫码', kind: PayKind.QR, minFen: 50_00, maxFen: 3_000_00, feePermille: 15, quickYuan: [50, 100, 200, 500] },
  { code: 'USDT', name: 'USDT（泰达币）', kind: PayKind.USDT, minFen: 200_00, maxFen: 500_000_00, feePermille: 0, quickYuan: [200, 1000, 5000, 10000] },
  { code: 'HUIONE', name: '汇旺支付', kind: PayKind.HUIONE, minFen: 100_00, maxFen: 20_000_00, feePermille: 5, quickYuan: [100, 500, 1000, 2000] },
  { code: 'XNBSK', name: '虚拟币收银台', kind: PayKind.XNBSK, minFen: 200_00, maxFen: 100_000_00, feePermille: 0, quickYuan: [200, 1000, 3000, 10000] },
];

export const channelOf = (code: string): PaymentChannel | undefined => PAYMENT_CHANNELS.find((c) => c.code === code);

export interface RewardRule {
  payCode: string;
  title: string;
  minFen: Fen;
  rewardPermille: number;
  maxRewardFen: Fen;
  turnoverMultiple: number;
}

export const DEPOSIT_REWARDS: readonly RewardRule[] = [
  { payCode: 'USDT', title: 'USDT存款加赠1%', minFen: 500_00, rewardPermille: 10, maxRewardFen: 888_00, turnoverMultiple: 3 },
  { payCode: 'XNBSK', title: '虚拟币存款加赠1.5%', minFen: 1000_00, rewardPermille: 15, maxRewardFen: 1888_00, turnoverMultiple: 5 },
];

/** The reward a deposit earns (0 when the channel has none or the amount is below it). */
export function rewardOf(payCode: string, amountFen: Fen): { bonusFen: Fen; turnoverMultiple: number } {
  const rule = DEPOSIT_REWARDS.find((r) => r.payCode === payCode);
  if (!rule || amountFen < rule.minFen) return { bonusFen: 0, turnoverMultiple: 0 };
  return { bonusFen: Math.min(Math.floor((amountFen * rule.rewardPermille) / 1000), rule.maxRewardFen), turnoverMultiple: rule.turnoverMultiple };
}

export const feeOf = (channel: PaymentChannel, amountFen: Fen): Fen => Math.floor((amountFen * channel.feePermille) / 1000);

/** Yuan per USDT in fen: 1 USDT buys 7.20 yuan on a deposit and fetches 7.10 on a withdrawal. */
export const USDT_RATE_FEN = { deposit: 720, withdraw: 710 } as const;

/** USDT hundredths for an amount in fen at a rate (rounded up on deposits: the player sends enough). */
export function usdtCentsOf(fen: Fen, rateFen: number, round: 'up' | 'down'): number {
  const exact = (fen * 100) / rateFen;
  return round === 'up' ? Math.ceil(exact) : Math.floor(exact);
}

/** Fen for USDT hundredths at a rate. */
export const fenOfUsdtCents = (cents: number, rateFen: number): Fen => Math.floor((cents * rateFen) / 100);

/** The site's receiving accounts shown on the demo gateway page. */
export const RECEIVING_BANK = { bank: '中国工商银行', branch: '深圳福田支行', holder: '深圳市皇冠科技有限公司', account: '6222 0240 0001 8888 066' } as const;
export const RECEIVING_ADDRESS: Record<UsdtNetworkValue, string> = {
  [UsdtNetwork.TRC20]: 'TXk6bZ2kQ8Qm9eYfJ3Wc1pV7hR4sN5dLuA',
  [UsdtNetwork.ERC20]: '0x8f3C2a1B7d9E4f6A5b0C3d2E1F7a9B8c6D5e4F3a',
};
