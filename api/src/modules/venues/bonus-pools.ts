import { createHash } from 'node:crypto';

/**
 * Jackpots (getBonusPools), computed from the api clock alone, so every instance answers the
 * same and a test moves time to see them grow and be won:
 *   - time counts in cycles of cycleMs from the pool's epoch; in cycle i the pool is won once, at
 *     epoch + i·cycle + offset(i), the offset drawn from a hash of the venue and i (between 10%
 *     and 90% of the cycle);
 *   - between wins the pool grows from seedFen by growthFenPerHour (pro rata, whole fen);
 *   - the last win is the one before now: its amount is what the pool held at that moment, its
 *     winner a masked member name drawn from the same hash.
 */
export interface PoolRule {
  enName: string;
  seedFen: number;
  growthFenPerHour: number;
  cycleMs: number;
  epoch: number;
}

export interface PoolWin {
  member: string;
  fen: number;
  time: number;
}

export interface PoolState {
  fen: number;
  lastWin: PoolWin | null;
}

const HOUR = 3600_000;

const drawOf = (enName: string, cycle: number) => createHash('sha256').update(`${enName}#${cycle}`).digest();

/** The moment the pool is won in cycle i. */
export function winTimeOf(rule: PoolRule, cycle: number): number {
  const fraction = 0.1 + (drawOf(rule.enName, cycle).readUInt32BE(0) / 0x1_0000_0000) * 0.8;
  return rule.epoch + cycle * rule.cycleMs + Math.floor(fraction * rule.cycleMs);
}

const grownFen = (rule: PoolRule, since: number, until: number) => rule.seedFen + Math.floor(((until - since) * rule.growthFenPerHour) / HOUR);

const LETTERS = 'abcdefghjkmnpqrstuvwxyz';

/** A winner's name as the ticker shows it: two letters, three stars, two digits ('ch***27'). */
export function maskedWinnerOf(rule: PoolRule, cycle: number): string {
  const d = drawOf(rule.enName, cycle);
  const letter = (i: number) => LETTERS[(d[4 + i] ?? 0) % LETTERS.length] ?? 'a';
  return `${letter(0)}${letter(1)}***${String((d[8] ?? 0) % 100).padStart(2, '0')}`;
}

export function poolAt(rule: PoolRule, now: number): PoolState {
  if (now < rule.epoch) return { fen: rule.seedFen, lastWin: null };
  const cycle = Math.floor((now - rule.epoch) / rule.cycleMs);
  // The newest win at or before now: this cycle's when it has happened, else the previous cycle's.
  const won = winTimeOf(rule, cycle) <= now ? cycle : cycle - 1;
  if (won < 0) return { fen: grownFen(rule, rule.epoch, now), lastWin: null };
  const winTime = winTimeOf(rule, won);
  const before = won === 0 ? rule.epoch : winTimeOf(rule, won - 1);
  return {
    fen: grownFen(rule, winTime, now),
    lastWin: { member: maskedWinnerOf(rule, won), fen: grownFen(rule, before, winTime), time: winTime },
  };
}
