import type { MemberRow } from '../../db/schema';

/**
 * How long a session or member row read from the database is used without asking again (ms of the
 * api clock). On the instance where a session is revoked (logout, password reset, any write to
 * the session table) it is refused at once; another api instance on the same database honours it
 * within this bound. The same bound holds for a member row another instance changes.
 */
export const SESSION_RECHECK_MS = 1_000;
/** Most sessions (and as many member rows) kept at once; past it the oldest is forgotten. */
export const SESSION_MEMORY_CAPACITY = 50_000;

interface KnownSession {
  memberId: number;
  /** The session's own end (session.expires_at). */
  expiresAt: number;
  /** When the database last said the session was live. */
  checkedAt: number;
}

interface KnownMember {
  row: MemberRow;
  checkedAt: number;
}

export interface SessionMemoryOptions {
  recheckMs?: number;
  capacity?: number;
}

function keepBounded<K, V>(map: Map<K, V>, key: K, value: V, capacity: number): void {
  map.delete(key);
  if (map.size >= capacity) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}

/**
 * What a signed member call needs before its handler runs, kept in memory for a short time: the
 * member of a live session token (keyed by the token the request carries, so it is not hashed
 * again on each call; the database still only holds hashes) and that member's row (two primary-key reads per call were the
 * largest part of a call's time, on PostgreSQL a round trip each). Only answers the database gave
 * are kept (an unknown or revoked token is asked again each time). The store forgets: every write
 * to the session table drops all sessions, every write to the member table all rows (app.ts wires
 * Store.onWrite to forgetSessions / forgetMembers), so a logout or a password reset is refused
 * at once here; the bound above covers writes on other instances. A read that was already under
 * way when the memory forgot is not kept (its answer may predate the write): callers take an
 * epoch before reading and hand it back with what they read.
 */
export class SessionMemory {
  readonly recheckMs: number;
  private readonly capacity: number;
  private readonly sessions = new Map<string, KnownSession>();
  private readonly members = new Map<number, KnownMember>();
  private sessionsEpoch = 0;
  private membersEpoch = 0;

  constructor(opts: SessionMemoryOptions = {}) {
    this.recheckMs = opts.recheckMs ?? SESSION_RECHECK_MS;
    this.capacity = opts.capacity ?? SESSION_MEMORY_CAPACITY;
  }

  get size(): { sessions: number; members: number } {
    return { sessions: this.sessions.size, members: this.members.size };
  }

  /** The member of a token the database said was live less than recheckMs ago; undefined: ask it. */
  memberOf(token: string, now: number): number | undefined {
    const known = this.sessions.get(token);
    if (!known) return undefined;
    if (now >= known.expiresAt || now - known.checkedAt >= this.recheckMs || now < known.checkedAt) {
      this.sessions.delete(token);
      return undefined;
    }
    return known.memberId;
  }

  /** Taken before reading a session from the database; rememberSession keeps the answer only if it is unchanged. */
  sessionEpoch(): number {
    return this.sessionsEpoch;
  }

  rememberSession(token: string, memberId: number, expiresAt: number, now: number, epoch: number): void {
    if (epoch !== this.sessionsEpoch) return;
    keepBounded(this.sessions, token, { memberId, expiresAt, checkedAt: now }, this.capacity);
  }

  /** The member row read less than recheckMs ago; undefined: ask the database. */
  member(id: number, now: number): MemberRow | undefined {
    const known = this.members.get(id);
    if (!known) return undefined;
    if (now - known.checkedAt >= this.recheckMs || now < known.checkedAt) {
      this.members.delete(id);
      return undefined;
    }
    return known.row;
  }

  /** Taken before reading a member row; rememberMember keeps it only if it is unchanged. */
  memberEpoch(): number {
    return this.membersEpoch;
  }

  rememberMember(row: MemberRow, now: number, epoch: number): void {
    if (epoch !== this.membersEpoch) return;
    keepBounded(this.members, row.id, { row, checkedAt: now }, this.capacity);
  }

  forgetSessions(): void {
    this.sessionsEpoch++;
    this.sessions.clear();
  }

  forgetMembers(): void {
    this.membersEpoch++;
    this.members.clear();
  }
}
