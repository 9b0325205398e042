import fc from 'fast-check';
import {
  betPlace,
  bindFromDeposit,
  CENTER_WALLET,
  claimPromotion,
  getBalance,
  joinActivity,
  pay,
  promotionConfig,
  PROVIDER_API,
  queryDealRecord,
  venueBalance,
  venueLaunch,
  venueTransfer,
  withdrawNew,
  WithdrawStatus,
  type StatementLine,
} from '@site/shared';
import { testApp, testClock, type TestApp } from '../../test-support';
import { insertCard } from '../cards/card-queries';
import { readSiteConfig, writeSiteConfig } from '../site/site-config';
import { issueLaunchToken } from '../venues/launch-tokens';
import { SLOT_CYCLE_MS } from '../provider/provider-rules';
import { sportsFeedOf } from '../sports/sports';
import { openOneXTwoPick, TODAY_FOOTBALL } from '../sports/test-support/open-pick';
import { betsOf } from '../game/sport/bet/bets';
import { decideWithdrawal, WithdrawDecision } from '../withdraw/withdraw-orders';

/**
 * Statements reconcile, whatever the player did: random sequences of deposits, transfers between the
 * centre wallet and two venues, slot rounds, sports bets placed and settled, promotion claims and
 * withdrawals approved or rejected, all through the real api (its calls, its provider, its sweep).
 * After each sequence every wallet's statement runs from zero to that wallet's balance line by line,
 * the centre's lines sum to the centre balance, a withdrawal is one line and game rounds stay in the
 * venue's statement. Runs are few and short: each opens its own app (SQLite or PostgreSQL).
 */
const SPORT = 'crty';
const SLOT = 'PGDZ';
const SLOT_GAME = 'caishen';
const WALLETS = [CENTER_WALLET, SPORT, SLOT] as const;

type Op =
  | { op: 'deposit'; yuan: number }
  | { op: 'transfer'; venue: typeof SPORT | typeof SLOT; yuan: number; toVenue: boolean }
  | { op: 'spin'; stakeFen: number }
  | { op: 'bet'; yuan: number }
  | { op: 'settle' }
  | { op: 'claim' }
  | { op: 'withdraw'; yuan: number }
  | { op: 'decide'; approve: boolean };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('deposit' as const), yuan: fc.integer({ min: 100, max: 400 }) }),
  {
    weight: 2,
    arbitrary: fc.record({
      op: fc.constant('transfer' as const),
      venue: fc.constantFrom(SPORT, SLOT),
      yuan: fc.integer({ min: 1, max: 300 }),
      toVenue: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('spin' as const), stakeFen: fc.constantFrom(100, 200, 500) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant('bet' as const), yuan: fc.integer({ min: 10, max: 60 }) }) },
  fc.constant({ op: 'settle' as const }),
  fc.constant({ op: 'claim' as const }),
  fc.record({ op: fc.constant('withdraw' as const), yuan: fc.integer({ min: 50, max: 300 }) }),
  fc.record({ op: fc.constant('decide' as const), approve: fc.boolean() }),
);

interface Run {
  t: TestApp;
  memberId: number;
  cardId: number;
  uid: string;
  signId: number;
  keys: number;
}

async function start(): Promise<Run> {
  const clock = testClock();
  const t = await testApp({ clock, app: { sports: { manual: true, seed: 5, matches: 40, clockSpeed: 1200, startAt: clock.now() } } });
  expect((await t.browser.login('demo02', 'demo1234')).code).toBe(6000);
  const memberId = (await t.db.selectFrom('member').select('id').where('name', '=', 'demo02').executeTakeFirstOrThrow()).id;
  const c = await readSiteConfig(t.db);
  await writeSiteConfig(t.db, { flags: { ...c.flags, withdrawalPassword: false } });
  expect((await t.browser.post(bindFromDeposit, { realName: '李四', phone: '13912345678' })).code).toBe(6000);
  const card = await insertCard(t.db, {
    member_id: memberId,
    kind: 'bank',
    bank_code: 'ICBC',
    bank_name: '中国工商银行',
    number: '6222020200112233445',
    holder: '李四',
    network: null,
    created_at: clock.now(),
  });
  const run: Run = { t, memberId, cardId: Number(card!.id), uid: '', signId: 0, keys: 0 };
  const launched = await t.browser.post(venueLaunch, { enName: SPORT, gameCode: '' }, money(run));
  expect(launched.code).toBe(6000);
  run.uid = /[?&]uid=([0-9a-f]+)/.exec(String(launched.data.sport.url))?.[1] ?? '';
  // Money in both venues from the start, so the venues' own movements (rounds, bets) happen in short sequences too.
  for (const channelCode of [SPORT, SLOT]) expect((await t.browser.post(venueTransfer, { channelCode, amount: '200', ty: 1 }, money(run))).code).toBe(6000);
  const list = (await t.browser.post(promotionConfig, {})).data.list as { id: number; kind: string }[];
  run.signId = list.find((p) => p.kind === 'signGift')!.id;
  expect((await t.browser.post(joinActivity, { id: run.signId })).code).toBe(6000);
  return run;
}

const money = (run: Run) => ({ headers: { 'idempotency-key': `statement-test-${++run.keys}`.padEnd(24, '0') } });

