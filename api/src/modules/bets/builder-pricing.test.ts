import { builderPickOf, builderPickWins, type BuilderPick } from '@site/shared';
import { hkMilliOf, MARGIN } from '../sports/pricing';
import { scoringModel, scoringRate, scoringShare, sideShare, type ModelState } from '../sports/scoring-model';
import { seededRng } from '../sports/seeded-rng';
import { builderChance, priceBuilder } from './builder-pricing';

/** A football match before kick-off: home 60 % of the strength, 2.7 goals expected. */
const KICK_OFF: ModelState = {
  gameType: 'FT',
  s: 0.6,
  total: 2.7,
  bestOf: 0,
  h: 0,
  c: 0,
  left: 1,
  halfH: 0,
  halfC: 0,
  firstHalfLeft: scoringShare('FT', 0, 0.5),
  setIndex: 0,
  gamesH: 0,
  gamesA: 0,
  inning: { inning: 1, half: 'TOP' },
  inningPlayed: 0,
};

const picks = (...ids: string[]): BuilderPick[] => ids.map((id) => builderPickOf(id)!);

/**
 * The simulator's goal process played out (goals sports: each side scores at total × share / 90 per minute,
 * lifted late by scoringRate): minute by minute a Poisson count per side (the rate at the minute's middle, exact
 * for a linear lift), the half-time score kept at 45'. Seeded; a fixed number of matches.
 */
function monteCarlo(state: ModelState, matches: number, seed: number): { full: [number, number]; half: [number, number] }[] {
  const rng = seededRng(seed);
  const poisson = (l: number) => {
    let k = 0;
    let p = Math.exp(-l);
    let acc = p;
    const u = rng.next();
    while (u > acc && k < 20) {
      k++;
      p = (p * l) / k;
      acc += p;
    }
    return k;
  };
  const out: { full: [number, number]; half: [number, number] }[] = [];
  for (let n = 0; n < matches; n++) {
    let h = 0;
    let c = 0;
    let half: [number, number] = [0, 0];
    for (let minute = 0; minute < 90; minute++) {
      const lift = scoringRate('FT', (minute + 0.5) / 90);
      h += poisson(((state.total * sideShare(state, 'H')) / 90) * lift);
      c += poisson(((state.total * sideShare(state, 'C')) / 90) * lift);
      if (minute === 44) half = [h, c];
    }
    out.push({ full: [h, c], half });
  }
  return out;
}

describe('同场串关 prices from the match model', () => {
  const model = scoringModel(KICK_OFF);
  const cells = model.joint();

  // Cells below JOINT_MIN_CHANCE are left out of the joint grid: the marginals agree to a millionth.
  it("gives each selection alone the chance its own market is priced from (the joint model's marginals)", () => {
    const [home, draw, away] = model.chances('M', '', 'H');
    expect(builderChance(cells, picks('M:H'))).toBeCloseTo(home!, 6);
    expect(builderChance(cells, picks('M:N'))).toBeCloseTo(draw!, 6);
    expect(builderChance(cells, picks('M:C'))).toBeCloseTo(away!, 6);
    expect(builderChance(cells, picks('OU:O:2.5'))).toBeCloseTo(model.chances('OU', '2.5', 'H')[0]!, 6);
    expect(builderChance(cells, picks('HOU:U:0.5'))).toBeCloseTo(model.chances('HOU', '0.5', 'H')[1]!, 6);
    expect(builderChance(cells, picks('HM:H'))).toBeCloseTo(model.chances('HM', '', 'H')[0]!, 6);
    expect(builderChance(cells, picks('EO:ODD'))).toBeCloseTo(model.chances('EO', '', 'H')[0]!, 6);
  });

  it('matches a Monte Carlo of the same goal process within its error (seeded, 20,000 matches)', () => {
    const runs = monteCarlo(KICK_OFF, 20_000, 7);
    const combos = [
      picks('M:H', 'OU:O:2.5'),
      picks('HM:H', 'M:H'),
      picks('R:C:+1.5', 'OU:U:3.5', 'EO:ODD'),
      picks('OU:O:1.5', 'OU:U:3.5'),
      picks('HM:N', 'M:H', 'HOU:U:1.5', 'OU:O:0.5', 'R:H:-0.5', 'EO:EVEN'),
    ];
    for (const combo of combos) {
      const exact = builderChance(cells, combo);
      const seen = runs.filter((r) => combo.every((p) => builderPickWins(p, r.full, r.half))).length / runs.length;
      // Four standard errors of the sampled share: a seeded run either stays within them or never does.
      const error = 4 * Math.sqrt((exact * (1 - exact)) / runs.length);
      expect([combo.map((p) => p.id).join(' + '), Math.abs(seen - exact) <= error]).toEqual([combo.map((p) => p.id).join(' + '), true]);
    }
  });

  it('prices home win + over 2.5 from their joint chance, not the product of the singles', () => {
    const home = builderChance(cells, picks('M:H'));
    const over = builderChance(cells, picks('OU:O:2.5'));
    const joint = builderChance(cells, picks('M:H', 'OU:O:2.5'));
    // A home win comes with goals: the two go together more often than independent events would.
    expect(joint).toBeGreaterThan(home * over + 0.02);
    const priced = priceBuilder(model, picks('M:H', 'OU:O:2.5'));
    if (!priced.ok) throw new Error('not priced');
    expect(priced.hkMilli).toBe(hkMilliOf(joint, MARGIN.main));
    expect(priced.singles).toEqual([hkMilliOf(home, MARGIN.main), hkMilliOf(over, MARGIN.main)]);
    // The joint price is shorter than the two singles' product.
    expect(priced.hkMilli + 1000).toBeLessThan(priced.productEuroMilli);
  });

  it('re-prices as the match moves, and has no price once the combination can no longer win or is as good as won', () => {
    const before = priceBuilder(model, picks('M:H', 'OU:O:2.5'));
    // 60 minutes played, home 2-0 up: a home win with a third goal is much likelier now.
    const progress = 60 / 90;
    const later = scoringModel({ ...KICK_OFF, h: 2, c: 0, halfH: 1, halfC: 0, left: scoringShare('FT', progress, 1), firstHalfLeft: 0 });
    const after = priceBuilder(later, picks('M:H', 'OU:O:2.5'));
    if (!before.ok || !after.ok) throw new Error('not priced');
    expect(after.hkMilli).toBeLessThan(before.hkMilli);
    expect(priceBuilder(later, picks('M:H', 'OU:U:1.5'))).toMatchObject({ ok: false, why: 'lost' });
    expect(priceBuilder(later, picks('HM:H', 'OU:O:0.5'))).toMatchObject({ ok: false, why: 'decided' });
  });
});
