import {
  builderPickOf,
  builderPicks,
  isBuilderSport,
  isHalfKind,
  MATCH_STATUS,
  type BuilderPick,
  type BuilderProblem,
  type BuilderQuote,
  type Match,
} from '@site/shared';
import { yuanOf } from '../funds/fen';
import type { ScoringModel } from '../sports/scoring-model';
import { totalLinePassed } from '../sports/pricing';
import { priceBuilder, type BuilderPricing } from './builder-pricing';
import { marketName, pickName } from './pick-name';
import { maxStakeFen, MIN_STAKE_FEN } from './policy';
import { isInPlay } from './price-check';

/** Why a builder has no price, as the player reads it. */
export const BUILDER_MSG = {
  size: '同场串关须选择2至6个投注项',
  unknown: '所选投注项不在同场串关之列',
  repeated: '同一投注项只能选择一次',
  conflict: (a: string, b: string) => `「${a}」与「${b}」不能同时成立`,
  conflictAll: '所选投注项不能同时成立',
  sport: '该赛事不提供同场串关',
  halfOver: '上半场已结束，不能选择上半场投注项',
  lost: '所选组合已无法成立',
  longShot: '所选组合可能性过低，暂不提供赔率',
  decided: '所选组合已基本确定，暂不提供赔率',
  suspended: '盘口已暂停，请稍后再试',
  matchOver: '赛事已结束或已关闭，无法投注',
  unavailable: '同场串关暂不可用，请稍后再试',
} as const;

/** A selection as the slip and the records name it: '独赢 皇家马德里', '上半场大小 小 1.5'. */
export const builderPickName = (pick: BuilderPick, match: Pick<Match, 'team_h' | 'team_c'>): string =>
  `${marketName(pick.wtype)} ${pickName({ ...pick, team_h: match.team_h, team_c: match.team_c, selectionName: '' })}`;

/** The reason of a bad set of selections (conflicts name the two selections). */
function problemText(problem: BuilderProblem, ids: readonly string[], match: Match): string {
  switch (problem.kind) {
    case 'size':
    case 'unknown':
    case 'repeated':
    case 'conflictAll':
      return BUILDER_MSG[problem.kind];
    case 'conflict': {
      const [a, b] = problem.pair.map((i) => builderPickName(builderPickOf(ids[i]!)!, match));
      return BUILDER_MSG.conflict(a!, b!);
    }
  }
}

/** The quote's reading of a builder in its match now: its selections priced, or the state and reason it is not. */
export interface BuilderReading {
  quote: BuilderQuote;
  match: Match | null;
  picks: BuilderPick[];
  pricing: BuilderPricing | null;
}

/**
 * The builder's quote now: closed when the match is gone or over; refused (with the reason) for a sport without a
 * joint model, a bad set of selections (size, repeats, contradictions), a first half already over, or a chance
 * outside the priceable range; suspended while a picked play type's market is; otherwise open at the joint price.
 * model: the match's scoring model now (null when this instance does not run the feed).
 */
export function readBuilder(match: Match | undefined, ids: readonly string[], model: ScoringModel | null, now: number): BuilderReading {
  const blank: BuilderQuote = {
    gameId: match?.gameId ?? '',
    state: 'refused',
    message: '',
    hkMilli: 0,
    productEuroMilli: 0,
    picks: [],
    inPlay: false,
    minStake: yuanOf(MIN_STAKE_FEN),
    maxStake: 0,
    at: now,
  };
  const no = (state: BuilderQuote['state'], message: string, picks: BuilderPick[] = [], live: Match | null = null): BuilderReading => ({
    quote: { ...blank, state, message, picks: live ? picks.map((p) => ({ id: p.id, pickName: builderPickName(p, live), hkMilli: 1 })) : [] },
    match: live,
    picks,
    pricing: null,
  });
  if (!match || match.gameStatus === MATCH_STATUS.FINISHED) return no('closed', BUILDER_MSG.matchOver);
  if (!isBuilderSport(match.gameType)) return no('refused', BUILDER_MSG.sport);
  const read = builderPicks(ids);
  if (!read.ok) return no('refused', problemText(read.problem, ids, match));
  const picks = read.picks;
  const inPlay = isInPlay(match);
  if (!model) return no('suspended', BUILDER_MSG.unavailable, picks, match);
  if (inPlay && model.state.firstHalfLeft <= 0 && picks.some((p) => isHalfKind(p.wtype))) return no('refused', BUILDER_MSG.halfOver, picks, match);
  // Each picked play type's market as the board shows it: gone (the match is closing) or suspended holds the builder
  // too. Not the board's over/under (the match's, or the first half's while it is played: its goals are the match's
  // so far) once the goals have passed its line: decided, it is never offered again, while the builder prices its
  // own lines from the model (over 4.5 at 3:1 is still a bet). A first half over has refused half picks above.
  const markets = picks.map((p) => match.markets.find((mk) => mk.kind === p.wtype));
  if (markets.some((mk) => !mk)) return no('closed', BUILDER_MSG.matchOver, picks, match);
  const total = match.sc_FT_H + match.sc_FT_C;
  const decided = (mk: Match['markets'][number]) => (mk.kind === 'OU' || mk.kind === 'HOU') && totalLinePassed(mk.line, total);
  const held = (mk: Match['markets'][number]) => mk.suspended && !decided(mk);
  if (markets.some((mk) => held(mk!))) return no('suspended', BUILDER_MSG.suspended, picks, match);
  const pricing = priceBuilder(model, picks);
  if (!pricing.ok) return { ...no('refused', BUILDER_MSG[pricing.why], picks, match), pricing };
  return {
    quote: {
      ...blank,
      state: 'open',
      hkMilli: pricing.hkMilli,
      productEuroMilli: pricing.productEuroMilli,
      picks: picks.map((p, i) => ({ id: p.id, pickName: builderPickName(p, match), hkMilli: pricing.singles[i]! })),
      inPlay,
      maxStake: yuanOf(maxStakeFen([pricing.hkMilli], inPlay)),
    },
    match,
    picks,
    pricing,
  };
}