/** One op through the api; a refusal (short money, a limit, a market that moved) is a fine outcome: it moves nothing. */
async function apply(run: Run, op: Op): Promise<void> {
  const { t } = run;
  switch (op.op) {
    case 'deposit': {
      const order = await t.browser.post(pay, { payCode: 'BANK', amount: String(op.yuan) });
      if (order.code !== 6000) return;
      const [path, query] = String(order.data.gatewayUrl).split('?');
      await t.app.inject({ method: 'POST', url: `${path}/confirm?${query}`, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
      return;
    }
    case 'transfer':
      await t.browser.post(venueTransfer, { channelCode: op.venue, amount: String(op.yuan), ty: op.toVenue ? 1 : 0 }, money(run));
      return;
    case 'spin': {
      t.clock.advance(SLOT_CYCLE_MS);
      const token = await issueLaunchToken(t.db, { memberId: run.memberId, enName: SLOT, gameCode: SLOT_GAME }, t.clock.now());
      await t.app.inject({
        method: 'POST',
        url: PROVIDER_API.slotSpin,
        payload: { token, game: SLOT_GAME, stakeFen: op.stakeFen },
        headers: money(run).headers,
      });
      return;
    }
    case 'bet': {
      const pick = await openOneXTwoPick(t.browser, run.uid, TODAY_FOOTBALL);
      if (!pick) return;
      await t.browser.post(betPlace, { uid: run.uid, autoAccept: true, kind: 'single', picks: [pick], unitStake: String(op.yuan) }, money(run));
      return;
    }
    case 'settle': {
      const open = await t.db
        .selectFrom('bet_leg')
        .innerJoin('bet', 'bet.id', 'bet_leg.bet_id')
        .select('bet_leg.game_id')
        .where('bet.state', '=', 'ACCEPTED')
        .execute();
      const feed = sportsFeedOf(t.app);
      for (const gameId of new Set(open.map((l) => l.game_id))) feed.producer()!.sim.endSoon(gameId);
      await feed.step();
      await betsOf(t.app).sweep();
      return;
    }
    case 'claim':
      await t.browser.post(claimPromotion, { id: run.signId, item: 'sign' }, money(run));
      return;
    case 'withdraw':
      await t.browser.post(withdrawNew, { accountId: run.cardId, amount: String(op.yuan) }, money(run));
      return;
    case 'decide': {
      const order = await t.db
        .selectFrom('withdraw_order')
        .select('order_no')
        .where('status', '=', WithdrawStatus.REVIEW)
        .orderBy('created_at')
        .executeTakeFirst();
      if (!order) return;
      const decision = op.approve ? WithdrawDecision.APPROVE : WithdrawDecision.REJECT;
      await t.db.transaction().execute((trx) => decideWithdrawal(trx, order.order_no, decision, t.clock.now(), '审核'));
      return;
    }
  }
}

/** Every line of a wallet's statement (newest first) and the balance the statement call answers. */
async function statement(run: Run, wallet: string): Promise<{ balance: number; lines: StatementLine[] }> {
  const lines: StatementLine[] = [];
  let balance = 0;
  for (let pageNum = 1; pageNum <= 20; pageNum++) {
    const page = await run.t.browser.post(queryDealRecord, { wallet, range: '30d', pageNum, pageSize: 50 });
    expect(page.code).toBe(6000);
    balance = page.data.balance;
    lines.push(...page.data.list);
    if (lines.length >= page.data.total) break;
  }
  return { balance, lines };
}

const fenOf = (yuan: number) => Math.round(yuan * 100);

async function walletBalanceFen(run: Run, wallet: string): Promise<number> {
  if (wallet === CENTER_WALLET) return fenOf((await run.t.browser.post(getBalance, {})).data.centerWalletBalance);
  return fenOf((await run.t.browser.post(venueBalance, { channelCode: wallet })).data.balance);
}

async function reconciles(run: Run): Promise<void> {
  for (const wallet of WALLETS) {
    const { balance, lines } = await statement(run, wallet);
    const walletFen = await walletBalanceFen(run, wallet);
    expect(fenOf(balance)).toBe(walletFen);
    // Oldest first: each line's balance is the one before it plus its amount, from zero to the wallet's balance.
    let running = 0;
    for (const line of [...lines].reverse()) {
      running += fenOf(line.amount);
      expect(fenOf(line.balance)).toBe(running);
    }
    expect(running).toBe(walletFen);
    if (wallet === CENTER_WALLET) {
      expect(lines.filter((l) => l.type === 'round')).toEqual([]);
      const orders = await run.t.db.selectFrom('withdraw_order').select('status').where('member_id', '=', run.memberId).execute();
      const withdrawals = lines.filter((l) => l.type === 'withdraw_lock');
      // One line per withdrawal, its state following the order; a rejected one's money back is a line of its own.
      expect(withdrawals).toHaveLength(orders.length);
      expect(withdrawals.filter((l) => l.state === 'review')).toHaveLength(orders.filter((o) => o.status === WithdrawStatus.REVIEW).length);
      expect(withdrawals.filter((l) => l.state === 'paid')).toHaveLength(orders.filter((o) => o.status === WithdrawStatus.PAID).length);
      expect(withdrawals.filter((l) => l.state === 'returned')).toHaveLength(orders.filter((o) => o.status === WithdrawStatus.REJECTED).length);
      expect(lines.filter((l) => l.type === 'withdraw_return')).toHaveLength(orders.filter((o) => o.status === WithdrawStatus.REJECTED).length);
    } else {
      expect(lines.every((l) => ['transfer', 'auto_transfer', 'recycle', 'round', 'opening'].includes(l.type))).toBe(true);
    }
  }
}

describe('statements reconcile', () => {
  it('after any sequence of movements every statement runs to its wallet balance and the centre lines sum to the centre balance', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 4, maxLength: 12 }), async (ops) => {
        const run = await start();
        try {
          for (const op of ops) await apply(run, op);
          await reconciles(run);
        } finally {
          await run.t.app.close();
        }
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});
