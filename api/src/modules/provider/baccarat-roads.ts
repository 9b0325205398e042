import type { BaccaratResult } from './baccarat-maths';

/**
 * A baccarat table's roads (pure), built from its own rounds in play order, as the players of such tables read them:
 * - the bead plate (珠盘路): one bead per round, banker red, player blue, tie green, filling each column top to
 *   bottom, ROAD_ROWS beads a column;
 * - the big road (大路): one mark per banker or player win; a run of one winner goes down its column, a change of
 *   winner starts the next column at the top, and a run that meets the bottom row or a mark already there turns
 *   right along that row (the "dragon tail"). A tie makes no mark: it is counted on the last mark (ties before the
 *   first win are counted on the first one).
 */
export const ROAD_ROWS = 6;

export interface BeadCell {
  col: number;
  row: number;
  result: BaccaratResult;
}

export interface BigRoadCell {
  col: number;
  row: number;
  winner: Exclude<BaccaratResult, 'tie'>;
  /** Ties that followed this mark (or came before the first mark). */
  ties: number;
}

export function beadPlate(results: readonly BaccaratResult[], rows = ROAD_ROWS): BeadCell[] {
  return results.map((result, i) => ({ col: Math.floor(i / rows), row: i % rows, result }));
}

export function bigRoad(results: readonly BaccaratResult[], rows = ROAD_ROWS): BigRoadCell[] {
  const cells: BigRoadCell[] = [];
  const taken = new Set<string>();
  const at = (col: number, row: number) => `${col}:${row}`;
  let leadingTies = 0;
  /** The column where the current run started (a new run starts one column right of it). */
  let runCol = -1;
  for (const result of results) {
    const last = cells[cells.length - 1];
    if (result === 'tie') {
      if (last) last.ties += 1;
      else leadingTies += 1;
      continue;
    }
    let col: number;
    let row: number;
    if (!last) {
      col = 0;
      row = 0;
      runCol = 0;
    } else if (last.winner !== result) {
      runCol += 1;
      col = runCol;
      row = 0;
    } else if (last.row + 1 < rows && !taken.has(at(last.col, last.row + 1))) {
      col = last.col;
      row = last.row + 1;
    } else {
      col = last.col + 1;
      row = last.row;
    }
    taken.add(at(col, row));
    cells.push({ col, row, winner: result, ties: cells.length === 0 ? leadingTies : 0 });
  }
  return cells;
}
