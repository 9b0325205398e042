/**
 * Demo data (README), seeded by seedDemo when asked (never by a migration):
 *   member   demo01 / password demo1234 (stored as the scrypt of md5('demo1234')), id 100001
 *   phone    13800138000 (+86), bound      real name 张三, bound      e-mail demo01@example.com
 *            bank card ICBC 6222020200112233446 (holder 张三)
 *   wallet   center balance 8888.88, venue balances crty 100.00 and AGZR 50.50 (total 150.50)
 *   device   'demo-device' is known: logging in with any other device id (body deviceId, or
 *            the uuid header when the body has none) asks for the new-device check (6026)
 *   member   demo02 / password demo1234, id 100002: no bound phone, so it logs in at once from any
 *            device (balance 1000)
 *   member   demo03 / password demo1234, id 100003: like demo02 (balance 1000), the member the casino
 *            journeys play with, so demo02's balance stays as seeded for the other journeys
 *   letters  3 unread (notice, activity, brbulletin) + 1 read; feedback: 1 unread reply
 *   (the venues are site data: the base seed writes the catalogue, modules/venues/catalogue.ts)
 * Running it again changes nothing (it stops when demo01 exists).
 */
import { createHash } from 'node:crypto';
import type { Store } from './index';
import { passwords as scryptPasswords, type Passwords } from '../modules/user/passwords';
import { nameKey } from '../modules/user/members';
import { fenOfYuanText } from '../modules/funds/fen';
import { openBalances } from '../modules/ledger';

export const DEMO = {
  id: 100001,
  name: 'demo01',
  password: 'demo1234',
  phone: '13800138000',
  realName: '张三',
  email: 'demo01@example.com',
  device: 'demo-device',
  centerBalance: '8888.88',
  /** Its bank card (ICBC, Luhn-valid), shown as 尾号 3446. */
  cardNo: '6222020200112233446',
} as const;

export const QUICK_DEMO = { id: 100002, name: 'demo02', password: 'demo1234', centerBalance: '1000' } as const;
export const PLAYER_DEMO = { id: 100003, name: 'demo03', password: 'demo1234', centerBalance: '1000' } as const;

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

const fen = (yuan: string) => fenOfYuanText(yuan) ?? 0;
const HOUR = 3600_000;

export async function seedDemo(store: Store, now: number, passwords: Passwords = scryptPasswords()): Promise<void> {
  const exists = await store.db.selectFrom('member').select('id').where('id', '=', DEMO.id).executeTakeFirst();
  if (exists) return;
  const demoHash = await passwords.hash(md5(DEMO.password));
  const quickHash = await passwords.hash(md5(QUICK_DEMO.password));
  await store.transaction(async (db) => {
    await db
      .insertInto('member')
      .values({
        id: DEMO.id,
        name: DEMO.name,
        name_key: nameKey(DEMO.name),
        password_hash: demoHash,
        real_name: DEMO.realName,
        area_code: '+86',
        phone: DEMO.phone,
        email: DEMO.email,
        gender: 'male',
        birthday: '1990-01-01',
        vip_grade: 1,
        auto_login_until: null,
        created_at: now,
        last_login_at: null,
      })
      .execute();
    // A row each: a multi-row insert would write NULL, not the default, into the columns it leaves out.
    for (const quick of [QUICK_DEMO, PLAYER_DEMO]) {
      await db
        .insertInto('member')
        .values({
          id: quick.id,
          name: quick.name,
          name_key: nameKey(quick.name),
          password_hash: quickHash,
          auto_login_until: null,
          created_at: now,
          last_login_at: null,
        })
        .execute();
    }
    await db.insertInto('member_device').values({ member_id: DEMO.id, device_id: DEMO.device, first_seen: now, last_seen: now }).execute();
    // demo01's withdrawal card (0013_member_profile): the holder is its real name.
    await db
      .insertInto('member_card')
      .values({
        member_id: DEMO.id,
        kind: 'bank',
        bank_code: 'ICBC',
        bank_name: '中国工商银行',
        number: DEMO.cardNo,
        holder: DEMO.realName,
        network: null,
        alias: '',
        created_at: now,
      })
      .execute();
    // Opening balances go through the ledger's journal (an opening transaction per member).
    await openBalances(db, DEMO.id, { centerFen: fen(DEMO.centerBalance), venues: { crty: fen('100.00'), AGZR: fen('50.50') } });
    await openBalances(db, QUICK_DEMO.id, { centerFen: fen(QUICK_DEMO.centerBalance) });
    await openBalances(db, PLAYER_DEMO.id, { centerFen: fen(PLAYER_DEMO.centerBalance) });
    await db
      .insertInto('letter')
      .values([
        {
          member_id: DEMO.id,
          kind: 'notice',
          title: '账户安全提醒',
          content: '请勿向任何人透露您的验证码，客服不会向您索取验证码。',
          created_at: now - 3 * HOUR,
          read_at: null,
          deleted_at: null,
        },
        {
          member_id: DEMO.id,
          kind: 'activity',
          title: '首存优惠已开启',
          content: '首次存款即可参加首存优惠活动，详情请查看优惠页面。',
          created_at: now - 2 * HOUR,
          read_at: null,
          deleted_at: null,
        },
        {
          member_id: DEMO.id,
          kind: 'brbulletin',
          title: '系统维护公告',
          content: '本站将于周三凌晨2:00-4:00进行例行维护，期间部分场馆暂停服务。',
          created_at: now - HOUR,
          read_at: null,
          deleted_at: null,
        },
        {
          member_id: DEMO.id,
          kind: 'notice',
          title: '欢迎加入',
          content: '欢迎您成为本站会员，祝您游戏愉快。',
          created_at: now - 48 * HOUR,
          read_at: now - 47 * HOUR,
          deleted_at: null,
        },
      ])
      .execute();
    await db
      .insertInto('feedback')
      .values({
        member_id: DEMO.id,
        type: 1,
        content: '存款到账较慢，请帮忙查看。',
        created_at: now - 5 * HOUR,
        reply: '您好，您的存款已到账，感谢您的耐心等待。',
        replied_at: now - 4 * HOUR,
        reply_read: 0,
        deleted_at: null,
      })
      .execute();
  });
}
