import { D_REASON_NAMES, RESULT_CODE_NAMES, type DReason, type ResultCode } from '../contracts/bet';
import type { MarketKind } from '../contracts/sport';

/**
 * Settlement (spec §4 result codes): the outcome of one pick given the match's final
 * result, the factor a leg contributes to a parlay, and the return of a single, a multiple and each
 * combination of a series. Money is integer fen; prices are hong kong thousandths (european = hk + 1).
 *
 * Outcomes by market:
 * - M / HM (1X2, full time / first half): the picked side won → W, otherwise L; a draw in a two-way
 *   market (no N selection offered) → P.
 * - R / HR (asian handicap): the side giving the handicap (strong) starts `line` behind. A quarter line
 *   ('0.5/1') is two half stakes on its neighbouring lines (0.5 and 1): win + win W, win + push LW,
 *   push + push P, push + loss LL, loss + loss L.
 * - OU / HOU (over/under, quarter lines split the same way): total above the line wins O.
 * - EO (odd/even): the total's parity (0 is even).
 * - FS (outright): the champion's selection key equals the pick → W, else L.
 */

/** The final result a leg settles on (from the feed's sport_result). */
export interface FinalScore {
  home: number;
  away: number;
  /** First-half score (football); null when the sport has none. */
  halfHome: number | null;
  halfAway: number | null;
  /** 'H' | 'C' | 'N', or the champion's selection key (T<n>) of an outright. */
  winner: string;
  /**
   * The match did not end normally (the feed's void): D1 called off before kick-off (every pick void),
   * D5 abandoned in play (a first-half pick settles when the half was played, everything else void).
   * Null or absent: a normal result.
   */
  voidReason?: DReason | null;
}

/** What was picked: the market kind, the side, the line as shown and which side gives the handicap. */
export interface SettledPick {
  wtype: MarketKind;
  rtype: string;
  line: string;
  strong: 'H' | 'C';
  /** The market offers a draw (N) selection (three-way 1X2). */
  threeWay?: boolean;
}

/** A leg's outcome: a result code, and its D reason when the result is D. */
export interface LegOutcome {
  result: ResultCode;
  dReason: DReason | null;
}

/** The two half lines a line stands for ('0.5/1' → [0.5, 1]; '2.5' → [2.5, 2.5]); null when unreadable. */
export function halfLines(text: string): [number, number] | null {
  const parts = text.split('/').map((p) => (p.trim() === '' ? NaN : Number(p)));
  const [a, b] = parts;
  if (parts.length === 1 && Number.isFinite(a)) return [a as number, a as number];
  if (parts.length === 2 && Number.isFinite(a) && Number.isFinite(b) && Math.abs((b as number) - (a as number)) === 0.5) {
    return [a as number, b as number];
  }
  return null;
}

type Half = 'win' | 'push' | 'loss';
const halfOf = (margin: number): Half => (margin > 0 ? 'win' : margin === 0 ? 'push' : 'loss');

/** Two half stakes → one result code (the table of the quarter-line split). */
const SPLIT_RESULT: Readonly<Record<`${Half}+${Half}`, ResultCode>> = {
  'win+win': 'W',
  'win+push': 'LW',
  'push+win': 'LW',
  'push+push': 'P',
  'push+loss': 'LL',
  'loss+push': 'LL',
  'loss+loss': 'L',
  'win+loss': 'P',
  'loss+win': 'P',
};

const VOID_UNREADABLE: LegOutcome = { result: 'D', dReason: 'D2' };
const outcome = (result: ResultCode): LegOutcome => ({ result, dReason: null });

/** Settles over both half lines: margin(line) > 0 wins that half. */
function split(line: string, margin: (l: number) => number): LegOutcome {
  const lines = halfLines(line);
  if (!lines) return VOID_UNREADABLE;
  return outcome(SPLIT_RESULT[`${halfOf(margin(lines[0]))}+${halfOf(margin(lines[1]))}`]);
}

/**
 * The outcome of one pick given the final result. A voided match voids its picks with the feed's reason
 * (a first half already played still settles when the match was abandoned later); a first-half market
 * without a half score is void (D9).
 */
