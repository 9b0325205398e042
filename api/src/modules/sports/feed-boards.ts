import { boardKey, SHOW_TYPES, SPORT_TYPES, type Match, type MatchDelta, type ShowType, type SportCounts, type SportType } from '@site/shared';
import type { SimMatch } from './sim-match';

/** One tick's changes of one board. */
export interface BoardChange {
  deltas: MatchDelta[];
  add: Match[];
  remove: string[];
}

/** The boards a sport has: FS only the champion ones. */
export const showTypesOf = (gameType: SportType): readonly ShowType[] => (gameType === 'FS' ? ['FSFT', 'FSFU'] : ['FU', 'FT', 'RB']);
export const ALL_BOARDS: readonly string[] = SPORT_TYPES.flatMap((t) => showTypesOf(t).map((s) => boardKey(t, s)));

const emptyCounts = (): SportCounts => Object.fromEntries(SPORT_TYPES.map((t) => [t, Object.fromEntries(SHOW_TYPES.map((s) => [s, 0]))])) as SportCounts;

/**
 * The simulator's matches on their boards, and what a tick changed on each: matches added and removed (a move
 * is both) and one delta per match changed. Outside a tick (the start, a resumed run) nothing is recorded.
 */
export class FeedBoards {
  private readonly boards = new Map<string, Map<string, SimMatch>>();
  /** Every match in a fixed order (the simulator visits them in it: its run is reproducible); swap-remove. */
  private readonly all: SimMatch[] = [];
  /** Deltas of the tick under way, by match id (null outside a tick). */
  private pending: Map<string, { sm: SimMatch; d: MatchDelta }> | null = null;
  private changes = new Map<string, BoardChange>();

  constructor() {
    for (const key of ALL_BOARDS) this.boards.set(key, new Map());
  }

  /** The matches in the simulator's order (the live array: a detach during a visit from the end is safe). */
  get list(): readonly SimMatch[] {
    return this.all;
  }

  hasBoard(key: string): boolean {
    return this.boards.has(key);
  }

  /** A tick begins: its changes are recorded from now. */
  beginTick(): void {
    this.pending = new Map();
    this.changes = new Map();
  }

  /** The tick ends: its changes by board (each changed match's delta after its board's adds and removes). */
  endTick(): Map<string, BoardChange> {
    for (const { sm, d } of this.pending?.values() ?? []) this.changeOf(sm.board).deltas.push(d);
    this.pending = null;
    return this.changes;
  }

  /** This tick's delta of a match (created on its first change); a scratch one outside a tick. */
  delta(sm: SimMatch): MatchDelta {
    if (!this.pending) return { id: sm.m.gameId };
    let entry = this.pending.get(sm.m.gameId);
    if (!entry) this.pending.set(sm.m.gameId, (entry = { sm, d: { id: sm.m.gameId } }));
    return entry.d;
  }

  /** A new match on its board (sent whole in a tick). */
  attach(sm: SimMatch): void {
    sm.index = this.all.length;
    this.all.push(sm);
    this.boards.get(sm.board)!.set(sm.m.gameId, sm);
    if (this.pending) this.changeOf(sm.board).add.push(sm.m);
  }

  /** A match off the boards for good (finished or voided). */
  detach(sm: SimMatch): void {
    this.boards.get(sm.board)!.delete(sm.m.gameId);
    const last = this.all.pop()!;
    if (last !== sm) {
      this.all[sm.index] = last;
      last.index = sm.index;
    }
    if (this.pending) {
      this.changeOf(sm.board).remove.push(sm.m.gameId);
      this.pending.delete(sm.m.gameId);
    }
  }

  /** Moves a match to another board: removed from one, added (whole) to the other; its pending delta is dropped. */
  move(sm: SimMatch, showType: ShowType): void {
    this.boards.get(sm.board)!.delete(sm.m.gameId);
    if (this.pending) {
      this.changeOf(sm.board).remove.push(sm.m.gameId);
      this.pending.delete(sm.m.gameId);
    }
    sm.m.showType = showType;
    sm.board = boardKey(sm.m.gameType, showType);
    this.boards.get(sm.board)!.set(sm.m.gameId, sm);
    if (this.pending) this.changeOf(sm.board).add.push(sm.m);
  }

  /** Every board with its matches (the live objects: copy before keeping them). */
  boardMatches(): Map<string, Match[]> {
    const out = new Map<string, Match[]>();
    for (const [key, board] of this.boards)
      out.set(
        key,
        [...board.values()].map((sm) => sm.m),
      );
    return out;
  }

  counts(): SportCounts {
    const counts = emptyCounts();
    for (const [key, board] of this.boards) {
      const [t, s] = key.split('.') as [SportType, ShowType];
      counts[t][s] = board.size;
    }
    return counts;
  }

  private changeOf(board: string): BoardChange {
    let c = this.changes.get(board);
    if (!c) this.changes.set(board, (c = { deltas: [], add: [], remove: [] }));
    return c;
  }
}
