import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  betList,
  betPlace,
  betEdit,
  betEditQuote,
  betPriceCheck,
  betStatus,
  cashOutAccept,
  cashOutAutoCancel,
  cashOutAutoSet,
  cashOutQuote,
  CASH_OUT_STATE,
  fail,
  LOCAL_SPORT_VENUE,
  ok,
  ResponseCode,
  SiteError,
  type BetView,
} from '@site/shared';
import type { Db } from '../../../../db';
import { intentRef, issueMessage, memberRoute, type MemberContext } from '../../../../http/contract-route';
import { servicesOf } from '../../../../services';
import { pushBalance } from '../../../funds/balance-events';
import { fenOfYuanText, yuanOf } from '../../../funds/fen';
import { openBalances } from '../../../ledger';
import { sportSessionOf } from '../../../sports/sport-uid';
import { controlFeed, NOT_LEADER } from '../../../sports/dev-feed-control';
import { sportsFeedOf } from '../../../sports/sports';
import { VENUE_MSG } from '../../../venues/venues';
import { betOf, betsOfMember, withLegs } from '../../../bets/bet-queries';
import { betViews } from '../../../bets/bet-views';
import { cancelAutoCashOut, runAutoCashOuts, setAutoCashOut } from '../../../bets/auto-cash-out';
import { earlyPayouts, setEarlyPayout } from '../../../bets/early-payout';
import { editBet, quoteEdit } from '../../../bets/edit-bet';
import { acceptCashOut, decideCashOuts, isCashOutRefusal, quoteCashOut, recordCashOutRefusal } from '../../../bets/cash-out';
import { findPicks, placeBet } from '../../../bets/placement';
import { assertPlayAllowed } from '../../../responsible/play-limits';
import { addValidBetSource } from '../../../withdraw/turnover';
import { sportsValidFenSince } from '../../../bets/bet-queries';
import { decidePending, settleFinished, type SweepDeps } from '../../../bets/settle';
import type { BetSettings } from '../../../bets/settings';
import { builderRoutes, feedModelOf } from './builder';

/** The bets as one app instance runs them. */
export interface Bets {
  readonly settings: BetSettings;
  /**
   * One sweep: decide delayed bets and in-play cash-outs whose delay is over, fire the automatic cash-outs whose
   * target the value reached and pay early the bets their competition's early payout wins, then settle the bets of
   * finished matches.
   */
  sweep(): Promise<{ decided: number; cashOuts: number; autoCashOuts: number; earlyPaid: number; settled: number }>;
}

const byApp = new WeakMap<FastifyInstance, Bets>();
export function betsOf(app: FastifyInstance): Bets {
  const bets = byApp.get(app);
  if (!bets) throw new Error('bets not installed on this app');
  return bets;
}

/** The sport venue of the uid, which must be this member's (6302 otherwise). */
async function venueOfUid(ctx: MemberContext, uid: string): Promise<string> {
  const session = await sportSessionOf(ctx.db, uid, ctx.now);
  if (session.memberId !== ctx.memberId) throw new SiteError(ResponseCode.UID_VERIFICATION, VENUE_MSG.badToken);
  return session.enName;
}

async function venueBalanceFen(db: Db, memberId: number, channelCode: string): Promise<number> {
  const row = await db
    .selectFrom('wallet_venue_balance')
    .select('balance_fen')
    .where('member_id', '=', memberId)
    .where('channel_code', '=', channelCode)
    .executeTakeFirst();
  return row?.balance_fen ?? 0;
}

const OPEN_STATES = ['PENDING', 'ACCEPTED'] as const;
const CLOSED_STATES = ['REJECTED', 'SETTLED', 'CASHED_OUT'] as const;

const devFinish = z.object({ gameId: z.string().min(1).max(40) }).strict();
const devFund = z.object({ name: z.string().min(1).max(30), amount: z.string().regex(/^\d{1,6}(\.\d{1,2})?$/) }).strict();
/** The competition by its id, or by one of its matches on the boards. */
const devEarlyPayout = z
  .object({ leagueId: z.number().int().min(0).optional(), gameId: z.string().min(1).max(40).optional(), on: z.boolean() })
  .strict()
  .refine((b) => (b.leagueId === undefined) !== (b.gameId === undefined), '请提供 leagueId 或 gameId 之一');

