/**
 * Demo data (README):
 *   member   demo01 / password demo1234 (stored as the scrypt of md5('demo1234')), id 100001
 *   phone    13800138000 (+86), bound      real name 张三, bound      e-mail demo01@example.com
 *   wallet   center balance 8888.88, venue balances crty 100.00 and AGZR 50.50 (total 150.50)
 *   device   'demo-device' is known: logging in with any other device id (body deviceId, or
 *            the uuid header when the body has none) asks for the new-device check (6026)
 *   member   demo02 / password demo1234, id 100002: no bound phone, so it logs in at once from any
 *            device (balance 1000)
 *   letters  3 unread (notice, activity, brbulletin) + 1 read; feedback: 1 unread reply
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Db } from './index';
import { hashPasswordSync } from '../modules/passwords';

export const DEMO = {
  id: 100001,
  name: 'demo01',
  password: 'demo1234',
  phone: '13800138000',
  realName: '张三',
  email: 'demo01@example.com',
  device: 'demo-device',
  centerBalance: 8888.88,
} as const;

export const md5 = (text: string) => createHash('md5').update(text).digest('hex');

/** Migration 2: the server secret (chat JWT, slider pass tokens) and the demo member. */
export function seedMembers(db: Db, now: number): void {
  db.prepare('INSERT INTO app_secret (name, value) VALUES (?, ?)').run('hmac', randomBytes(32).toString('hex'));
  db.prepare(
    `INSERT INTO member (id, name, password_hash, real_name, area_code, phone, email, gender, birthday, vip_grade, register_ip, created_at)
     VALUES (?, ?, ?, ?, '+86', ?, ?, 'male', '1990-01-01', 1, '', ?)`,
  ).run(DEMO.id, DEMO.name, hashPasswordSync(md5(DEMO.password)), DEMO.realName, DEMO.phone, DEMO.email, now);
  db.prepare('INSERT INTO member_device (member_id, device_id, first_seen, last_seen) VALUES (?, ?, ?, ?)').run(DEMO.id, DEMO.device, now, now);
}

export const VENUES: [code: string, name: string, category: number][] = [
  ['crty', '皇冠体育', 1],
  ['XMTY', '熊猫体育', 1],
  ['AGZR', 'AG真人', 2],
  ['KXZR', '开心真人', 2],
  ['KYQP', '开元棋牌', 3],
  ['LHDJ', '雷火电竞', 4],
  ['G1CP', 'G1彩票', 5],
  ['SGCP', '双赢彩票', 5],
  ['PGDZ', 'PG电子', 6],
  ['JDBBY', 'JDB捕鱼', 7],
];

/** Migration 4: venues, the demo wallet, letters and a feedback reply. */
export function seedWallet(db: Db, now: number): void {
  const venue = db.prepare('INSERT INTO wallet_venue (channel_code, name, category, sort) VALUES (?, ?, ?, ?)');
  VENUES.forEach(([code, name, category], i) => venue.run(code, name, category, i + 1));
  db.prepare('INSERT INTO wallet (member_id, center_cents) SELECT id, 0 FROM member').run();
  db.prepare('UPDATE wallet SET center_cents = ? WHERE member_id = ?').run(Math.round(DEMO.centerBalance * 100), DEMO.id);
  const vb = db.prepare('INSERT INTO wallet_venue_balance (member_id, channel_code, balance_cents) VALUES (?, ?, ?)');
  vb.run(DEMO.id, 'crty', 10000);
  vb.run(DEMO.id, 'AGZR', 5050);
  const letter = db.prepare('INSERT INTO letter (member_id, kind, title, content, created_at, read_at) VALUES (?, ?, ?, ?, ?, ?)');
  letter.run(DEMO.id, 'notice', '账户安全提醒', '请勿向任何人透露您的验证码，客服不会向您索取验证码。', now - 3 * 3600_000, null);
  letter.run(DEMO.id, 'activity', '首存优惠已开启', '首次存款即可参加首存优惠活动，详情请查看优惠页面。', now - 2 * 3600_000, null);
  letter.run(DEMO.id, 'brbulletin', '系统维护公告', '本站将于周三凌晨2:00-4:00进行例行维护，期间部分场馆暂停服务。', now - 3600_000, null);
  letter.run(DEMO.id, 'notice', '欢迎加入', '欢迎您成为本站会员，祝您游戏愉快。', now - 48 * 3600_000, now - 47 * 3600_000);
  db.prepare('INSERT INTO feedback (member_id, type, content, created_at, reply, replied_at, reply_read) VALUES (?, 1, ?, ?, ?, ?, 0)').run(
    DEMO.id,
    '存款到账较慢，请帮忙查看。',
    now - 5 * 3600_000,
    '您好，您的存款已到账，感谢您的耐心等待。',
    now - 4 * 3600_000,
  );
}

export const QUICK_DEMO = { id: 100002, name: 'demo02', password: 'demo1234', centerBalance: 1000 } as const;

/** Migration 5: demo02, a member with no bound phone: no new-device check, logs in at once. */
export function seedQuickDemo(db: Db, now: number): void {
  db.prepare(
    `INSERT INTO member (id, name, password_hash, gender, vip_grade, register_ip, created_at) VALUES (?, ?, ?, '', 0, '', ?)`,
  ).run(QUICK_DEMO.id, QUICK_DEMO.name, hashPasswordSync(md5(QUICK_DEMO.password)), now);
  db.prepare('INSERT INTO wallet (member_id, center_cents) VALUES (?, ?)').run(QUICK_DEMO.id, Math.round(QUICK_DEMO.centerBalance * 100));
}
