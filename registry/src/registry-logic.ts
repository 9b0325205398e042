import { JournalAction, registrySchema, type CanaryCandidate, type Registry, type RegistryEntry, type VersionRef } from '@site/shared/registry';
import { remoteLabel } from './remote-label';

export type { VersionRef } from '@site/shared/registry';

/**
 * Pure registry transitions. Every change returns the next registry and a note for the journal
 * (which remote, from → to, why); the store (registry-store.ts) writes it by compare-and-swap on
 * the revision and appends the note with who did it and what triggered it.
 */
export function emptyRegistry(now = new Date()): Registry {
  return { revision: 0, updatedAt: now.toISOString(), remotes: {} };
}

/** Reads a registry file's text; a corrupt or foreign file is reported, never half-used. */
export function parseRegistry(text: string): Registry {
  const parsed = registrySchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`registry is not valid: ${parsed.error.issues[0]?.message ?? 'unknown'}`);
  return parsed.data;
}

/** A registry written before revisions existed is revision 0. */
export const revisionOf = (reg: Registry): number => reg.revision ?? 0;

/** What the journal records of one change (the store adds revision, time, actor, trigger). */
export interface ChangeNote {
  remote: string;
  action: JournalAction;
  from: string | null;
  to: string | null;
  reason: string;
}

export interface Change {
  registry: Registry;
  note: ChangeNote;
}

export type CasOutcome = { ok: true; registry: Registry } | { ok: false; expected: number; actual: number };

/**
 * Compare-and-swap: `next` was computed from revision `expected`; it is written (as expected + 1)
 * only when the stored registry is still at that revision, otherwise the writer must start again
 * from the newer registry.
 */
export function compareAndSwap(stored: Registry, expected: number, next: Registry): CasOutcome {
  const actual = revisionOf(stored);
  if (actual !== expected) return { ok: false, expected, actual };
  return { ok: true, registry: { ...next, revision: expected + 1 } };
}

const refOf = (e: RegistryEntry): VersionRef => ({
  version: e.active,
  manifest: e.manifest,
  integrity: e.integrity,
  manifestIntegrity: e.manifestIntegrity,
  kitRange: e.kitRange,
});

export const isBad = (e: RegistryEntry | undefined, version: string): boolean => (e?.bad ?? []).some((b) => b.version === version);

const candidateLabel = (c: CanaryCandidate): string => `${c.version} ${c.percent}%`;

function entryOf(reg: Registry, name: string): RegistryEntry {
  const cur = reg.remotes[name];
  if (!cur) throw new Error(`${remoteLabel(name)} has never been deployed`);
  return cur;
}

function withEntry(reg: Registry, entry: RegistryEntry, now: Date): Registry {
  return { ...reg, updatedAt: now.toISOString(), remotes: { ...reg.remotes, [entry.name]: entry } };
}

/** The entry with `next` active and the replaced version first among the rollback targets. */
function activated(cur: RegistryEntry | undefined, name: string, next: VersionRef, now: Date): RegistryEntry {
  const available = [...new Set([...(cur?.available ?? []), next.version])];
  let previous = cur?.previous ?? [];
  if (cur && cur.active !== next.version) previous = [refOf(cur), ...previous.filter((p) => p.version !== cur.active)];
  previous = previous.filter((p) => p.version !== next.version && !isBad(cur, p.version)).slice(0, 10);
  const { candidate, bad } = cur ?? {};
  return {
    name,
    active: next.version,
    manifest: next.manifest,
    integrity: next.integrity,
    manifestIntegrity: next.manifestIntegrity,
    kitRange: next.kitRange,
    previous,
    available,
    activatedAt: now.toISOString(),
    // A candidate of the version now active for everybody has nothing left to do.
    candidate: candidate && candidate.version !== next.version ? candidate : undefined,
    bad,
  };
}

