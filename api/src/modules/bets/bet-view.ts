import {
  BET_KIND_OFFERS,
  BET_STATE_NAMES,
  placedBetKindSchema,
  betOddsTypeSchema,
  dReasonSchema,
  marketKindSchema,
  parlayEuroMilli,
  seriesCombinations,
  seriesFamilyOf,
  resultName,
  seriesReturnsFen,
  rejectReasonSchema,
  REJECT_REASON_NAMES,
  resultCodeSchema,
  sportTypeSchema,
  type AutoCashOutView,
  type BetLeg,
  type BetView,
  type CashOutState,
  type DReason,
  type ResultCode,
} from '@site/shared';
import { yuanOf } from '../funds/fen';
import type { BetLegRow, BetRow, BetWithLegs } from './bet-queries';

const resultOf = (v: string | null): ResultCode | null => (v === null ? null : resultCodeSchema.parse(v));
const dReasonOf = (v: string | null): DReason | null => (v === null ? null : dReasonSchema.parse(v));

export const sizesOf = (bet: BetRow): number[] => JSON.parse(bet.sizes) as number[];

/**
 * '单注', '3串1', '3串4', '5串10（三串）', '同场串关': a series by its family's title (series.ts), which tells apart
 * families whose labels coincide; a series that formed fewer combinations (two legs of one game) by the number it formed.
 */
export function kindName(kind: BetRow['kind'], legs: number, combinations: number, sizes: readonly number[] = []): string {
  if (kind === 'single') return '单注';
  if (kind === 'builder') return '同场串关';
  if (kind === 'multiple') return `${legs}串1`;
  const family = seriesFamilyOf(legs, sizes);
  if (!family) return `${legs}串${combinations}`;
  return family.combinations === combinations ? family.title : `${legs}串${combinations}（${family.sizesName}）`;
}

export function legView(l: BetLegRow): BetLeg {
  const result = resultOf(l.result);
  const dReason = dReasonOf(l.d_reason);
  return {
    gameId: l.game_id,
    selectionId: l.selection_id,
    wtype: marketKindSchema.parse(l.wtype),
    rtype: l.rtype,
    line: l.line,
    hkMilli: l.hk_milli,
    gameType: sportTypeSchema.parse(l.game_type),
    league: l.league,
    team_h: l.team_h,
    team_c: l.team_c,
    pickName: l.pick_name,
    datetime: l.kickoff_at,
    inPlay: l.in_play === 1,
    score: l.score,
    result,
    dReason,
    resultName: resultName(result, dReason),
  };
}

/** A series' combinations (never two legs of one game), in the order series.ts forms them. */
export function combinationsOf(bet: BetRow, legs: readonly BetLegRow[]): number[][] {
  if (bet.kind !== 'series') return [];
  return seriesCombinations(
    legs.map((l) => ({ gameId: l.game_id, hkMilli: l.hk_milli })),
    sizesOf(bet),
  );
}

/** Whether a cash-out can be asked for: an accepted bet of a kind that offers it, none of whose legs lost. */
export function cashOutEligible(bet: BetRow, legs: readonly BetLegRow[]): boolean {
  return bet.state === 'ACCEPTED' && BET_KIND_OFFERS[bet.kind].cashOut && legs.every((l) => l.result !== 'L');
}

/**
 * What a bet's view reads beside its row and legs (bet-views.ts loads them): the parts cashed out so far, its
 * automatic cash-out rule, its edits, and why a cash-out cannot be had now ('' when it can; absent without the feed).
 */
export interface BetExtras {
  partFen: number;
  partStakeFen: number;
  auto: AutoCashOutView | null;
  editedFrom: string | null;
  editedTo: string | null;
  unavailable?: string;
}

