import fs from 'node:fs';
import path from 'node:path';

/**
 * The write discipline of the site data files ops change (the registry, the team keys): a lock file created
 * exclusively beside the file for a read-compare-write, and a write by rename so a reader never sees half a file.
 */

/** The lock is held for a read-compare-write of milliseconds; one older than this was left by a crash. */
const STALE_LOCK_MS = 30_000;
const LOCK_WAIT_MS = 10_000;
const LOCK_POLL_MS = 20;

const sleep = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/** Runs `fn` holding the write lock of `file` (`<file>.lock`, created exclusively). */
export function withFileLock<T>(file: string, what: string, fn: () => T): T {
  const lock = `${file}.lock`;
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
      if (Date.now() > deadline) throw new Error(`the ${what} is locked (${lock}); another site-ops is writing`, { cause: e });
      sleep(LOCK_POLL_MS);
    }
  }
  try {
    return fn();
  } finally {
    fs.rmSync(lock, { force: true });
  }
}

/** Written to a temporary file and renamed. */
export function writeAtomically(file: string, text: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(tmp, text);
  fs.renameSync(tmp, file);
}
