import crypto from 'node:crypto';
import { z } from 'zod';
import { isRemoteFolder, REMOTE_FOLDERS } from '@site/shared/remotes';
import { remoteLabel } from './remote-label';

/**
 * Keys per team: ops issue a team a token naming the remotes it may change. Only a hash of each token is kept
 * (team-key-store.ts writes the list beside the registry); a token is shown once, when it is issued. Who presents
 * which token is a Principal, and one rule (mayChange) decides what a principal may change, for the CLI and the
 * api's health page alike.
 */

/** Random bytes of a token (256 bits: a plain sha256 of it is a safe record, no slow hash needed). */
export const TEAM_KEY_BYTES = 32;
/** Every team token starts with this: a token pasted in the wrong place is recognisable. */
export const TEAM_KEY_PREFIX = 'sot_';
/** How long a key lives when ops give no --days, and the most they may give. */
export const DEFAULT_KEY_DAYS = 90;
export const MAX_KEY_DAYS = 366;
/** The actor of the shared OPS_TOKEN; no team may take its name. */
export const OPS_ACTOR = 'ops';
/** What only ops change: the shell (and gc, team keys) is no team's. */
const SHELL = 'shell';
const DAY_MS = 86_400_000;

export const teamKeySchema = z.object({
  /** The first 12 hex characters of the hash: names a key in list and the journal without revealing it. */
  id: z.string(),
  team: z.string(),
  /** The remotes' folders (mf-sports). */
  remotes: z.array(z.string()),
  /** sha256 (hex) of the token. */
  hash: z.string().regex(/^[0-9a-f]{64}$/),
  issuedAt: z.string(),
  issuedBy: z.string(),
  expiresAt: z.string(),
  revokedAt: z.string().optional(),
  revokedBy: z.string().optional(),
});
export type TeamKey = z.infer<typeof teamKeySchema>;

/** The team keys file: the keys ever issued (revoked ones stay, for the record), and a revision for compare-and-swap. */
export const teamKeysSchema = z.object({ revision: z.number().int().nonnegative(), keys: z.array(teamKeySchema) });
export type TeamKeys = z.infer<typeof teamKeysSchema>;

export const emptyTeamKeys = (): TeamKeys => ({ revision: 0, keys: [] });

/**
 * Who is changing the registry. `ops`: the shared OPS_TOKEN. `team`: a team key. `local`: the CLI run with no token
 * by whoever owns the data dir on this machine (their --actor or user@host is the actor, as before keys existed).
 */
export type Principal = { kind: 'ops' } | { kind: 'local'; actor: string } | { kind: 'team'; team: string; remotes: readonly string[]; keyId: string };

/** The journal's actor of a principal: taken from the token, never from what the operator typed. */
export function actorOf(p: Principal): string {
  if (p.kind === 'ops') return OPS_ACTOR;
  if (p.kind === 'team') return p.team;
  return p.actor;
}

export const hashToken = (token: string): string => crypto.createHash('sha256').update(token, 'utf8').digest('hex');
const keyIdOf = (hash: string): string => hash.slice(0, 12);

/** Why a team name is refused, or null: lower-case letters, digits and `-`, 2–32 characters, never `ops`. */
export function teamNameRefusal(team: string): string | null {
  if (!/^[a-z][a-z0-9-]{1,31}$/.test(team)) return `a team name is 2-32 lower-case letters, digits or "-", starting with a letter (got "${team}")`;
  if (team === OPS_ACTOR) return `"${OPS_ACTOR}" is the shared ops token's actor, not a team`;
  return null;
}

/** `--remotes mf-sports,mf-casino` as folders, or why not. */
export function parseTeamRemotes(text: string): { ok: true; remotes: string[] } | { ok: false; message: string } {
  const remotes = [...new Set(text.split(',').map((s) => s.trim()))];
  const unknown = remotes.find((r) => !isRemoteFolder(r));
  if (unknown !== undefined)
    return { ok: false, message: `unknown remote "${unknown}" in --remotes: name remotes by their folder (${REMOTE_FOLDERS.join(', ')})` };
  return { ok: true, remotes };
}

/** `--days N`: a whole number of days from 1 to MAX_KEY_DAYS, or why not. */
export function keyDaysRefusal(text: string): string | null {
  const n = Number(text);
  return Number.isInteger(n) && n >= 1 && n <= MAX_KEY_DAYS ? null : `--days must be a whole number from 1 to ${MAX_KEY_DAYS} (got ${text})`;
}

export interface IssueRequest {
  team: string;
  remotes: readonly string[];
  days?: number;
  by: string;
  now: Date;
}

/**
 * A new key for a team: the token (shown once) and the keys with its record added. A team may hold several keys
 * (a new one before the old one is revoked, for a rotation without downtime); each carries its own remotes.
 */
