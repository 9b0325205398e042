import { CardKind, maskAccount, maskAddress, maskCardNo, maskName, USDT_NETWORKS, type WithdrawCard } from '@site/shared';
import type { CardRow } from './card-queries';

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A card as the pages see it: numbers masked, the holder masked. */
export function cardView(row: CardRow): WithdrawCard {
  const masked = row.kind === CardKind.BANK ? maskCardNo(row.number) : row.kind === CardKind.ALIPAY ? maskAccount(row.number) : maskAddress(row.number);
  return {
    id: row.id,
    kind: row.kind,
    bankCode: row.bank_code,
    bankName: row.bank_name,
    maskedNumber: masked,
    tail: row.number.slice(-4),
    holder: maskName(row.holder),
    network: row.network,
    alias: row.alias,
    createdAt: day(row.created_at),
  };
}

/** The display name of a USDT network's accounts ('USDT-TRC20'). */
export function networkName(network: 'TRC20' | 'ERC20'): string {
  return USDT_NETWORKS.find((n) => n.network === network)?.name ?? `USDT-${network}`;
}

/** Holder names compare without surrounding spaces; Latin names without regard to case or repeated spaces. */
export function sameName(a: string, b: string): boolean {
  const norm = (v: string) => v.trim().replace(/\s+/g, ' ').toLowerCase();
  return norm(a) === norm(b);
}
