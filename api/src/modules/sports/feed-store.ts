import { matchSchema, type Match } from '@site/shared';
import { z } from 'zod';
import type { Db } from '../../db';
import type { BoardState } from './board-copy';
import type { FinalResult } from './simulator';

/** Stores final results (once per match: a repeat after a change of leader is ignored). */
export async function storeResults(db: Db, results: readonly FinalResult[]): Promise<void> {
  if (results.length === 0) return;
  await db
    .insertInto('sport_result')
    .values(
      results.map((r) => ({
        game_id: r.gameId,
        gide: r.gide,
        hgid: r.hgid,
        game_type: r.gameType,
        league_id: r.leagueId,
        team_h: r.teamH,
        team_c: r.teamC,
        kickoff_at: r.kickoffAt,
        finished_at: r.finishedAt,
        score_h: r.scoreH,
        score_c: r.scoreC,
        half_h: r.halfH,
        half_c: r.halfC,
        winner: r.winner,
        detail: r.detail,
        void_reason: r.voidReason,
      })),
    )
    .onConflict((oc) => oc.column('game_id').doNothing())
    .execute();
}

export async function resultOf(db: Db, gameId: string) {
  return db.selectFrom('sport_result').selectAll().where('game_id', '=', gameId).executeTakeFirst();
}

/** The leader's checkpoint: every board as it stands after a tick (one row per board). */
export async function writeCheckpoint(db: Db, states: readonly BoardState[]): Promise<void> {
  // Serialised now, before the first await: the boards move on with the next tick.
  const rows = states.map((s) => ({ board_key: s.key, seq: s.seq, at: s.at, matches: JSON.stringify(s.matches) }));
  if (rows.length === 0) return;
  // One statement for every board: the checkpoint is written whole or not at all.
  await db
    .insertInto('sport_board')
    .values(rows)
    .onConflict((oc) =>
      oc.column('board_key').doUpdateSet((eb) => ({ seq: eb.ref('excluded.seq'), at: eb.ref('excluded.at'), matches: eb.ref('excluded.matches') })),
    )
    .execute();
}

const storedMatches = z.array(matchSchema);

/** The checkpoint as stored; a row that does not read as matches is left out (the board stays gapped). */
export async function readCheckpoint(db: Db): Promise<BoardState[]> {
  const rows = await db.selectFrom('sport_board').selectAll().execute();
  const out: BoardState[] = [];
  for (const r of rows) {
    let matches: Match[];
    try {
      const parsed = storedMatches.safeParse(JSON.parse(r.matches));
      if (!parsed.success) continue;
      matches = parsed.data;
    } catch {
      continue;
    }
    out.push({ key: r.board_key, seq: r.seq, at: r.at, matches });
  }
  return out;
}
