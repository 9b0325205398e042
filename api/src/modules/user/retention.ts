import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import { servicesOf } from '../../services';
import { GUARD } from './login-guard';
import { WITHDRAW_GUARD } from '../withdraw/withdraw-password-guard';

/**
 * The retention sweep: rows nobody can use any more are deleted, every RETENTION.everyMs (and
 * once at start): spent or expired captchas, expired or ended sessions, expired codes and reset
 * tickets, login failures older than the guard's window, locks that have ended, withdrawal password
 * failures older than their guard's window, request ids whose replay window has passed, dev outbox
 * entries older than a day, and booking codes a day past their last kick-off (until then a load says
 * 投注码已过期).
 */
export const RETENTION = { everyMs: 10 * 60_000, outboxMs: 24 * 3600_000, bookingCodeMs: 24 * 3600_000 } as const;

export type SweepCounts = Record<
  | 'captcha'
  | 'session'
  | 'verify_code'
  | 'reset_ticket'
  | 'login_failure'
  | 'login_lock'
  | 'withdraw_password_failure'
  | 'request_id'
  | 'dev_outbox'
  | 'booking_code',
  number
>;

export async function sweepExpired(db: Db, now: number): Promise<SweepCounts> {
  const count = (r: { numDeletedRows: bigint }) => Number(r.numDeletedRows);
  return {
    captcha: count(
      await db
        .deleteFrom('captcha')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('used_at', 'is not', null)]))
        .executeTakeFirst(),
    ),
    session: count(
      await db
        .deleteFrom('session')
        .where((eb) => eb.or([eb('expires_at', '<=', now), eb('revoked_at', 'is not', null)]))
        .executeTakeFirst(),
    ),
    verify_code: count(await db.deleteFrom('verify_code').where('expires_at', '<=', now).executeTakeFirst()),
    reset_ticket: count(await db.deleteFrom('reset_ticket').where('expires_at', '<=', now).executeTakeFirst()),
    login_failure: count(
      await db
        .deleteFrom('login_failure')
        .where('at', '<=', now - GUARD.windowMs)
        .executeTakeFirst(),
    ),
    login_lock: count(await db.deleteFrom('login_lock').where('until', '<=', now).executeTakeFirst()),
    withdraw_password_failure: count(
      await db
        .deleteFrom('withdraw_password_failure')
        .where('at', '<=', now - WITHDRAW_GUARD.windowMs)
        .executeTakeFirst(),
    ),
    request_id: count(await db.deleteFrom('request_id').where('expires_at', '<', now).executeTakeFirst()),
    dev_outbox: count(
      await db
        .deleteFrom('dev_outbox')
        .where('created_at', '<=', now - RETENTION.outboxMs)
        .executeTakeFirst(),
    ),
    booking_code: count(
      await db
        .deleteFrom('booking_code')
        .where('expires_at', '<=', now - RETENTION.bookingCodeMs)
        .executeTakeFirst(),
    ),
  };
}

/** Runs the sweep on a timer that does not keep the process alive; stopped when the app closes. */
export function installRetention(app: FastifyInstance): void {
  const { store, now } = servicesOf(app);
  const run = () =>
    sweepExpired(store.db, now()).then(
      (counts) => app.log.info({ counts }, 'retention sweep'),
      (e: unknown) => app.log.error({ err: e }, 'retention sweep failed'),
    );
  let timer: NodeJS.Timeout | null = null;
  app.addHook('onReady', async () => {
    // The first sweep ends before the app answers anything: one still running could remove a row a first request
    // has just made stale (a code aged by a dev control, say) between that request and the next.
    await run();
    timer = setInterval(() => void run(), RETENTION.everyMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });
}
