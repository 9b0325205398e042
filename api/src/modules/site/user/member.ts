import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { memberInfo, memberJwt, ResponseCode, SiteError, type UserInfo } from '@site/shared';
import type { Db } from '../../../db';
import { LOGIN_AGAIN, memberRoute } from '../../../http/contract-route';
import { servicesOf } from '../../../services';
import { avatarUrlOf } from '../../profile/avatars';
import { maskEmail, maskPhone, sessionMemberById, type MemberRow } from '../../user/members';
import type { SessionMemory } from '../../user/session-memory';

/** The chat's member token lives 10 minutes; the chat asks for a new one on each connect. */
export const JWT_TTL_S = 600;

const b64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** An HS256 JWT { sub: userId, name, iat, exp } signed with the server's secret. */
export function signJwt(secret: string, payload: Record<string, unknown>): string {
  const head = b64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const body = b64url(JSON.stringify(payload));
  const sig = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  return `${head}.${body}.${sig}`;
}

/** The payload of a JWT we signed and that has not expired; null otherwise. */
export function verifyJwt(secret: string, jwt: string, nowMs: number): Record<string, unknown> | null {
  const [head, body, sig] = jwt.split('.');
  if (!head || !body || !sig) return null;
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url');
  if (expected.length !== sig.length || !timingSafeEqual(Buffer.from(expected), Buffer.from(sig))) return null;
  try {
    const payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
    return typeof payload.exp === 'number' && payload.exp * 1000 > nowMs ? payload : null;
  } catch {
    return null;
  }
}

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** member/info: phone and e-mail leave masked ('138****8000', 'de****@example.com'). */
export function userInfoOf(m: MemberRow): UserInfo {
  return {
    userId: String(m.id),
    name: m.name,
    realName: m.real_name,
    phone: maskPhone(m.phone),
    email: maskEmail(m.email),
    bindPhone: m.phone !== '',
    bindRealName: m.real_name !== '',
    bindEmail: m.email !== '',
    gender: m.gender,
    birthday: m.birthday,
    registerDate: day(m.created_at),
    vipGrade: m.vip_grade,
    avatar: m.avatar,
    avatarUrl: avatarUrlOf(m.avatar),
  };
}

/** The member of a live session (a session is only created for an existing member). */
async function sessionMember(db: Db, memberId: number, now: number, memory: SessionMemory): Promise<MemberRow> {
  const m = await sessionMemberById(db, memberId, now, memory);
  if (!m) throw new SiteError(ResponseCode.LOGIN_EXPIRED, LOGIN_AGAIN);
  return m;
}

export function memberModule(app: FastifyInstance): void {
  const { secrets, sessions } = servicesOf(app);
  memberRoute(app, memberInfo, async (_body, ctx) => userInfoOf(await sessionMember(ctx.db, ctx.memberId, ctx.now, sessions)));

  memberRoute(app, memberJwt, async (_body, ctx) => {
    const m = await sessionMember(ctx.db, ctx.memberId, ctx.now, sessions);
    const iat = Math.floor(ctx.now / 1000);
    return { token: signJwt(secrets.hmac, { sub: String(m.id), name: m.name, iat, exp: iat + JWT_TTL_S }) };
  });
}
