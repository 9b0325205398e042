import type { SportType } from '@site/shared';

const MIN = 60_000;

/**
 * When each team plays (spec §4 boards: a team is in one match at a time): every match books its two teams
 * for its span, per sport (the same name in two sports is two teams), and a new match is put at the first
 * time both are free. Kept by one simulator (its matches come and go with it).
 */
export interface Booking {
  gameId: string;
  start: number;
  end: number;
}

/** Rest between two matches of a team (virtual football plays back to back). */
export const restOf = (gameType: SportType): number => (gameType === 'VF' ? MIN : 15 * MIN);

/**
 * How long a match of the sport keeps its teams (match time, kick-off to the end, with room for stoppage
 * time, overtime and long sets): the longest the simulator usually plays it.
 */
export function spanOf(gameType: SportType, bestOf: number): number {
  switch (gameType) {
    case 'FT':
      return 120 * MIN;
    case 'VF':
      return 7 * MIN;
    case 'BK':
      return 160 * MIN;
    case 'OP':
      return 130 * MIN;
    case 'BS':
      return 220 * MIN;
    case 'TN':
      return bestOf * 13 * 4 * MIN + 10 * MIN;
    case 'TT':
      return bestOf * 12 * MIN;
    case 'VB':
      return bestOf * 26 * MIN;
    case 'SK':
      return bestOf * 18 * MIN + 15 * MIN;
    default:
      return 0;
  }
}

export class Schedule {
  private readonly byTeam = new Map<string, Booking[]>();

  private key(gameType: SportType, team: string): string {
    return `${gameType}:${team}`;
  }

  /** Books the teams of a match from start to end. */
  book(gameType: SportType, teams: readonly string[], booking: Booking): void {
    for (const team of teams) {
      const k = this.key(gameType, team);
      const list = this.byTeam.get(k);
      if (list) list.push(booking);
      else this.byTeam.set(k, [booking]);
    }
  }

  /** Frees the teams of a match (it ended). */
  release(gameType: SportType, teams: readonly string[], gameId: string): void {
    for (const team of teams) {
      const k = this.key(gameType, team);
      const list = this.byTeam.get(k)?.filter((b) => b.gameId !== gameId) ?? [];
      if (list.length > 0) this.byTeam.set(k, list);
      else this.byTeam.delete(k);
    }
  }

  /** The bookings of a team in a sport. */
  of(gameType: SportType, team: string): readonly Booking[] {
    return this.byTeam.get(this.key(gameType, team)) ?? [];
  }

  /**
   * The first start from `from` to `until` at which every team is free for `span` (with the rest before and
   * after its other matches); null when there is none.
   */
  firstFree(gameType: SportType, teams: readonly string[], from: number, until: number, span: number): number | null {
    const rest = restOf(gameType);
    const bookings = teams.flatMap((t) => this.of(gameType, t));
    let start = from;
    // Each pass moves past at least one booking: at most one pass per booking.
    for (let pass = 0; pass <= bookings.length; pass++) {
      if (start > until) return null;
      const clash = bookings.find((b) => b.start < start + span + rest && start < b.end + rest);
      if (!clash) return start;
      start = clash.end + rest;
    }
    return null;
  }
}
