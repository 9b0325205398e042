import type { Db } from '../db';

export interface MemberRow {
  id: number;
  name: string;
  password_hash: string;
  real_name: string;
  area_code: string;
  phone: string;
  email: string;
  gender: '' | 'male' | 'female';
  birthday: string;
  vip_grade: number;
  avatar: string;
  suspended: 0 | 1 | 2;
  suspend_message: string;
  auto_login_until: number | null;
  created_at: number;
}

export function memberByName(db: Db, name: string): MemberRow | undefined {
  return db.prepare('SELECT * FROM member WHERE name = ?').get(name) as MemberRow | undefined;
}

export function memberById(db: Db, id: number): MemberRow | undefined {
  return db.prepare('SELECT * FROM member WHERE id = ?').get(id) as MemberRow | undefined;
}

/** '13800138000' → '138****8000' (the 4 middle digits hidden). */
export function maskPhone(phone: string): string {
  if (phone.length < 8) return phone === '' ? '' : `${phone.slice(0, 1)}****`;
  return `${phone.slice(0, 3)}****${phone.slice(7)}`;
}

/** The 4 hidden digits of maskPhone. */
export function phoneMiddle(phone: string): string {
  return phone.slice(3, 7);
}

/** 'demo01@example.com' → 'de****@example.com'. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at <= 0) return email;
  return `${email.slice(0, Math.min(2, at))}****${email.slice(at)}`;
}

/** Phone numbers are compared as digits; area codes as '+<digits>'. */
export function normalizeAreaCode(code: string | undefined): string {
  const digits = (code ?? '').replace(/\D/g, '');
  return digits === '' ? '+86' : `+${digits}`;
}
