import { PromotionKind, type Promotion, type PromotionState } from '@site/shared';
import { actionOf, labelEms, ruleLinesOf, WHEEL_CENTRE, WHEEL_RADIUS, wheelOf, wheelSegments, wheelStopAngle } from './landing-view';

const NOW = Date.UTC(2026, 10, 22, 4, 0, 0);
const H = 3_600_000;
const promotion = (kind: Promotion['kind'], startAt = NOW - H, endAt = NOW + H): Promotion => ({
  id: 1,
  kind,
  title: 't',
  summary: '',
  category: 'deposit',
  startAt,
  endAt,
  rules:
    kind === PromotionKind.LAND
      ? { kind: PromotionKind.LAND, blocks: [{ type: 'paragraph', text: 'x' }] }
      : { kind: PromotionKind.FIRST_DEPOSIT, percent: 100, capFen: 88_800, minDepositFen: 10_000, turnoverMultiple: 10 },
});
const state = (over: Partial<PromotionState>): PromotionState => ({
  id: 1,
  kind: PromotionKind.FIRST_DEPOSIT,
  joined: false,
  eligible: true,
  reason: '符合参加条件',
  items: [],
  validBetFen: 0,
  chances: 0,
  streak: 0,
  signedToday: false,
  leaderboard: [],
  myRank: null,
  bonus: null,
  history: [],
  ...over,
});

describe('what the landing page offers', () => {
  it.each([
    ['a content page', promotion(PromotionKind.LAND), null, false, { kind: 'content' }],
    ['a guest', promotion(PromotionKind.FIRST_DEPOSIT), null, false, { kind: 'login' }],
    ['a member still loading', promotion(PromotionKind.FIRST_DEPOSIT), null, true, { kind: 'loading' }],
    ['an eligible member', promotion(PromotionKind.FIRST_DEPOSIT), state({}), true, { kind: 'join' }],
    ['an ineligible member', promotion(PromotionKind.FIRST_DEPOSIT), state({ eligible: false, reason: '不行' }), true, { kind: 'ineligible', reason: '不行' }],
    ['a joined member', promotion(PromotionKind.FIRST_DEPOSIT), state({ joined: true }), true, { kind: 'joined' }],
    ['a joined member after the end', promotion(PromotionKind.FIRST_DEPOSIT, NOW - 2 * H, NOW - H), state({ joined: true }), true, { kind: 'joined' }],
    ['a guest after the end', promotion(PromotionKind.FIRST_DEPOSIT, NOW - 2 * H, NOW - H), null, false, { kind: 'ended' }],
    ['a guest before the start', promotion(PromotionKind.FIRST_DEPOSIT, NOW + H, NOW + 2 * H), null, false, { kind: 'upcoming' }],
  ] as const)('%s', (_name, p, s, loggedIn, action) => {
    expect(actionOf(p, s, loggedIn, NOW)).toEqual(action);
  });

  it('states a deposit bonus rules from its table, amounts in yuan', () => {
    expect(ruleLinesOf(promotion(PromotionKind.FIRST_DEPOSIT).rules)).toEqual([
      ['firstOnly'],
      ['joinBefore'],
      ['percent', { percent: 100, cap: 888 }],
      ['minDeposit', { min: 100 }],
      ['depositTurnover', { multiple: 10 }],
    ]);
  });

  it('shows each wheel prize with its chance and stops the wheel on the drawn one', () => {
    const wheel = wheelOf({
      kind: PromotionKind.DRAW_GIFT,
      prizes: [
        { label: '88元', rewardFen: 8_800, weight: 1 },
        { label: '谢谢参与', rewardFen: 0, weight: 3 },
      ],
      depositPerChanceFen: 10_000,
      maxChances: 5,
      turnoverMultiple: 1,
    });
    expect(wheel).toEqual([
      { label: '88元', rewardFen: 8_800, percent: 25, win: true },
      { label: '谢谢参与', rewardFen: 0, percent: 75, win: false },
    ]);
    // The drawn prize's segment is centred under the pointer.
    expect(wheelStopAngle(4, 0, 0)).toBe(5 * 360);
    expect(wheelStopAngle(4, 1, 2) % 360).toBe(270);
    expect(wheelStopAngle(6, 3, 0) % 360).toBe(180);
  });

  it('draws one segment per prize clockwise from the top, each label across its segment, sized to fit it', () => {
    const labels = ['888元彩金', '88元彩金', '18元彩金', '8元彩金', '2元彩金', '谢谢参与'];
    const segments = wheelSegments(labels);
    expect(segments.map((s) => s.rotate)).toEqual([0, 60, 120, 180, 240, 300]);
    // Only the lower half's labels are turned (upright while the wheel stands); none stands sideways.
    expect(segments.map((s) => s.flip)).toEqual([false, false, true, true, true, false]);
    // The first segment is centred under the pointer: from -30° to 30°.
    expect(segments[0]!.path).toBe(`M 100 100 L 52.00 16.86 A 96 96 0 0 1 148.00 16.86 Z`);
    for (const s of segments) {
      // Inside the wheel, and no wider than the segment where it sits (the label's half-width against the chord).
      expect(s.y).toBeGreaterThan(WHEEL_CENTRE - WHEEL_RADIUS);
      const halfWidth = (labelEms(s.label) * s.fontSize) / 2;
      const chordHalf = (WHEEL_CENTRE - s.y) * Math.tan(Math.PI / 6);
      expect(halfWidth).toBeLessThan(chordHalf);
      expect(s.fontSize).toBeGreaterThanOrEqual(9);
    }
    expect(labelEms('888元彩金')).toBeCloseTo(4.8);
  });

  it('keeps a long label inside a narrow segment by writing it smaller', () => {
    const many = wheelSegments(Array.from({ length: 12 }, (_, i) => (i === 0 ? '超级大奖八千八百八十八元' : `${i}元`)));
    expect(many[0]!.fontSize).toBeLessThan(many[1]!.fontSize);
    expect(labelEms(many[0]!.label) * many[0]!.fontSize).toBeLessThan(2 * (WHEEL_CENTRE - many[0]!.y) * Math.tan(Math.PI / 12));
  });
});