/**
 * The bet slip's api: price check, placement through the ledger, delayed in-play
 * acceptance, settlement from the feed's results, cash-out. Every instance sweeps every
 * settings.sweepMs (not in manual mode); a bet changes state once whichever instance gets there first.
 */
export function betsModule(app: FastifyInstance, settings: BetSettings): Bets {
  const { store, now, dev } = servicesOf(app);
  const feed = sportsFeedOf(app);
  const deps: SweepDeps = { db: store.db, board: feed.board, now, pushBalance: (memberId) => pushBalance(app, memberId), modelOf: feedModelOf(feed) };
  const log = (message: string, detail?: unknown) => app.log.warn({ detail }, `[bets] ${message}`);
  // Settled sports bets count towards the turnover a withdrawal asks for (their valid stake).
  addValidBetSource(app, sportsValidFenSince);

  const cashOuts = async () => {
    const { decided, paidMembers } = await decideCashOuts(store.db, feed.board, now());
    for (const memberId of new Set(paidMembers)) await deps.pushBalance(memberId);
    return decided;
  };
  const paying = async (run: (db: Db, board: typeof feed.board, at: number) => Promise<{ paidMembers: number[] }>) => {
    const { paidMembers } = await run(store.db, feed.board, now());
    for (const memberId of new Set(paidMembers)) await deps.pushBalance(memberId);
    return paidMembers.length;
  };
  const sweep = async () => ({
    decided: await decidePending(deps),
    cashOuts: await cashOuts(),
    autoCashOuts: await paying(runAutoCashOuts),
    earlyPaid: await paying(earlyPayouts),
    settled: await settleFinished(deps),
  });
  let busy = false;
  const timer = settings.manual
    ? null
    : setInterval(() => {
        if (busy) return;
        busy = true;
        sweep()
          .catch((e: unknown) => log('bet sweep failed', e instanceof Error ? e.message : e))
          .finally(() => (busy = false));
      }, settings.sweepMs);
  timer?.unref();
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
  });

  memberRoute(app, betPriceCheck, async (body, ctx) => {
    const channelCode = await venueOfUid(ctx, body.uid);
    await feed.catchUp();
    const prices = findPicks(feed.board, body.picks).map((f) => f.price);
    return { prices, balance: yuanOf(await venueBalanceFen(ctx.db, ctx.memberId, channelCode)), at: ctx.now };
  });

  memberRoute(app, betPlace, async (body, ctx) => {
    const channelCode = await venueOfUid(ctx, body.uid);
    // A time-out or self-exclusion ends the member's sessions; this refuses a bet racing it (another instance).
    await assertPlayAllowed(ctx.db, ctx.memberId, ctx.now);
    const placed = await placeBet(ctx.db, feed.board, body, {
      memberId: ctx.memberId,
      channelCode,
      ref: intentRef(ctx),
      now: ctx.now,
      delayMs: settings.delayMs,
      usdCnyRate: settings.usdCnyRate,
    });
    const found = await betOf(ctx.db, ctx.memberId, placed.betId);
    if (!found) throw new Error('a placed bet is missing');
    ctx.message = found.bet.state === 'PENDING' ? '注单确认中' : '投注成功';
    const [view] = await betViews(ctx.db, [found]);
    return { bet: view!, balance: yuanOf(placed.venueFen) };
  });

  builderRoutes(app, { feed, settings, venueOfUid });

  memberRoute(app, betStatus, async (body, ctx) => {
    const channelCode = await venueOfUid(ctx, body.uid);
    // A delay that is over is decided now (the sweep would do it within sweepMs).
    await decidePending(deps);
    const bets = await betsOfMember(ctx.db, ctx.memberId, body.betIds);
    return { bets: await betViews(ctx.db, bets, feed.board), balance: yuanOf(await venueBalanceFen(ctx.db, ctx.memberId, channelCode)) };
  });

  memberRoute(app, betList, async (body, ctx) => {
    await venueOfUid(ctx, body.uid);
    const states = body.scope === 'open' ? OPEN_STATES : CLOSED_STATES;
    const base = ctx.db
      .selectFrom('bet')
      .where('member_id', '=', ctx.memberId)
      .where('state', 'in', [...states]);
    const total = Number((await base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirst())?.n ?? 0);
    const rows = await base
      .selectAll()
      .orderBy('placed_at', 'desc')
      .orderBy('id')
      .limit(body.pageSize)
      .offset((body.pageNum - 1) * body.pageSize)
      .execute();
    const list: BetView[] = await betViews(ctx.db, await withLegs(ctx.db, rows), feed.board);
    return { list, total, pageNum: body.pageNum, pageSize: body.pageSize };
  });

  memberRoute(app, cashOutQuote, async (body, ctx) => {
    await venueOfUid(ctx, body.uid);
    await feed.catchUp();
    const q = await quoteCashOut(ctx.db, feed.board, ctx.memberId, body.betId, ctx.now);
    return { betId: body.betId, quoteId: q.quoteId, amount: yuanOf(q.fen), validUntil: q.validUntil, state: 'open' as const, partMin: yuanOf(q.partMinFen) };
  });

  memberRoute(app, cashOutAccept, async (body, ctx) => {
    await venueOfUid(ctx, body.uid);
    let done: Awaited<ReturnType<typeof acceptCashOut>>;
    try {
      const asked = body.amount === undefined ? null : fenOfYuanText(body.amount);
      done = await acceptCashOut(ctx.db, feed.board, ctx.memberId, body.betId, body.quoteId, ctx.now, settings.delayMs, asked);
    } catch (e) {
      // The refusal rolls this call's transaction back: it is kept once the transaction is over (on SQLite the
      // write waits for the one connection, on PostgreSQL it takes another).
      if (isCashOutRefusal(e)) {
        const refusal = { memberId: ctx.memberId, betId: body.betId, quoteId: body.quoteId, reason: e.message, now: ctx.now };
        void recordCashOutRefusal(store.db, refusal).catch((err: unknown) => log('cash-out refusal not kept', err instanceof Error ? err.message : err));
      }
      throw e;
    }
    const found = await betOf(ctx.db, ctx.memberId, body.betId);
    if (!found) throw new Error('a cashed-out bet is missing');
    ctx.message = done.state === CASH_OUT_STATE.PROCESSING ? '兑现确认中' : '兑现成功';
    const venueFen = done.venueFen ?? (await venueBalanceFen(ctx.db, ctx.memberId, found.bet.channel_code));
    const [view] = await betViews(ctx.db, [found], feed.board);
    return { bet: view!, amount: yuanOf(done.fen), state: done.state, balance: yuanOf(venueFen) };
  });

  /** The bet's view as its owner reads it now (after a change to it). */
  const viewOf = async (ctx: MemberContext, betId: string): Promise<BetView> => {
    const found = await betOf(ctx.db, ctx.memberId, betId);
    if (!found) throw new Error('a bet is missing');
    const [view] = await betViews(ctx.db, [found], feed.board);
    return view!;
  };

  memberRoute(app, cashOutAutoSet, async (body, ctx) => {
    await venueOfUid(ctx, body.uid);
    const target = fenOfYuanText(body.target) ?? 0;
    const part = body.amount === undefined ? null : (fenOfYuanText(body.amount) ?? 0);
    await setAutoCashOut(ctx.db, ctx.memberId, body.betId, target, part, ctx.now);
    ctx.message = '自动兑现已设置';
    return { bet: await viewOf(ctx, body.betId) };
  });

  memberRoute(app, cashOutAutoCancel, async (body, ctx) => {
    await venueOfUid(ctx, body.uid);
    await cancelAutoCashOut(ctx.db, ctx.memberId, body.betId);
    ctx.message = '自动兑现已取消';
    return { bet: await viewOf(ctx, body.betId) };
  });

  memberRoute(app, betEditQuote, async (body, ctx) => {
    await venueOfUid(ctx, body.uid);
    await feed.catchUp();
    const q = await quoteEdit(ctx.db, feed.board, ctx.memberId, body);
    return {
      betId: body.betId,
      cashOut: yuanOf(q.valueFen),
      stake: yuanOf(q.stakeFen),
      maxReturn: yuanOf(q.maxReturnFen),
      net: yuanOf(q.valueFen - q.stakeFen),
      kind: q.kind,
      prices: q.prices,
    };
  });

  memberRoute(app, betEdit, async (body, ctx) => {
    const channelCode = await venueOfUid(ctx, body.uid);
    await assertPlayAllowed(ctx.db, ctx.memberId, ctx.now);
    const edited = await editBet(ctx.db, feed.board, body, {
      memberId: ctx.memberId,
      channelCode,
      ref: intentRef(ctx),
      now: ctx.now,
      delayMs: settings.delayMs,
      usdCnyRate: settings.usdCnyRate,
    });
    ctx.message = '注单已修改';
    return { bet: await viewOf(ctx, edited.betId), old: await viewOf(ctx, edited.oldBetId), balance: yuanOf(edited.venueFen) };
  });

  if (dev) {
    /**
     * Dev only (e2e): POST /dev/sport/finish { gameId } ends the match now and settles its bets: it answers once
     * the result is stored and a sweep has run, with what that sweep did.
     */
    app.post('/dev/sport/finish', async (req) => {
      const parsed = devFinish.safeParse(req.body ?? {});
      if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
      const outcome = await controlFeed(feed, { op: 'finish', gameId: parsed.data.gameId });
      if (!outcome) return fail(ResponseCode.SYSTEM_BUSY, NOT_LEADER);
      if (!outcome.ok) return fail(ResponseCode.NO_DATA, outcome.reason);
      const swept = await sweep();
      return ok({ gameId: parsed.data.gameId, settled: swept.settled });
    });
    /**
     * Dev only (e2e), the operator's switch of early payout: POST /dev/sport/early-payout { leagueId | gameId, on } offers
     * it (or stops) on one competition (named, or the one of a match), then sweeps, answering what the sweep paid early.
     */
    app.post('/dev/sport/early-payout', async (req) => {
      const parsed = devEarlyPayout.safeParse(req.body ?? {});
      if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
      const { gameId, on } = parsed.data;
      const leagueId = gameId === undefined ? parsed.data.leagueId : feed.board.match(gameId)?.match.league_id;
      if (leagueId === undefined) return fail(ResponseCode.NO_DATA, '赛事不存在');
      await setEarlyPayout(store.db, leagueId, on, now());
      const swept = await sweep();
      return ok({ leagueId, on, earlyPaid: swept.earlyPaid });
    });
    /** Dev only (e2e): POST /dev/sport/sweep runs one sweep now and answers what it did (a journey after a feed control). */
    app.post('/dev/sport/sweep', async () => ok(await sweep()));
    /** Dev only (e2e): POST /dev/sport/fund { name, amount } opens a sport venue balance for a fresh member, so a journey can bet. */
    app.post('/dev/sport/fund', async (req) => {
      const parsed = devFund.safeParse(req.body ?? {});
      if (!parsed.success) return fail(ResponseCode.INVALID_PARAMETER, issueMessage(parsed.error));
      const member = await store.db.selectFrom('member').select('id').where('name', '=', parsed.data.name).executeTakeFirst();
      if (!member) return fail(ResponseCode.NOT_FOUND, '会员不存在');
      await store.db.transaction().execute((trx) => openBalances(trx, member.id, { venues: { [LOCAL_SPORT_VENUE]: fenOfYuanText(parsed.data.amount) ?? 0 } }));
      return ok({ name: parsed.data.name, amount: parsed.data.amount });
    });
  }

  const bets: Bets = { settings, sweep };
  byApp.set(app, bets);
  return bets;
}
