import { ClaimState, PromotionKind, wheelOdds, type ClaimRow, type Promotion, type PromotionRules, type PromotionState } from '@site/shared';
import { windowStateOf, yuanOfFen } from '../discount';

/** What the page offers under the rules, as a typed outcome (a guest sees the rules and gets the login prompt on join). */
export type LandingAction =
  | { kind: 'content' }
  | { kind: 'ended' }
  | { kind: 'upcoming' }
  | { kind: 'login' }
  | { kind: 'loading' }
  | { kind: 'ineligible'; reason: string }
  | { kind: 'join' }
  | { kind: 'joined' };

export function actionOf(p: Promotion, state: PromotionState | null, loggedIn: boolean, now: number): LandingAction {
  if (p.kind === PromotionKind.LAND) return { kind: 'content' };
  const phase = windowStateOf(now, p.startAt, p.endAt).phase;
  if (loggedIn && state?.joined) return { kind: 'joined' };
  if (phase === 'ended') return { kind: 'ended' };
  if (phase === 'upcoming') return { kind: 'upcoming' };
  if (!loggedIn) return { kind: 'login' };
  if (!state) return { kind: 'loading' };
  return state.eligible ? { kind: 'join' } : { kind: 'ineligible', reason: state.reason };
}

/** One line of the rules: an i18n key under landing.rules and its values (amounts in yuan). */
export type RuleLine = [key: string, values?: Record<string, string | number>];

const yuan = (fen: number) => yuanOfFen(fen);

/** The rules every kind states, from its reward table (shown to guests and members alike). */
export function ruleLinesOf(rules: PromotionRules): RuleLine[] {
  switch (rules.kind) {
    case PromotionKind.FIRST_DEPOSIT:
    case PromotionKind.AGAIN_DEPOSIT:
      return [
        [rules.kind === PromotionKind.FIRST_DEPOSIT ? 'firstOnly' : 'againOnly'],
        ['joinBefore'],
        ['percent', { percent: rules.percent, cap: yuan(rules.capFen) }],
        ['minDeposit', { min: yuan(rules.minDepositFen) }],
        ['depositTurnover', { multiple: rules.turnoverMultiple }],
      ];
    case PromotionKind.NEW_TASK:
      return [['tasks'], ['rewardTurnover', { multiple: rules.turnoverMultiple }]];
    case PromotionKind.BETTING_GIFT:
      return [['tiers'], ['validBets'], ['rewardTurnover', { multiple: rules.turnoverMultiple }]];
    case PromotionKind.SIGN_GIFT:
      return [['signDaily'], ['signStreak', { cycle: rules.cycleDays }], ['rewardTurnover', { multiple: rules.turnoverMultiple }]];
    case PromotionKind.DRAW_GIFT:
      return [
        ['drawChance', { per: yuan(rules.depositPerChanceFen), max: rules.maxChances }],
        ['drawServer'],
        ['rewardTurnover', { multiple: rules.turnoverMultiple }],
      ];
    case PromotionKind.RACE:
      return [
        ['raceJoin'],
        ['raceMin', { min: yuan(rules.minTurnoverFen) }],
        ['raceTie'],
        ['raceClaim'],
        ['rewardTurnover', { multiple: rules.turnoverMultiple }],
      ];
    case PromotionKind.LAND:
      return [];
  }
}

/** The wheel: each prize with its chance in percent, as the draw weighs them. */
export function wheelOf(rules: Extract<PromotionRules, { kind: 'drawGift' }>) {
  const odds = wheelOdds(rules.prizes);
  return rules.prizes.map((p, i) => ({ label: p.label, rewardFen: p.rewardFen, percent: odds[i]!, win: p.rewardFen > 0 }));
}

/** Where the wheel stops for a prize: whole turns plus the angle that brings the prize's segment under the pointer (top). */
export function wheelStopAngle(prizeCount: number, index: number, turnsBefore: number): number {
  const segment = 360 / prizeCount;
  return (turnsBefore + 5) * 360 + ((360 - index * segment) % 360);
}

/** The wheel's drawing in its own units: a circle of this radius about (WHEEL_CENTRE, WHEEL_CENTRE). */
export const WHEEL_RADIUS = 96;
export const WHEEL_CENTRE = 100;
/** How far out a prize's label sits (a share of the radius) and its largest size (wheel units). */
const LABEL_AT = 0.66;
const LABEL_MAX = 12;

/** A point on the wheel `r` from the centre at `deg` clockwise from the top. */
function pointAt(deg: number, r: number): string {
  const rad = (deg * Math.PI) / 180;
  return `${(WHEEL_CENTRE + r * Math.sin(rad)).toFixed(2)} ${(WHEEL_CENTRE - r * Math.cos(rad)).toFixed(2)}`;
}

/** How wide a label runs in ems: a Chinese character is one em, a digit or latin letter about 0.6. */
export const labelEms = (label: string): number => [...label].reduce((w, ch) => w + (ch.charCodeAt(0) < 0x100 ? 0.6 : 1), 0);

/**
 * Each prize's segment of the wheel (the first centred under the pointer at the top, the others clockwise) and where
 * its label goes: written across the segment at a size that fits the segment's width there, upright at the pointer;
 * a label in the wheel's lower half is turned about itself so that it too reads upright while the wheel stands.
 */
export function wheelSegments(labels: readonly string[]) {
  const segment = 360 / labels.length;
  const labelY = WHEEL_CENTRE - WHEEL_RADIUS * LABEL_AT;
  // The segment's width where the label sits, less a margin on each side.
  const room = 2 * WHEEL_RADIUS * LABEL_AT * Math.sin((Math.min(segment, 180) * Math.PI) / 360) * 0.82;
  return labels.map((label, i) => {
    const from = (i - 0.5) * segment;
    const to = (i + 0.5) * segment;
    const path =
      labels.length === 1
        ? `M ${pointAt(0, WHEEL_RADIUS)} A ${WHEEL_RADIUS} ${WHEEL_RADIUS} 0 1 1 ${pointAt(359.99, WHEEL_RADIUS)} Z`
        : `M ${WHEEL_CENTRE} ${WHEEL_CENTRE} L ${pointAt(from, WHEEL_RADIUS)} A ${WHEEL_RADIUS} ${WHEEL_RADIUS} 0 ${segment > 180 ? 1 : 0} 1 ${pointAt(to, WHEEL_RADIUS)} Z`;
    const fontSize = Math.min(LABEL_MAX, room / Math.max(1, labelEms(label)));
    const rotate = i * segment;
    const flip = rotate > 90 && rotate < 270;
    return { label, path, rotate, flip, x: WHEEL_CENTRE, y: labelY, fontSize: Number(fontSize.toFixed(2)) };
  });
}

/** A claim row's readiness as the button shows it. */
export const canClaim = (row: ClaimRow): boolean => row.state === ClaimState.CLAIMABLE;
