import { ClaimState, PromotionKind, wheelOdds, type ClaimRow, type Promotion, type PromotionRules, type PromotionState } from '@site/shared';
import { windowStateOf, yuanOfFen } from '../discount/activity-window';

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
  return (turnsBefore + 5) * 360 + (360 - (index + 0.5) * segment);
}

/** A claim row's readiness as the button shows it. */
export const canClaim = (row: ClaimRow): boolean => row.state === ClaimState.CLAIMABLE;
