import type { Match, SportBatch } from '@site/shared';
import { BoardCopy, RECENT_KEPT, type BoardState } from './board-copy';
import { ALL_BOARDS } from './feed-boards';
import { Simulator } from './simulator';

const sim = () => new Simulator({ seed: 4, matches: 60, updatesPerSec: 0, batchMs: 100, clockSpeed: 1, startAt: 0 });
const states = (seq: number): BoardState[] => [...sim().boardMatches()].map(([key, matches]) => ({ key, seq, at: 0, matches: structuredClone(matches) }));
const firstOf = (s: BoardState[], key: string): Match => s.find((b) => b.key === key)!.matches[0]!;
const scoreBatch = (seq: number, id: string, home: number): SportBatch => ({ seq, at: seq, d: [{ id, sc: [home, 0] }] });

describe('the board copy of an instance', () => {
  it('applies batches in seq order, ignores old ones, and answers a match with its board seq', () => {
    const copy = new BoardCopy();
    const s = states(10);
    copy.reset(s);
    expect(copy.inStep()).toBe(true);
    const m = firstOf(s, 'FT.RB');
    expect(copy.apply('FT.RB', scoreBatch(11, m.gameId, 5))).toBe('applied');
    expect(copy.apply('FT.RB', scoreBatch(11, m.gameId, 6))).toBe('old');
    expect(copy.match(m.gameId)).toMatchObject({ seq: 11, match: { sc_FT_H: 5 } });
    expect(copy.apply('FT.RB', { seq: 12, at: 12, d: [], remove: [m.gameId] })).toBe('applied');
    expect(copy.match(m.gameId)).toBeUndefined();
  });

  it('waits after a gap and heals from a checkpoint that reaches its waiting batches, replaying the rest', () => {
    const copy = new BoardCopy();
    copy.reset(states(10));
    const m = firstOf(states(10), 'FT.RB');
    expect(copy.apply('FT.RB', scoreBatch(13, m.gameId, 3))).toBe('gap');
    expect(copy.apply('FT.RB', scoreBatch(14, m.gameId, 4))).toBe('gap');
    expect(copy.inStep()).toBe(false);
    // A checkpoint older than the first waiting batch cannot heal it.
    expect(copy.heal(states(11))).toBe(1);
    // One at seq 12 can: 13 and 14 are replayed on it.
    expect(copy.heal(states(12))).toBe(0);
    expect(copy.inStep()).toBe(true);
    expect(copy.match(m.gameId)).toMatchObject({ seq: 14, match: { sc_FT_H: 4 } });
  });

  it('starts an instance that joined late from the checkpoint', () => {
    const copy = new BoardCopy();
    expect(copy.apply('BK.RB', { seq: 21, at: 1, d: [] })).toBe('gap');
    expect(copy.inStep()).toBe(false);
    expect(copy.heal(states(20))).toBe(0);
    expect(copy.inStep()).toBe(true);
    expect(copy.snapshot({ gameType: 'BK', showType: 'RB' }).seqs).toEqual({ 'BK.RB': 21 });
    expect(
      copy
        .states()
        .map((s) => s.key)
        .sort(),
    ).toEqual([...ALL_BOARDS].sort());
  });

  it('keeps the recent batches of a board for a subscription that resumes, while they reach back to where it stands', () => {
    const copy = new BoardCopy();
    copy.reset(states(10));
    const m = firstOf(states(10), 'FT.RB');
    expect(copy.batchesAfter('FT.RB', 10)).toEqual([]);
    for (let seq = 11; seq <= 10 + RECENT_KEPT + 5; seq++) copy.apply('FT.RB', scoreBatch(seq, m.gameId, seq));
    const last = 10 + RECENT_KEPT + 5;
    expect(copy.batchesAfter('FT.RB', last - 3)?.map((b) => b.seq)).toEqual([last - 2, last - 1, last]);
    // The oldest kept is last - RECENT_KEPT + 1: a reader at last - RECENT_KEPT is reached, one further back is not.
    expect(copy.batchesAfter('FT.RB', last - RECENT_KEPT)).toHaveLength(RECENT_KEPT);
    expect(copy.batchesAfter('FT.RB', last - RECENT_KEPT - 1)).toBeUndefined();
    // A reader past the board (an api that started again), an unknown board, a gapped one: nothing to send.
    expect(copy.batchesAfter('FT.RB', last + 1)).toBeUndefined();
    expect(copy.batchesAfter('XX.RB', 0)).toBeUndefined();
    expect(copy.apply('FT.RB', scoreBatch(last + 2, m.gameId, 1))).toBe('gap');
    expect(copy.batchesAfter('FT.RB', last - 1)).toBeUndefined();
    // Healed from a checkpoint: kept again from there.
    expect(copy.heal(states(last + 1))).toBe(0);
    expect(copy.batchesAfter('FT.RB', last + 1)?.map((b) => b.seq)).toEqual([last + 2]);
    expect(copy.batchesAfter('FT.RB', last)).toBeUndefined();
  });
});
