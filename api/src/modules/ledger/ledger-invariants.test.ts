import fc from 'fast-check';
import { isSiteError } from '@site/shared';
import { testApp, type TestApp } from '../../test-support';
import { LEDGER_MSG, moveWholeCenterToVenue, recycleVenues, settleGameRound, transferWithVenue, TransferDirection } from './index';
import { verifyLedger } from './verify';

/**
 * Property tests of the journal: any random sequence of transfers, bets and wins (settleGameRound),
 * auto-transfers, recycles and calls that must fail keeps the invariants: every balance row equals
 * its journal sum, the journal sums to zero, no member balance is negative, a refused call moves
 * nothing, and the member balances match a model that applies the same rules.
 */
const MEMBER = 100001;
const VENUES = ['crty', 'AGZR', 'PGDZ'] as const;

type Op =
  | { op: 'transfer'; venue: number; fen: number; toVenue: boolean }
  | { op: 'round'; venue: number; stake: number; win: number; round: number }
  | { op: 'auto'; venue: number }
  | { op: 'recycle' };

const fen = fc.integer({ min: 1, max: 1_200_000 });
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ op: fc.constant('transfer' as const), venue: fc.nat(2), fen, toVenue: fc.boolean() }),
  fc.record({ op: fc.constant('round' as const), venue: fc.nat(2), stake: fc.integer({ min: 1, max: 300_000 }), win: fc.nat(600_000), round: fc.nat(40) }),
  fc.record({ op: fc.constant('auto' as const), venue: fc.nat(2) }),
  fc.constant({ op: 'recycle' as const }),
);

interface Model {
  center: number;
  venues: Record<string, number>;
  rounds: Set<string>;
}

async function modelOf(t: TestApp): Promise<Model> {
  const w = await t.db.selectFrom('wallet').select('center_fen').where('member_id', '=', MEMBER).executeTakeFirstOrThrow();
  const rows = await t.db.selectFrom('wallet_venue_balance').select(['channel_code', 'balance_fen']).where('member_id', '=', MEMBER).execute();
  const venues: Record<string, number> = Object.fromEntries(VENUES.map((v) => [v, 0]));
  for (const r of rows) venues[r.channel_code] = r.balance_fen;
  const rounds = await t.db.selectFrom('ledger_txn').select('ref').where('member_id', '=', MEMBER).where('kind', '=', 'round').execute();
  return { center: w.center_fen, venues, rounds: new Set(rounds.map((r) => r.ref ?? '')) };
}

/** The rules as a model: what the op should do, or the refusal it should answer. */
function expected(m: Model, op: Op, runId: number): string | null {
  const code = op.op === 'recycle' ? '' : VENUES[op.venue]!;
  switch (op.op) {
    case 'transfer':
      if (op.toVenue && m.center < op.fen) return LEDGER_MSG.centerShort;
      if (!op.toVenue && m.venues[code]! < op.fen) return LEDGER_MSG.venueShort;
      m.center += op.toVenue ? -op.fen : op.fen;
      m.venues[code]! += op.toVenue ? op.fen : -op.fen;
      return null;
    case 'round': {
      if (m.venues[code]! < op.stake) return LEDGER_MSG.venueShort;
      const ref = `round:${runId}-${op.round}`;
      if (m.rounds.has(ref)) return LEDGER_MSG.roundSettled;
      m.rounds.add(ref);
      m.venues[code]! += op.win - op.stake;
      return null;
    }
    case 'auto':
      m.venues[code]! += m.center;
      m.center = 0;
      return null;
    case 'recycle':
      for (const v of VENUES) {
        m.center += m.venues[v]!;
        m.venues[v] = 0;
      }
      return null;
  }
}

async function run(t: TestApp, op: Op, runId: number): Promise<string | null> {
  const code = op.op === 'recycle' ? '' : VENUES[op.venue]!;
  try {
    await t.store.transaction(async (db) => {
      if (op.op === 'transfer')
        await transferWithVenue(db, {
          memberId: MEMBER,
          channelCode: code,
          fen: op.fen,
          direction: op.toVenue ? TransferDirection.TO_VENUE : TransferDirection.TO_CENTER,
          ref: null,
        });
      else if (op.op === 'round')
        await settleGameRound(db, { memberId: MEMBER, channelCode: code, roundId: `${runId}-${op.round}`, stakeFen: op.stake, winFen: op.win });
      else if (op.op === 'auto') await moveWholeCenterToVenue(db, MEMBER, code);
      else await recycleVenues(db, MEMBER, null);
    });
    return null;
  } catch (e) {
    if (isSiteError(e)) return e.message;
    throw e;
  }
}

let t: TestApp;
beforeAll(async () => {
  t = await testApp();
});
afterAll(async () => t.app.close());

describe('ledger invariants (fast-check)', () => {
  it('random transfers, bets, wins, auto-transfers, recycles and refused calls keep every balance equal to its journal, never negative', async () => {
    let runId = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 25 }), async (ops) => {
        runId++;
        const model = await modelOf(t);
        for (const op of ops) {
          const before = await modelOf(t);
          const want = expected(model, op, runId);
          const got = await run(t, op, runId);
          expect(got).toBe(want);
          const now = await modelOf(t);
          if (got !== null) expect(now).toEqual(before);
          expect({ center: now.center, venues: now.venues }).toEqual({ center: model.center, venues: model.venues });
        }
        const report = await verifyLedger(t.db);
        expect(report.findings).toEqual([]);
        expect(report).toMatchObject({ discrepancies: 0, negatives: 0 });
      }),
      { numRuns: 40, seed: 20261122 },
    );
  });

  it('a journal transaction that does not sum to zero is never written', async () => {
    const { post, lockMemberAccounts } = await import('./journal');
    await expect(
      t.store.transaction(async (db) =>
        post(db, await lockMemberAccounts(db, MEMBER, ['crty']), {
          kind: 'transfer',
          ref: null,
          legs: [
            { account: 'center', fen: -100 },
            { account: 'venue', channelCode: 'crty', fen: 99 },
          ],
        }),
      ),
    ).rejects.toThrow('does not sum to zero');
    expect((await verifyLedger(t.db)).discrepancies).toBe(0);
  });

  it('verify finds a balance row changed outside the journal', async () => {
    const clean = await verifyLedger(t.db);
    await t.db.updateTable('wallet').set({ lock_fen: 5 }).where('member_id', '=', 100002).execute();
    const tampered = await verifyLedger(t.db);
    expect(tampered.discrepancies).toBe(clean.discrepancies + 1);
    expect(tampered.findings).toContainEqual({ what: 'balance differs from journal', account: 'locked:100002:', rowFen: 5, journalFen: 0 });
    await t.db.updateTable('wallet').set({ lock_fen: 0 }).where('member_id', '=', 100002).execute();
    expect(await verifyLedger(t.db)).toMatchObject({ discrepancies: 0, negatives: 0 });
  });
});
