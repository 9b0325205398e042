import {
  MAIN_MARKET_KINDS,
  QUICK_LEAGUE_IDS,
  SHOW_TYPES,
  SPORT_TYPES,
  boardKey,
  type LeagueEntry,
  type Match,
  type MatchDelta,
  type ShowType,
  type SportBatch,
  type SportCounts,
  type SportFilter,
  type SportType,
} from '@site/shared';
import { isQuickLeague, leagueOf } from './catalogue';
import { ALL_BOARDS, showTypesOf } from './feed-boards';

/** One board as kept and checkpointed: its matches and the seq of the last batch they include. */
export interface BoardState {
  key: string;
  seq: number;
  at: number;
  matches: Match[];
}

interface Board {
  seq: number;
  at: number;
  matches: Map<string, Match>;
  /** A batch was missed: batches wait here until a checkpoint that covers the gap. */
  gap: boolean;
  waiting: SportBatch[];
  /** The last batches applied, in seq order (at most RECENT_KEPT): what a resuming subscription is sent. */
  recent: SportBatch[];
}

/** Batches a gapped board keeps while it waits for a checkpoint (about a minute at 10 a second). */
const MAX_WAITING = 600;

/**
 * Batches a board keeps for subscriptions that resume (about five seconds at 10 a second): a page whose snapshot came
 * a moment before its subscription went live gets the batches in between instead of taking a second snapshot.
 */
export const RECENT_KEPT = 50;

export type ApplyOutcome = 'applied' | 'old' | 'gap';

export interface SnapshotQuery {
  gameType: SportFilter;
  showType: ShowType;
  leagueIds?: readonly number[];
}

export interface Snapshot {
  seqs: Record<string, number>;
  counts: SportCounts;
  leagues: LeagueEntry[];
  matches: Match[];
}

/**
 * This instance's copy of the feed's boards, which answers snapshots and match details. Every
 * instance keeps one by applying the hub's 'sport' batches in seq order (the leader's included), so
 * any instance answers correctly; a board that misses a batch (an instance that started late, a
 * lost message) waits for the leader's next checkpoint (sport_board) and replays what came after it.
 */
export class BoardCopy {
  private readonly boards = new Map<string, Board>();
  /** Which board each match is on. */
  private readonly where = new Map<string, string>();

  /** The seq of a board's last applied batch; undefined for a board this copy has not met. */
  seqOf(key: string): number | undefined {
    return this.boards.get(key)?.seq;
  }

  /** Every board is known and in step. */
  inStep(): boolean {
    if (this.boards.size < ALL_BOARDS.length) return false;
    for (const b of this.boards.values()) if (b.gap) return false;
    return true;
  }

  /** Replaces everything (the leader's own start, or a fresh instance's first checkpoint). */
  reset(states: readonly BoardState[]): void {
    this.boards.clear();
    this.where.clear();
    for (const s of states) this.put(s, []);
  }

  /**
   * Heals the boards that are gapped or unknown from a checkpoint: taken when it reaches the first
   * waiting batch, then the waiting batches after it are replayed. Returns the boards still gapped.
   */
  heal(states: readonly BoardState[]): number {
    for (const s of states) {
      const b = this.boards.get(s.key);
      if (b && !b.gap) continue;
      const waiting = b?.waiting ?? [];
      const first = waiting[0];
      if (first && s.seq + 1 < first.seq) continue;
      if (b) for (const id of b.matches.keys()) this.where.delete(id);
      this.put(s, waiting);
    }
    let gapped = 0;
    for (const key of ALL_BOARDS) if (this.boards.get(key)?.gap !== false) gapped++;
    return gapped;
  }

  private put(s: BoardState, replay: readonly SportBatch[]): void {
    const board: Board = { seq: s.seq, at: s.at, matches: new Map(), gap: false, waiting: [], recent: [] };
    for (const m of s.matches) {
      board.matches.set(m.gameId, m);
      this.where.set(m.gameId, s.key);
    }
    this.boards.set(s.key, board);
    for (const batch of replay) if (batch.seq > board.seq) this.apply(s.key, batch);
  }

  /** Applies one batch of a board; out of order → the board waits for a checkpoint. */
  apply(key: string, batch: SportBatch): ApplyOutcome {
    const b = this.boards.get(key);
    if (!b) {
      this.boards.set(key, { seq: 0, at: 0, matches: new Map(), gap: true, waiting: [batch], recent: [] });
      return 'gap';
    }
    if (b.gap) {
      if (b.waiting.length >= MAX_WAITING) b.waiting.shift();
      b.waiting.push(batch);
      return 'gap';
    }
    if (batch.seq <= b.seq) return 'old';
    if (batch.seq !== b.seq + 1) {
      b.gap = true;
      b.waiting = [batch];
      return 'gap';
    }
    for (const id of batch.remove ?? []) {
      b.matches.delete(id);
      if (this.where.get(id) === key) this.where.delete(id);
    }
    for (const added of batch.add ?? []) {
      // A copy: in-process the batch may hold the producer's own objects.
      const m = structuredClone(added);
      b.matches.set(m.gameId, m);
      this.where.set(m.gameId, key);
    }
    for (const d of batch.d) {
      const m = b.matches.get(d.id);
      if (m) applyDelta(m, d);
    }
    b.seq = batch.seq;
    b.at = batch.at;
    b.recent.push(batch);
    if (b.recent.length > RECENT_KEPT) b.recent.shift();
    return 'applied';
  }

