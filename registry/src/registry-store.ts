import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { JournalTrigger, type JournalEntry, type Registry } from '@site/shared/registry';
import { journalFile, registryFile } from './registry-files';
import { compareAndSwap, emptyRegistry, parseRegistry, revisionOf, type Change } from './registry-logic';
import { journalLine, parseJournal } from './journal-logic';

/** How many times a write refused by a newer revision is redone from that revision. */
export const CAS_ATTEMPTS = 5;
/** The write lock is held for a read-compare-write of milliseconds; one older than this was left by a crash. */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 10_000;
const LOCK_POLL_MS = 20;

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

const sleep = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/** Runs `fn` holding the registry's write lock (an exclusively created file beside it). */
function withLock<T>(dir: string, fn: () => T): T {
  const lock = `${registryFile(dir)}.lock`;
  fs.mkdirSync(path.dirname(lock), { recursive: true });
  const deadline = Date.now() + LOCK_WAIT_MS;
  for (;;) {
    try {
      fs.closeSync(fs.openSync(lock, 'wx'));
      break;
    } catch (e) {
      if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
      try {
        if (Date.now() - fs.statSync(lock).mtimeMs > STALE_LOCK_MS) fs.rmSync(lock, { force: true });
      } catch {
        // released meanwhile
      }
      if (Date.now() > deadline) throw new Error(`the registry is locked (${lock}); another site-ops is writing`, { cause: e });
      sleep(LOCK_POLL_MS);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Written to a temporary file and renamed: a reader never sees half a registry. */
function writeFile(dir: string, reg: Registry): void {
  const file = registryFile(dir);
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, JSON.stringify(reg, null, 2));
  fs.renameSync(tmp, file);
}

export interface CommitOptions {
  actor: string;
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
    const result = withLock(opts.dir, () => {
      const stored = readRegistry(opts.dir);
      const cas = compareAndSwap(stored, expected, registry);
      if (!cas.ok) return { stored, cas };
      const entry: JournalEntry = {
        revision: revisionOf(cas.registry),
        at: now().toISOString(),
        actor: opts.actor,
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
