import fs from 'node:fs';
import os from 'node:os';
import { JournalTrigger, type JournalEntry, type Registry } from '@site/shared/registry';
import { journalFile, registryFile } from './registry-files';
import { compareAndSwap, emptyRegistry, parseRegistry, revisionOf, type Change } from './registry-logic';
import { journalLine, parseJournal } from './journal-logic';
import { withFileLock, writeAtomically } from './file-lock';

/** How many times a write refused by a newer revision is redone from that revision. */
export const CAS_ATTEMPTS = 5;

/** The registry of a data dir (ops hand theirs, the api its own). */
export function readRegistry(dir: string): Registry {
  const file = registryFile(dir);
  if (!fs.existsSync(file)) return emptyRegistry();
  return parseRegistry(fs.readFileSync(file, 'utf8'));
}

export function readJournal(dir: string): JournalEntry[] {
  const file = journalFile(dir);
  if (!fs.existsSync(file)) return [];
  const { entries, broken } = parseJournal(fs.readFileSync(file, 'utf8'));
  if (broken.length > 0) console.warn(`registry journal: line(s) ${broken.join(', ')} could not be read`);
  return entries;
}

/** Who is changing the registry: --actor, SITE_OPS_ACTOR, or the login and host. */
export function defaultActor(): string {
  if (process.env.SITE_OPS_ACTOR) return process.env.SITE_OPS_ACTOR;
  let user = 'unknown';
  try {
    user = os.userInfo().username;
  } catch {
    // no passwd entry (a container): keep 'unknown'
  }
  return `${user}@${os.hostname()}`;
}

/** Written to a temporary file and renamed: a reader never sees half a registry. */
function writeFile(dir: string, reg: Registry): void {
  writeAtomically(registryFile(dir), JSON.stringify(reg, null, 2));
}

export interface CommitOptions {
  actor: string;
  /** A name as typed, journaled beside the actor (journalEntrySchema's note). */
  note?: string;
  trigger?: JournalTrigger;
  /** The registry the change was planned on (e.g. read when a deploy started); read now by default. */
  base?: Registry;
  now?: () => Date;
  /** Told when a newer revision refused the write and the change is redone. */
  onRetry?(expected: number, actual: number): void;
  /** The data dir whose registry and journal are written. */
  dir: string;
}

export interface Committed {
  registry: Registry;
  entry: JournalEntry;
}

/**
 * The one way to write the registry: computes the change on the revision it read, writes it only
 * if the registry is still at that revision (compare-and-swap, under a lock held for the compare
 * and the write), and appends the journal line. A newer revision means another change won: the
 * change is computed again on it (it may now be refused), up to CAS_ATTEMPTS times.
 */
export function commit(change: (reg: Registry) => Change, opts: CommitOptions): Committed {
  const now = opts.now ?? (() => new Date());
  let base = opts.base ?? readRegistry(opts.dir);
  for (let retries = 0; retries < CAS_ATTEMPTS; retries += 1) {
    const expected = revisionOf(base);
    const { registry, note } = change(base);
    const result = withFileLock(registryFile(opts.dir), 'registry', () => {
      const stored = readRegistry(opts.dir);
      const cas = compareAndSwap(stored, expected, registry);
      if (!cas.ok) return { stored, cas };
      const entry: JournalEntry = {
        revision: revisionOf(cas.registry),
        at: now().toISOString(),
        actor: opts.actor,
        ...(opts.note ? { note: opts.note } : {}),
        trigger: opts.trigger ?? JournalTrigger.MANUAL,
        retries,
        ...note,
      };
      writeFile(opts.dir, cas.registry);
      fs.appendFileSync(journalFile(opts.dir), journalLine(entry));
      return { stored: cas.registry, cas, entry };
    });
    if (result.cas.ok && result.entry) return { registry: result.stored, entry: result.entry };
    if (!result.cas.ok) opts.onRetry?.(result.cas.expected, result.cas.actual);
    base = result.stored;
  }
  throw new Error(`the registry kept changing under this write (${CAS_ATTEMPTS} attempts): try again`);
}
