import { drillKeyOf, drillKindOfRef, failoverMs, reconcile, type ClientOp, type JournalTxn } from './cluster-reconcile';

const op = (o: Partial<ClientOp> & Pick<ClientOp, 'kind'>): ClientOp => ({ memberId: 1, answered: true, applied: true, ref: null, ...o });
const txn = (ref: string, memberId = 1): JournalTxn => ({ memberId, ref });
const keyRef = (kind: 'transferIn' | 'transferOut' | 'bet', n: number) => `key:${drillKeyOf(kind, n)}`;

describe('the journal reference of each drill operation', () => {
  it('names the kind from the ledger formats, and nothing else', () => {
    expect(drillKindOfRef(keyRef('transferIn', 3))).toBe('transferIn');
    expect(drillKindOfRef(keyRef('transferOut', 3))).toBe('transferOut');
    expect(drillKindOfRef(keyRef('bet', 3))).toBe('bet');
    expect(drillKindOfRef('withdraw:W2026112900000001')).toBe('withdrawal');
    expect(drillKindOfRef('deposit:D2026112900000001')).toBe('depositConfirm');
    expect(drillKindOfRef('promotion:4:claim:17')).toBe('claim');
    for (const other of ['opening', 'key:drill-launch-5', 'settle:12', 'withdraw-paid:W1', 'key:bench-1-2']) expect(drillKindOfRef(other)).toBeNull();
  });
});

describe('reconciling the client record with the journal', () => {
  it('finds nothing wrong when every applied operation is journalled once and refused ones are not', () => {
    const ops = [
      op({ kind: 'transferIn', ref: keyRef('transferIn', 0) }),
      op({ kind: 'bet', ref: keyRef('bet', 1), applied: false }),
      op({ kind: 'withdrawal', ref: 'withdraw:W1' }),
      op({ kind: 'depositConfirm', ref: 'deposit:D1' }),
      op({ kind: 'claim' }),
    ];
    const journal = [txn(keyRef('transferIn', 0)), txn('withdraw:W1'), txn('deposit:D1'), txn('promotion:4:claim:9'), txn('opening'), txn('settle:3')];
    expect(reconcile(ops, journal)).toEqual({ ops: 5, acked: 5, lost: 0, duplicated: 0 });
  });

  it('counts an applied operation missing from the journal as lost, by reference and by count', () => {
    const ops = [op({ kind: 'transferOut', ref: keyRef('transferOut', 0) }), op({ kind: 'claim' }), op({ kind: 'claim', memberId: 2 })];
    expect(reconcile(ops, [txn('promotion:4:claim:1', 2)])).toEqual({ ops: 3, acked: 3, lost: 2, duplicated: 0 });
  });

  it('counts a reference journalled twice, and a movement of a refused operation, as duplicated', () => {
    const ops = [op({ kind: 'transferIn', ref: keyRef('transferIn', 0) }), op({ kind: 'bet', ref: keyRef('bet', 1), applied: false })];
    const journal = [txn(keyRef('transferIn', 0)), txn(keyRef('transferIn', 0)), txn(keyRef('bet', 1))];
    expect(reconcile(ops, journal)).toMatchObject({ lost: 0, duplicated: 2 });
  });

  it('finds a withdrawal applied twice under one key: its second order is a movement nobody was told of', () => {
    const ops = [op({ kind: 'withdrawal', ref: 'withdraw:W1' })];
    expect(reconcile(ops, [txn('withdraw:W1'), txn('withdraw:W2')])).toMatchObject({ lost: 0, duplicated: 1 });
    // The same second order for another member is that member's, and nothing of theirs accounts for it either.
    expect(reconcile(ops, [txn('withdraw:W1'), txn('withdraw:W2', 2)])).toMatchObject({ duplicated: 1 });
  });

  it('lets an unanswered operation have moved once (the answer died with the instance), never twice', () => {
    const unanswered = { answered: false, applied: false };
    const ops = [op({ kind: 'transferIn', ref: keyRef('transferIn', 0), ...unanswered }), op({ kind: 'claim', ...unanswered })];
    expect(reconcile(ops, [])).toEqual({ ops: 2, acked: 0, lost: 0, duplicated: 0 });
    expect(reconcile(ops, [txn(keyRef('transferIn', 0)), txn('promotion:4:claim:1')])).toMatchObject({ lost: 0, duplicated: 0 });
    expect(reconcile(ops, [txn(keyRef('transferIn', 0)), txn(keyRef('transferIn', 0)), txn('promotion:4:claim:1'), txn('promotion:4:claim:2')])).toMatchObject({
      duplicated: 2,
    });
  });

  it('counts a journalled reference of the drill that no operation of the client names as duplicated', () => {
    expect(reconcile([], [txn(keyRef('bet', 40))])).toMatchObject({ duplicated: 1 });
  });
});

describe('the failover time from the client timeline', () => {
  it('runs from the kill to the end of the last try that got no answer', () => {
    const attempts = [
      { startedAt: 900, endedAt: 950, answered: false },
      { startedAt: 1000, endedAt: 1040, answered: true },
      { startedAt: 1010, endedAt: 1300, answered: false },
      { startedAt: 1320, endedAt: 1700, answered: false },
      { startedAt: 1710, endedAt: 1760, answered: true },
    ];
    expect(failoverMs(attempts, 1000)).toBe(700);
  });

  it('is 0 when nothing failed after the kill', () => {
    expect(
      failoverMs(
        [
          { startedAt: 1, endedAt: 5, answered: false },
          { startedAt: 10, endedAt: 20, answered: true },
        ],
        8,
      ),
    ).toBe(0);
    expect(failoverMs([], 8)).toBe(0);
  });
});