  /**
   * A board's batches after seq `from`, in order, when every one of them is still kept ([] when `from` is its seq);
   * undefined when they are not (too far back, a gapped or unknown board, a `from` past its seq).
   */
  batchesAfter(key: string, from: number): SportBatch[] | undefined {
    const b = this.boards.get(key);
    if (!b || b.gap || from > b.seq) return undefined;
    if (from === b.seq) return [];
    const first = b.recent[0];
    if (!first || first.seq > from + 1) return undefined;
    return b.recent.filter((batch) => batch.seq > from);
  }

  counts(): SportCounts {
    const counts = Object.fromEntries(SPORT_TYPES.map((t) => [t, Object.fromEntries(SHOW_TYPES.map((s) => [s, 0]))])) as SportCounts;
    for (const [key, b] of this.boards) {
      const [t, s] = key.split('.') as [SportType, ShowType];
      if (counts[t] && s in counts[t]) counts[t][s] = b.matches.size;
    }
    return counts;
  }

  /** A match with every market, and the seq of its board; undefined when unknown or finished. */
  match(gameId: string): { seq: number; match: Match } | undefined {
    const key = this.where.get(gameId);
    const b = key ? this.boards.get(key) : undefined;
    const match = b?.matches.get(gameId);
    return b && match ? { seq: b.seq, match } : undefined;
  }

  /** Every board as it stands (for a checkpoint or a new leader). */
  states(): BoardState[] {
    return [...this.boards].map(([key, b]) => ({ key, seq: b.seq, at: b.at, matches: [...b.matches.values()] }));
  }

  /**
   * The snapshot of sportMatches: the boards of one show type for one sport or all, leagues with
   * their match counts (quick-filter leagues first, in spec §9's order), and the matches of the
   * shown leagues with their main markets.
   */
  snapshot(q: SnapshotQuery): Snapshot {
    const types = q.gameType === 'ALL' ? SPORT_TYPES.filter((t) => showTypesOf(t).includes(q.showType)) : [q.gameType];
    const keys = types.filter((t) => showTypesOf(t).includes(q.showType)).map((t) => boardKey(t, q.showType));
    const filter = q.leagueIds && q.leagueIds.length > 0 ? new Set(q.leagueIds) : null;
    const seqs: Record<string, number> = {};
    const leagues = new Map<string, LeagueEntry>();
    const matches: Match[] = [];
    for (const key of keys) {
      const b = this.boards.get(key);
      if (!b) continue;
      seqs[key] = b.seq;
      for (const m of b.matches.values()) {
        const id = `${m.gameType}-${m.league_id}`;
        let entry = leagues.get(id);
        if (!entry) {
          const league = leagueOf(m.gameType, m.league_id);
          const shown = filter === null || filter.has(m.league_id);
          entry = {
            id,
            league_id: m.league_id,
            leagueId: m.league_id,
            name: league?.name ?? String(m.league_id),
            icon_class: league?.iconClass ?? `sport-${m.gameType}`,
            isShow: shown,
            isExpand: q.showType === 'RB' || isQuickLeague(m.league_id),
            gameType: m.gameType,
            count: 0,
          };
          leagues.set(id, entry);
        }
        entry.count++;
        if (entry.isShow) matches.push({ ...m, markets: m.markets.filter((mk) => MAIN_MARKET_KINDS.includes(mk.kind)) });
      }
    }
    const rank = (e: LeagueEntry) => {
      const quick = (QUICK_LEAGUE_IDS as readonly number[]).indexOf(e.league_id);
      return quick >= 0 ? quick : QUICK_LEAGUE_IDS.length + SPORT_TYPES.indexOf(e.gameType);
    };
    const order = [...leagues.values()].sort((a, b) => rank(a) - rank(b) || a.league_id - b.league_id);
    const place = new Map(order.map((e, i) => [e.id, i]));
    matches.sort((a, b) => (place.get(`${a.gameType}-${a.league_id}`) ?? 0) - (place.get(`${b.gameType}-${b.league_id}`) ?? 0) || a.datetime - b.datetime);
    return { seqs, counts: this.counts(), leagues: order, matches };
  }
}

/** What one delta does to a match (the same rules the page applies). */
export function applyDelta(m: Match, d: MatchDelta): void {
  if (d.st) m.gameStatus = d.st;
  if (d.sc) {
    m.sc_FT_H = d.sc[0];
    m.sc_FT_C = d.sc[1];
    m.sc_FT_A = d.sc[1];
  }
  if (d.set) {
    m.sc_set_H = d.set[0];
    m.sc_set_A = d.set[1];
  }
  if (d.game) {
    m.sc_game_H = d.game[0];
    m.sc_game_A = d.game[1];
  }
  if (d.clk) Object.assign(m, d.clk);
  if (d.sus)
    for (const [marketId, suspended] of d.sus) {
      const mk = m.markets.find((x) => x.id === marketId);
      if (mk) mk.suspended = suspended;
    }
  if (d.o)
    for (const [selectionId, hkMilli] of d.o) {
      for (const mk of m.markets) {
        const sel = mk.selections.find((s) => s.id === selectionId);
        if (sel) {
          sel.hkMilli = hkMilli;
          break;
        }
      }
    }
}