export function legOutcome(pick: SettledPick, score: FinalScore): LegOutcome {
  const half = pick.wtype === 'HM' || pick.wtype === 'HR' || pick.wtype === 'HOU';
  const voidReason = score.voidReason ?? null;
  if (voidReason !== null && !(half && voidReason !== 'D1' && score.halfHome !== null && score.halfAway !== null)) {
    return { result: 'D', dReason: voidReason };
  }
  if (half && (score.halfHome === null || score.halfAway === null)) return { result: 'D', dReason: 'D9' };
  const home = half ? (score.halfHome as number) : score.home;
  const away = half ? (score.halfAway as number) : score.away;
  switch (pick.wtype) {
    case 'M':
    case 'HM': {
      const winner = home > away ? 'H' : home < away ? 'C' : 'N';
      if (winner === 'N' && !pick.threeWay) return outcome('P');
      return outcome(pick.rtype === winner ? 'W' : 'L');
    }
    case 'R':
    case 'HR': {
      // The picked side's goals minus the other's, with the handicap: the strong side gives the line.
      const diff = pick.rtype === 'H' ? home - away : away - home;
      const gives = pick.rtype === pick.strong;
      return split(pick.line, (l) => (gives ? diff - l : diff + l));
    }
    case 'OU':
    case 'HOU': {
      const total = home + away;
      return split(pick.line, (l) => (pick.rtype === 'O' ? total - l : l - total));
    }
    case 'EO':
      return outcome((home + away) % 2 === 1 ? (pick.rtype === 'ODD' ? 'W' : 'L') : pick.rtype === 'EVEN' ? 'W' : 'L');
    case 'FS':
      return outcome(pick.rtype === score.winner ? 'W' : 'L');
  }
}

/**
 * A leg's factor in halves of a thousandth (exact integers): win = european odds, draw / void /
 * restored = 1, half win = 1 + (odds − 1)/2, half loss = 0.5, loss = 0. Denominator FACTOR_UNIT.
 */
export const FACTOR_UNIT = 2000;
export function legFactor(result: ResultCode, hkMilli: number): number {
  switch (result) {
    case 'W':
      return 2 * (hkMilli + 1000);
    case 'LW':
      return 2000 + hkMilli;
    case 'P':
    case 'D':
    case 'A':
      return FACTOR_UNIT;
    case 'LL':
      return 1000;
    case 'L':
      return 0;
  }
}

/** A settled leg: its price and outcome. */
export interface SettledLeg {
  hkMilli: number;
  result: ResultCode;
}

/** The return (fen, floored) of a stake on legs settled as a parlay (one leg = a single). */
export function parlayReturnFen(stakeFen: number, legs: readonly SettledLeg[]): number {
  let num = BigInt(stakeFen);
  let den = 1n;
  for (const leg of legs) {
    num *= BigInt(legFactor(leg.result, leg.hkMilli));
    den *= BigInt(FACTOR_UNIT);
  }
  return Number(num / den);
}

/**
 * The result shown for a whole single or multiple: one leg's own; for a parlay, L when a leg lost,
 * D when every leg was void (the first D reason), P when it returns the stake, otherwise W / LW / LL
 * by whether it returned more or less than the stake (W only when every counting leg won in full).
 */
export function overallOutcome(stakeFen: number, legs: readonly (SettledLeg & { dReason: DReason | null })[]): LegOutcome {
  const first = legs[0];
  if (legs.length === 1 && first) return { result: first.result, dReason: first.dReason };
  if (legs.some((l) => l.result === 'L')) return outcome('L');
  const voided = legs.filter((l) => l.result === 'D');
  if (voided.length === legs.length) return { result: 'D', dReason: voided[0]?.dReason ?? 'D9' };
  const paid = parlayReturnFen(stakeFen, legs);
  if (paid === stakeFen) return outcome('P');
  if (paid < stakeFen) return outcome('LL');
  return outcome(legs.every((l) => l.result === 'W' || l.result === 'P' || l.result === 'D' || l.result === 'A') ? 'W' : 'LW');
}

/** One combination of a series: legs by index; settled as its own parlay at the unit stake. */
export function seriesReturnsFen(unitFen: number, legs: readonly SettledLeg[], combinations: readonly (readonly number[])[]): number[] {
  return combinations.map((combo) =>
    parlayReturnFen(
      unitFen,
      combo.map((i) => {
        const leg = legs[i];
        if (!leg) throw new Error(`combination leg ${i} out of range`);
        return leg;
      }),
    ),
  );
}

/** A result in Chinese: '赢半', '取消（赛事取消）'. */
export function resultName(result: ResultCode | null, dReason: DReason | null = null): string {
  if (result === null) return '';
  if (result === 'D' && dReason) return `${RESULT_CODE_NAMES.D}（${D_REASON_NAMES[dReason]}）`;
  return RESULT_CODE_NAMES[result];
}

/**
 * Valid turnover of a settled bet (the records' 有效投注): the whole stake for a win or a loss (and a
 * cash-out, result null), half for a half win or half loss, nothing for a draw, a void or a restored bet.
 */
export function validStakeFen(stakeFen: number, result: ResultCode | null): number {
  if (result === 'P' || result === 'D' || result === 'A') return 0;
  if (result === 'LW' || result === 'LL') return Math.floor(stakeFen / 2);
  return stakeFen;
}
