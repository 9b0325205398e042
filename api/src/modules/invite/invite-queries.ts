import { randomInt } from 'node:crypto';
import { DepositStatus, INVITE_CODE, INVITE_PAGE_SIZE } from '@site/shared';
import type { Db } from '../../db';
import { RewardSource } from '../ledger';

/** The ledger ref of the inviter's reward for one friend's first deposit: once per friend, whatever the retries. */
export const firstDepositRef = (friendId: number): string => `${RewardSource.INVITE}:first-deposit:${friendId}`;

/** A fresh code from the invite alphabet (crypto randomness; the unique index refuses a repeat). */
function newCode(): string {
  let s = '';
  for (let i = 0; i < INVITE_CODE.length; i++) s += INVITE_CODE.alphabet[randomInt(INVITE_CODE.alphabet.length)];
  return s;
}

/** The member's invite code, made on first use; a clash with another member's code just draws again (bounded). */
export async function inviteCodeOf(db: Db, memberId: number, now: number): Promise<string> {
  for (let attempt = 0; attempt < 8; attempt++) {
    const known = await db.selectFrom('invite_code').select('code').where('member_id', '=', memberId).executeTakeFirst();
    if (known) return known.code;
    await db
      .insertInto('invite_code')
      .values({ member_id: memberId, code: newCode(), created_at: now })
      .onConflict((oc) => oc.doNothing())
      .execute();
  }
  throw new Error(`no invite code could be made for member ${memberId}`);
}

/** The member who owns an invite code, if any. */
export async function inviterOf(db: Db, code: string): Promise<number | undefined> {
  if (!code) return undefined;
  const row = await db.selectFrom('invite_code').select('member_id').where('code', '=', code).executeTakeFirst();
  return row?.member_id;
}

export interface FriendRow {
  id: number;
  name: string;
  createdAt: number;
  deposited: boolean;
  rewardFen: number;
}

/** The friends who registered with `code` (newest first, one page), whether each deposited and the reward each earned the inviter. */
export async function friendsPage(
  db: Db,
  inviterId: number,
  code: string,
  pageNum: number,
): Promise<{ rows: FriendRow[]; total: number; depositedCount: number; rewardFen: number }> {
  const totalRow = await db
    .selectFrom('member')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('i_code', '=', code)
    .executeTakeFirst();
  const friends = await db
    .selectFrom('member')
    .select(['id', 'name', 'created_at'])
    .where('i_code', '=', code)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(INVITE_PAGE_SIZE)
    .offset((pageNum - 1) * INVITE_PAGE_SIZE)
    .execute();
  const ids = friends.map((f) => f.id);
  const paid = ids.length
    ? await db.selectFrom('deposit_order').select('member_id').distinct().where('member_id', 'in', ids).where('status', '=', DepositStatus.PAID).execute()
    : [];
  const paidSet = new Set(paid.map((p) => p.member_id));
  const rewards = await db
    .selectFrom('turnover_requirement')
    .select(['ref', 'reward_fen'])
    .where('member_id', '=', inviterId)
    .where('source', '=', RewardSource.INVITE)
    .execute();
  const byRef = new Map(rewards.map((r) => [r.ref, Number(r.reward_fen)]));
  const depositedRow = await db
    .selectFrom('member')
    .innerJoin('deposit_order', 'deposit_order.member_id', 'member.id')
    .select((eb) => eb.fn.count<number>('member.id').distinct().as('n'))
    .where('member.i_code', '=', code)
    .where('deposit_order.status', '=', DepositStatus.PAID)
    .executeTakeFirst();
  return {
    rows: friends.map((f) => ({
      id: f.id,
      name: f.name,
      createdAt: Number(f.created_at),
      deposited: paidSet.has(f.id),
      rewardFen: byRef.get(firstDepositRef(f.id)) ?? 0,
    })),
    total: Number(totalRow?.n ?? 0),
    depositedCount: Number(depositedRow?.n ?? 0),
    rewardFen: rewards.reduce((sum, r) => sum + Number(r.reward_fen), 0),
  };
}

/** Whether the member has a paid deposit other than `orderNo` (the first deposit earns the reward). */
export async function paidBefore(db: Db, memberId: number, orderNo: string): Promise<boolean> {
  const row = await db
    .selectFrom('deposit_order')
    .select('order_no')
    .where('member_id', '=', memberId)
    .where('status', '=', DepositStatus.PAID)
    .where('order_no', '<>', orderNo)
    .executeTakeFirst();
  return row !== undefined;
}