function cashOutView(bet: BetRow, legs: readonly BetLegRow[], extras: BetExtras | undefined): BetView['cashOut'] {
  // Only what there is: no part, no rule, nothing in the way read as absent.
  const more = {
    ...(extras && extras.partFen > 0 ? { partAmount: yuanOf(extras.partFen), partStake: yuanOf(extras.partStakeFen) } : {}),
    ...(extras?.auto ? { auto: extras.auto } : {}),
    ...(extras?.unavailable ? { unavailable: extras.unavailable } : {}),
  };
  if (bet.state === 'CASHED_OUT') return { state: 'accepted', amount: yuanOf(bet.cash_out_fen ?? 0), ...more };
  if (!cashOutEligible(bet, legs)) return null;
  // The last cash-out asked for: being decided (in play), refused (until the next quote), otherwise open.
  const state: CashOutState = bet.cash_out_state === 'rejected' ? 'rejected' : bet.cash_out_state === 'processing' ? 'processing' : 'open';
  return { state, amount: 0, ...more };
}

export function betView({ bet, legs }: BetWithLegs, extras?: BetExtras): BetView {
  const combos = combinationsOf(bet, legs);
  const settled = bet.state === 'SETTLED' || bet.state === 'CASHED_OUT';
  const legsSettled = legs.map((l) => ({ hkMilli: l.hk_milli, result: resultOf(l.result) }));
  const comboPayouts =
    bet.state === 'SETTLED' && legsSettled.every((l) => l.result !== null)
      ? seriesReturnsFen(
          bet.unit_fen,
          legsSettled.map((l) => ({ hkMilli: l.hkMilli, result: l.result as ResultCode })),
          combos,
        )
      : null;
  const rejectReason = bet.reject_reason === null ? null : rejectReasonSchema.parse(bet.reject_reason);
  // A series' own result is its combinations' returns together against its total stake (settle.ts payoutOf).
  const result = resultOf(bet.result);
  return {
    betId: bet.id,
    kind: placedBetKindSchema.parse(bet.kind),
    sizes: sizesOf(bet),
    kindName: kindName(bet.kind, legs.length, bet.combinations, sizesOf(bet)),
    state: bet.state,
    stateName: BET_STATE_NAMES[bet.state],
    rejectReason,
    rejectMessage: rejectReason ? REJECT_REASON_NAMES[rejectReason] : '',
    unitStake: yuanOf(bet.unit_fen),
    totalStake: yuanOf(bet.total_fen),
    maxReturn: yuanOf(bet.max_return_fen),
    payout: settled && bet.payout_fen !== null ? yuanOf(bet.payout_fen) : null,
    winLoss: settled && bet.payout_fen !== null ? yuanOf(bet.payout_fen - bet.total_fen) : null,
    result,
    resultName: resultName(result, dReasonOf(bet.d_reason)),
    oddsType: betOddsTypeSchema.parse(bet.odds_type),
    legs: legs.map(legView),
    combinations: combos.map((c, i) => ({
      legs: c,
      euroMilli: parlayEuroMilli(c.map((j) => ({ gameId: legs[j]!.game_id, hkMilli: legs[j]!.hk_milli }))),
      stake: yuanOf(bet.unit_fen),
      payout: comboPayouts ? yuanOf(comboPayouts[i] ?? 0) : null,
    })),
    placedAt: bet.placed_at,
    pendingUntil: bet.state === 'PENDING' ? bet.pending_until : null,
    settledAt: bet.settled_at,
    cashOut: cashOutView(bet, legs, extras),
    offers: { cashOut: BET_KIND_OFFERS[bet.kind].cashOut, edit: BET_KIND_OFFERS[bet.kind].edit },
    ...(bet.early_payout === 1 ? { earlyPayout: true } : {}),
    ...(extras?.editedFrom ? { editedFrom: extras.editedFrom } : {}),
    ...(extras?.editedTo ? { editedTo: extras.editedTo } : {}),
    builder: bet.kind === 'builder' ? { hkMilli: bet.builder_hk_milli ?? 0 } : null,
  };
}
