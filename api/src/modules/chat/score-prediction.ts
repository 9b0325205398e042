import { MATCH_STATUS, type Match } from '@site/shared';

/**
 * The score prediction push (10018): an upcoming football match's predicted score, from its own prices.
 * The expected goals are the over/under line (a quarter line '2.5/3' is 2.75); the home side's share of
 * them is its 1X2 chance plus half the draw's (chances from the european odds, margin removed).
 */
export const PREDICTION = {
  /** Only football boards are predicted (the sports room's pushes are football's, as 10014's). */
  sports: ['FT'] as readonly string[],
  /** A match is predicted once, when its kick-off is this near (ms)… */
  aheadMs: 30 * 60_000,
  /** …at most this many per round, the soonest first, and a round runs every… */
  perRound: 5,
  everyMs: 60_000,
  /** Expected goals when the match has no over/under price. */
  defaultGoals: 2.5,
} as const;

const lineValue = (line: string): number | null => {
  if (line.trim() === '') return null;
  const parts = line.split('/').map(Number);
  if (parts.some((n) => !Number.isFinite(n) || n < 0)) return null;
  return parts.reduce((a, b) => a + b, 0) / parts.length;
};

/** The predicted score [home, away] of a match from its M and OU markets. */
export function predictScore(match: Match): [number, number] {
  const ou = match.markets.find((m) => m.kind === 'OU');
  const goals = (ou && lineValue(ou.line)) ?? PREDICTION.defaultGoals;
  const m = match.markets.find((x) => x.kind === 'M');
  const chance = (key: string) => {
    const s = m?.selections.find((x) => x.key === key);
    return s ? 1000 / (s.hkMilli + 1000) : 0;
  };
  const [h, n, c] = [chance('H'), chance('N'), chance('C')];
  const sum = h + n + c;
  const homeShare = sum > 0 ? (h + n / 2) / sum : 0.5;
  const total = Math.round(goals);
  const home = Math.min(total, Math.max(0, Math.round(total * homeShare)));
  return [home, total - home];
}

/** The matches due a prediction at `now` (not started, kick-off within aheadMs, not sent yet), soonest first. */
export function predictionsDue(matches: readonly Match[], now: number, sent: ReadonlySet<string>): Match[] {
  return matches
    .filter(
      (m) =>
        PREDICTION.sports.includes(m.gameType) &&
        m.gameStatus === MATCH_STATUS.PREMATCH &&
        m.datetime > now &&
        m.datetime - now <= PREDICTION.aheadMs &&
        !sent.has(m.gameId),
    )
    .sort((a, b) => a.datetime - b.datetime || a.gameId.localeCompare(b.gameId))
    .slice(0, PREDICTION.perRound);
}