/** Deploy: `next` becomes active for every player on their next page load. */
export function deploy(reg: Registry, name: string, next: VersionRef, now = new Date()): Change {
  const cur = reg.remotes[name];
  if (isBad(cur, next.version)) throw new Error(`${remoteLabel(name)} ${next.version} is marked bad: deploy a new version`);
  return {
    registry: withEntry(reg, activated(cur, name, next, now), now),
    note: { remote: name, action: JournalAction.DEPLOY, from: cur?.active ?? null, to: next.version, reason: 'deploy' },
  };
}

/** The registry alone after a deploy (the build-less view used by tests and the kit checks). */
export const activate = (reg: Registry, name: string, next: VersionRef, now = new Date()): Registry => deploy(reg, name, next, now).registry;

/**
 * Re-activates the previous version (or `to`, one that was active before) that is not marked bad.
 * No build: only the registry changes, so the next page load runs the older chunks.
 */
export function rollbackChange(reg: Registry, name: string, to?: string, reason = 'rollback', now = new Date()): Change {
  const cur = entryOf(reg, name);
  if (to && isBad(cur, to)) throw new Error(`${remoteLabel(name)} ${to} is marked bad: no rollback lands on it`);
  const good = cur.previous.filter((p) => !isBad(cur, p.version));
  const target = to ? good.find((p) => p.version === to) : good[0];
  if (!target) throw new Error(to ? `${remoteLabel(name)} has no earlier version ${to}` : `${remoteLabel(name)} has no earlier version to roll back to`);
  const rest = good.filter((p) => p.version !== target.version);
  const entry: RegistryEntry = {
    ...cur,
    active: target.version,
    manifest: target.manifest,
    integrity: target.integrity,
    manifestIntegrity: target.manifestIntegrity,
    kitRange: target.kitRange,
    // The version rolled away from is no longer a fallback: it was found bad.
    previous: rest.filter((p) => p.version !== cur.active),
    activatedAt: now.toISOString(),
  };
  return {
    registry: withEntry(reg, entry, now),
    note: { remote: name, action: JournalAction.ROLLBACK, from: cur.active, to: target.version, reason },
  };
}

export const rollback = (reg: Registry, name: string, to?: string, now = new Date()): Registry => rollbackChange(reg, name, to, 'rollback', now).registry;

/** A percent of players as the CLI and the health page accept it: a whole number 0–100. */
export function parsePercent(text: string | undefined): number {
  const n = Number(text);
  if (text === undefined || text.trim() === '' || !Number.isInteger(n) || n < 0 || n > 100) {
    throw new Error(`percent must be a whole number from 0 to 100 (got ${text ?? 'nothing'})`);
  }
  return n;
}

/**
 * Offers `next` to `percent` of the players (stages such as 1 → 10 → 50 → 100). Raising or
 * lowering the percent of the same candidate keeps its salt, so nobody already in the canary
 * leaves it when the stage grows; a new candidate version draws a new salt.
 */
export function canary(reg: Registry, name: string, next: VersionRef, percent: number, salt: string, now = new Date()): Change {
  const cur = entryOf(reg, name);
  if (next.version === cur.active) throw new Error(`${remoteLabel(name)} ${next.version} is already active for every player`);
  if (isBad(cur, next.version)) throw new Error(`${remoteLabel(name)} ${next.version} is marked bad: deploy a new version`);
  const same = cur.candidate?.version === next.version ? cur.candidate : undefined;
  const candidate: CanaryCandidate = { ...next, percent, salt: same?.salt ?? salt, since: same?.since ?? now.toISOString() };
  const available = [...new Set([...cur.available, next.version])];
  return {
    registry: withEntry(reg, { ...cur, candidate, available }, now),
    note: {
      remote: name,
      action: JournalAction.CANARY,
      from: cur.candidate ? candidateLabel(cur.candidate) : cur.active,
      to: candidateLabel(candidate),
      reason: same ? `canary stage ${same.percent}% → ${percent}%` : `canary of ${next.version} at ${percent}%`,
    },
  };
}

function candidateOf(cur: RegistryEntry): CanaryCandidate {
  if (!cur.candidate) throw new Error(`${remoteLabel(cur.name)} has no canary running`);
  return cur.candidate;
}

