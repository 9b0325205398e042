import fs from 'node:fs';
import path from 'node:path';
import type { Registry } from '@site/shared/registry';
import { remoteNameOf, type RemoteFolder } from '@site/shared/remotes';
import { assertKitSatisfied, kitRangeOfManifest } from './kit-logic';
import { abort, promote, rollbackChange, type Change } from './registry-logic';

/**
 * The registry verbs ops run from the CLI (site-ops promote / abort / rollback) and from the health
 * page's buttons: one code path, so a button does exactly what the command does. Each returns the
 * change for the store's compare-and-swap commit.
 */

const readManifest = (dir: string): unknown => JSON.parse(fs.readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));

/** The version a rollback or a promote lands on must still be in the CDN and runnable by the live shell. */
export function assertRunnable(cdnDir: string, reg: Registry, folder: RemoteFolder, name: string): void {
  const entry = reg.remotes[name]!;
  const dir = path.join(cdnDir, folder, entry.active);
  if (!fs.existsSync(path.join(dir, 'mf-manifest.json'))) throw new Error(`${folder} ${entry.active} is not in the CDN any more`);
  const label = `${folder} ${entry.active}`;
  assertKitSatisfied(reg.shell, label, entry.kitRange ?? kitRangeOfManifest(readManifest(dir), label));
}

/** The candidate becomes active for every player. */
export function promoteAction(cdnDir: string, reg: Registry, folder: RemoteFolder): Change {
  const name = remoteNameOf(folder);
  const change = promote(reg, name);
  assertRunnable(cdnDir, change.registry, folder, name);
  return change;
}

/** The candidate is withdrawn: every player on the active version. */
export function abortAction(reg: Registry, folder: RemoteFolder, reason: string): Change {
  return abort(reg, remoteNameOf(folder), reason);
}

/** Back to the newest earlier good version, or `to`. */
export function rollbackAction(cdnDir: string, reg: Registry, folder: RemoteFolder, to: string | undefined, reason: string): Change {
  const name = remoteNameOf(folder);
  const change = rollbackChange(reg, name, to, reason);
  assertRunnable(cdnDir, change.registry, folder, name);
  return change;
}