export function issueTeamKey(
  keys: TeamKeys,
  req: IssueRequest,
  random: (n: number) => Buffer = crypto.randomBytes,
): { keys: TeamKeys; token: string; key: TeamKey } {
  const refusal = teamNameRefusal(req.team);
  if (refusal) throw new Error(refusal);
  if (req.remotes.length === 0 || req.remotes.some((r) => !isRemoteFolder(r))) throw new Error('a team key names at least one remote by its folder');
  const days = req.days ?? DEFAULT_KEY_DAYS;
  const token = `${TEAM_KEY_PREFIX}${random(TEAM_KEY_BYTES).toString('base64url')}`;
  const hash = hashToken(token);
  const key: TeamKey = {
    id: keyIdOf(hash),
    team: req.team,
    remotes: [...req.remotes],
    hash,
    issuedAt: req.now.toISOString(),
    issuedBy: req.by,
    expiresAt: new Date(req.now.getTime() + days * DAY_MS).toISOString(),
  };
  return { keys: { ...keys, keys: [...keys.keys, key] }, token, key };
}

const isLive = (k: TeamKey, now: Date): boolean => !k.revokedAt && Date.parse(k.expiresAt) > now.getTime();

/** Revokes every live key of a team; refused when it has none. */
export function revokeTeamKeys(keys: TeamKeys, team: string, by: string, now: Date): { keys: TeamKeys; revoked: TeamKey[] } {
  const revoked: TeamKey[] = [];
  const next = keys.keys.map((k) => {
    if (k.team !== team || k.revokedAt) return k;
    const done = { ...k, revokedAt: now.toISOString(), revokedBy: by };
    revoked.push(done);
    return done;
  });
  if (revoked.length === 0) throw new Error(`team ${team} has no key to revoke`);
  return { keys: { ...keys, keys: next }, revoked };
}

/** Why a presented token is refused. */
export type TokenRefusal = { kind: 'unknown' } | { kind: 'expired'; key: TeamKey } | { kind: 'revoked'; key: TeamKey };

/** The CLI's (English) words for a refused token. */
export function tokenRefusalText(r: TokenRefusal): string {
  if (r.kind === 'expired') return `the team key ${r.key.id} of ${r.key.team} expired at ${r.key.expiresAt}: ask ops for a new one`;
  if (r.kind === 'revoked') return `the team key ${r.key.id} of ${r.key.team} was revoked at ${r.key.revokedAt}: ask ops for a new one`;
  return 'the token is neither the ops token nor a team key';
}

const digest = (s: string): Buffer => crypto.createHash('sha256').update(s, 'utf8').digest();

/**
 * The principal a token stands for: the ops token, or a live team key. Every stored hash is compared, in constant
 * time, whatever matched before: the time taken says nothing of which key, or how much of one, was right.
 */
export function principalOfToken(
  token: string,
  opts: { opsToken: string | null; keys: TeamKeys; now: Date },
): { ok: true; principal: Principal } | { ok: false; refusal: TokenRefusal } {
  const presented = digest(token);
  const isOps = opts.opsToken !== null && crypto.timingSafeEqual(presented, digest(opts.opsToken));
  let found: TeamKey | undefined;
  for (const k of opts.keys.keys) if (crypto.timingSafeEqual(presented, Buffer.from(k.hash, 'hex')) && !found) found = k;
  if (isOps) return { ok: true, principal: { kind: 'ops' } };
  if (!found) return { ok: false, refusal: { kind: 'unknown' } };
  if (found.revokedAt) return { ok: false, refusal: { kind: 'revoked', key: found } };
  if (!isLive(found, opts.now)) return { ok: false, refusal: { kind: 'expired', key: found } };
  return { ok: true, principal: { kind: 'team', team: found.team, remotes: found.remotes, keyId: found.id } };
}

/**
 * The one rule of who may change what: ops and the data dir's owner change anything; a team changes only the
 * remotes its key names (`remote` by its folder or its federation name), never the shell.
 */
export function mayChange(p: Principal, remote: string): boolean {
  if (p.kind !== 'team') return true;
  const folder = remoteLabel(remote);
  return folder !== SHELL && p.remotes.includes(folder);
}

/** The CLI's (English) refusal of a change a principal may not make, or null when it may. */
export function changeRefusal(p: Principal, remote: string): string | null {
  if (mayChange(p, remote) || p.kind !== 'team') return null;
  return `the key of team ${p.team} may not change ${remoteLabel(remote)} (it may change ${p.remotes.join(', ')}); nothing was changed`;
}

/** What only ops do (team keys, gc) refused to a team: null for ops and the data dir's owner. */
export function opsOnlyRefusal(p: Principal, what: string): string | null {
  return p.kind === 'team' ? `${what} is for ops: the key of team ${p.team} may not run it; nothing was changed` : null;
}

/** `site-ops team-key list`: one line per key, newest first, with its state now. */
export function teamKeyLines(keys: TeamKeys, now: Date): string[] {
  if (keys.keys.length === 0) return ['no team key issued yet'];
  return [...keys.keys].reverse().map((k) => {
    const state = k.revokedAt ? `revoked ${k.revokedAt} by ${k.revokedBy ?? '?'}` : isLive(k, now) ? `live until ${k.expiresAt}` : `expired ${k.expiresAt}`;
    return `${k.team.padEnd(16)} ${k.id}  ${k.remotes.join(',')}  issued ${k.issuedAt} by ${k.issuedBy}  ${state}`;
  });
}