/** The candidate stays recorded but reaches nobody (percent 0): automatic demotion, or ops by hand. */
export function demoteCandidate(reg: Registry, name: string, reason: string, now = new Date()): Change {
  const cur = entryOf(reg, name);
  const c = candidateOf(cur);
  const candidate: CanaryCandidate = { ...c, percent: 0 };
  return {
    registry: withEntry(reg, { ...cur, candidate }, now),
    note: { remote: name, action: JournalAction.CANARY, from: candidateLabel(c), to: candidateLabel(candidate), reason },
  };
}

/** The candidate becomes the active version for every player. */
export function promote(reg: Registry, name: string, now = new Date()): Change {
  const cur = entryOf(reg, name);
  const c = candidateOf(cur);
  const { percent: _p, salt: _s, since: _t, ...ref } = c;
  return {
    registry: withEntry(reg, activated(cur, name, ref, now), now),
    note: { remote: name, action: JournalAction.PROMOTE, from: cur.active, to: c.version, reason: `promoted from ${c.percent}%` },
  };
}

/** The canary ends: every player is back on the active version. */
export function abort(reg: Registry, name: string, reason = 'canary aborted', now = new Date()): Change {
  const cur = entryOf(reg, name);
  const c = candidateOf(cur);
  return {
    registry: withEntry(reg, { ...cur, candidate: undefined }, now),
    note: { remote: name, action: JournalAction.ABORT, from: candidateLabel(c), to: cur.active, reason },
  };
}

/**
 * Marks a version bad: it leaves the rollback targets and the load fallbacks for good and cannot
 * be deployed again; a candidate of that version is withdrawn. The active version may be marked
 * (then roll back or deploy a fix).
 */
export function markBad(reg: Registry, name: string, version: string, reason: string, now = new Date()): Change {
  const cur = entryOf(reg, name);
  if (!cur.available.includes(version)) throw new Error(`${remoteLabel(name)} has no version ${version}`);
  if (isBad(cur, version)) throw new Error(`${remoteLabel(name)} ${version} is already marked bad`);
  const entry: RegistryEntry = {
    ...cur,
    previous: cur.previous.filter((p) => p.version !== version),
    candidate: cur.candidate?.version === version ? undefined : cur.candidate,
    bad: [...(cur.bad ?? []), { version, reason, at: now.toISOString() }],
  };
  return {
    registry: withEntry(reg, entry, now),
    note: { remote: name, action: JournalAction.MARK_BAD, from: version, to: null, reason },
  };
}

const kitOf = (range: string | undefined): string => `kit ${range ?? '?'}`;

/** One line for the shell (the kit it provides), one per remote (kit ranges, canary, bad versions), then the revision. */
export function statusLines(reg: Registry): string[] {
  const shell = reg.shell
    ? `shell        ${reg.shell.version} provides kit ${reg.shell.kit}  (built ${reg.shell.builtAt})  rollback to: ${(reg.shellPrevious ?? []).map((s) => s.version).join(', ') || '-'}`
    : 'shell        not recorded yet (site-ops build-shell)';
  const head = `registry revision ${revisionOf(reg)}`;
  const names = Object.keys(reg.remotes).sort();
  if (names.length === 0) return [shell, 'no remote deployed yet', head];
  return [
    shell,
    ...names.flatMap((n) => {
      const e = reg.remotes[n]!;
      const prev = e.previous.map((p) => `${p.version} (${kitOf(p.kitRange)})`).join(', ') || '-';
      const lines = [
        `${remoteLabel(n).padEnd(12)} active ${e.active} (${kitOf(e.kitRange)})  (since ${e.activatedAt})  rollback to: ${prev}  available: ${e.available.length}`,
      ];
      if (e.candidate) lines.push(`${''.padEnd(12)} canary ${e.candidate.version} at ${e.candidate.percent}%  (since ${e.candidate.since})`);
      if (e.bad?.length) lines.push(`${''.padEnd(12)} bad ${e.bad.map((b) => `${b.version} (${b.reason})`).join(', ')}`);
      return lines;
    }),
    head,
  ];
}
