import fc from 'fast-check';
import type { BaccaratResult } from './baccarat-maths';
import { beadPlate, bigRoad } from './baccarat-roads';

/** 'B' banker, 'P' player, 'T' tie. */
const seq = (text: string): BaccaratResult[] => [...text].map((c) => (c === 'B' ? 'banker' : c === 'P' ? 'player' : 'tie'));
const marks = (text: string) => bigRoad(seq(text)).map((c) => `${c.winner[0]}${c.col},${c.row}${c.ties ? `+${c.ties}` : ''}`);

describe('the bead plate (珠盘路)', () => {
  it('one bead a round, ties too, six to a column top to bottom', () => {
    const plate = beadPlate(seq('BPTBBBPP'));
    expect(plate).toHaveLength(8);
    expect(plate[0]).toEqual({ col: 0, row: 0, result: 'banker' });
    expect(plate[2]).toEqual({ col: 0, row: 2, result: 'tie' });
    expect(plate[5]).toEqual({ col: 0, row: 5, result: 'banker' });
    expect(plate[6]).toEqual({ col: 1, row: 0, result: 'player' });
    expect(plate[7]).toEqual({ col: 1, row: 1, result: 'player' });
  });

  it('no rounds, no beads', () => {
    expect(beadPlate([])).toEqual([]);
  });
});

describe('the big road (大路)', () => {
  it('a run goes down its column; a change of winner starts the next column at the top', () => {
    expect(marks('BBBPPB')).toEqual(['b0,0', 'b0,1', 'b0,2', 'p1,0', 'p1,1', 'b2,0']);
  });

  it('a tie makes no mark and is counted on the last mark', () => {
    expect(marks('BPTTB')).toEqual(['b0,0', 'p1,0+2', 'b2,0']);
  });

  it('ties before the first win are counted on the first mark', () => {
    expect(marks('TTP')).toEqual(['p0,0+2']);
    expect(marks('TT')).toEqual([]);
  });

  it('a run longer than six turns right along the bottom row (the dragon tail)', () => {
    expect(marks('BBBBBBBBP')).toEqual(['b0,0', 'b0,1', 'b0,2', 'b0,3', 'b0,4', 'b0,5', 'b1,5', 'b2,5', 'p1,0']);
  });

  it('a run that meets an earlier tail turns right above it', () => {
    // Banker's tail lies on row 5 of columns 1 and 2; player's run in column 1 turns right at row 4.
    expect(marks('BBBBBBBBPPPPPPP')).toEqual([
      'b0,0',
      'b0,1',
      'b0,2',
      'b0,3',
      'b0,4',
      'b0,5',
      'b1,5',
      'b2,5',
      'p1,0',
      'p1,1',
      'p1,2',
      'p1,3',
      'p1,4',
      'p2,4',
      'p3,4',
    ]);
  });

  it('a run after a tail starts one column right of where the previous run started', () => {
    expect(marks('PPPPPPPBB')).toEqual(['p0,0', 'p0,1', 'p0,2', 'p0,3', 'p0,4', 'p0,5', 'p1,5', 'b1,0', 'b1,1']);
  });

  it('marks never share a cell, and every round is a mark or a tie counted on one, for any sequence', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom<BaccaratResult>('banker', 'player', 'tie'), { maxLength: 120 }), (results) => {
        const cells = bigRoad(results);
        expect(new Set(cells.map((c) => `${c.col}:${c.row}`)).size).toBe(cells.length);
        expect(cells.every((c) => c.row >= 0 && c.row < 6)).toBe(true);
        const wins = results.filter((r) => r !== 'tie').length;
        expect(cells).toHaveLength(wins);
        if (wins > 0) expect(cells.reduce((sum, c) => sum + 1 + c.ties, 0)).toBe(results.length);
      }),
    );
  });
});
