import { isTimedSport, progressOf } from './clock';
import { scoringModel, scoringRate, scoringShare, type ModelState, type ScoringModel } from './scoring-model';
import { MIN, type SimMatch } from './sim-match';
import { HALF_INNING_MS } from './sport-families/innings';

/** The match's scoring model in its state now (kept while the state holds: several markets price from one). */
export function modelOf(sm: SimMatch): ScoringModel {
  const state = stateOf(sm);
  const key = stateKey(state);
  if (sm.model?.key !== key) sm.model = { key, model: scoringModel(state) };
  return sm.model.model;
}

/** The match's scoring state now (scoring-model.ts). */
function stateOf(sm: SimMatch): ModelState {
  const m = sm.m;
  const t = m.gameType;
  const live = m.isLive;
  const football = t === 'FT' || t === 'VF';
  const timed = isTimedSport(t);
  const progress = live && timed ? progressOf(t, sm.cur) : 0;
  // Football's stoppage time still to play in the half under way, at the rate of the half's end.
  const stoppageLeft = live && football && sm.cur.phase !== 1 ? Math.min(sm.cur.stoppageMs, sm.cur.stoppageMs + 45 * MIN - sm.cur.ms) : 0;
  const stoppage = (Math.max(0, stoppageLeft) / (90 * MIN)) * scoringRate(t, sm.cur.phase === 0 ? 0.5 : 1);
  return {
    gameType: t,
    s: sm.s,
    total: sm.total,
    bestOf: sm.league.bestOf,
    h: m.sc_FT_H,
    c: m.sc_FT_C,
    left: timed ? scoringShare(t, progress, 1) + stoppage : 1,
    halfH: sm.half ? sm.half[0] : m.sc_FT_H,
    halfC: sm.half ? sm.half[1] : m.sc_FT_C,
    firstHalfLeft: football ? scoringShare(t, progress, 0.5) + (sm.cur.phase === 0 ? stoppage : 0) : 0,
    setIndex: sm.setIndex,
    gamesH: m.sc_game_H,
    gamesA: m.sc_game_A,
    inning: sm.inning,
    inningPlayed: t === 'BS' && live ? sm.cur.ms / HALF_INNING_MS : 0,
  };
}

/** The fields of a scoring state that change during a match (the rest are the match's own). */
const stateKey = (st: ModelState): string =>
  `${st.h}|${st.c}|${st.left.toFixed(4)}|${st.halfH}|${st.halfC}|${st.firstHalfLeft.toFixed(4)}|${st.setIndex}|${st.gamesH}|${st.gamesA}|${st.inning.inning}${st.inning.half}|${st.inningPlayed.toFixed(3)}`;
