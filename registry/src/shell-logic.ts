import semver from 'semver';
import { JournalAction, type Registry, type ShellRecord } from '@site/shared/registry';
import { kitRefusal } from './kit-logic';
import type { Change } from './registry-logic';

/**
 * The shell as a versioned, roll-back-able part: every shell build is published into
 * /cdn/shell/<version>/ (immutable), the registry says which one the index page serves, and the
 * ones live before are kept newest first as rollback targets. Pure: the CLI publishes and writes.
 */

/** The registry's journal name for the shell. */
export const SHELL_NAME = 'shell';
/** How many earlier shells stay rollback targets. */
export const SHELL_HISTORY = 10;

/** The CDN folder and index page of a published shell version. */
export const shellFolder = (version: string): string => `/cdn/shell/${version}/`;
export const shellIndexPath = (version: string): string => `${shellFolder(version)}index.html`;

/** Has this data dir's registry ever had this shell version live (now or before)? */
export function shellKnown(reg: Registry, version: string): boolean {
  return reg.shell?.version === version || (reg.shellPrevious ?? []).some((s) => s.version === version);
}

/**
 * Why `shell` cannot serve the remotes as they are (an active or candidate version needing a kit the
 * shell does not provide), or null when it can: a shell change never strands a live remote.
 */
export function shellRefusal(reg: Registry, shell: ShellRecord): string | null {
  for (const [name, e] of Object.entries(reg.remotes)) {
    const refs = [{ version: e.active, kitRange: e.kitRange }, ...(e.candidate ? [{ version: e.candidate.version, kitRange: e.candidate.kitRange }] : [])];
    for (const ref of refs) {
      if (!ref.kitRange) continue;
      const refusal = kitRefusal(shell, `${name} ${ref.version}`, ref.kitRange);
      if (refusal) return `shell ${shell.version} cannot run what is live: ${refusal}`;
    }
  }
  return null;
}

const history = (reg: Registry, leaving: ShellRecord | undefined, arriving: string): ShellRecord[] =>
  [...(leaving ? [leaving] : []), ...(reg.shellPrevious ?? [])].filter((s) => s.version !== arriving).slice(0, SHELL_HISTORY);

/** Makes a built (and published) shell the one the index page serves; the one before becomes a rollback target. */
export function activateShell(reg: Registry, shell: ShellRecord, reason: string, now = new Date()): Change {
  if (!semver.valid(shell.kit)) throw new Error(`the shell's kit version "${shell.kit}" is not semver`);
  const refusal = shellRefusal(reg, shell);
  if (refusal) throw new Error(refusal);
  const leaving = reg.shell?.version === shell.version ? undefined : reg.shell;
  return {
    registry: { ...reg, updatedAt: now.toISOString(), shell, shellPrevious: history(reg, leaving, shell.version) },
    note: { remote: SHELL_NAME, action: JournalAction.SHELL, from: reg.shell?.version ?? null, to: shell.version, reason },
  };
}

/**
 * Serves an earlier shell again (the newest earlier one, or `to`). The shell rolled away from is not
 * kept as a target (it was found bad); a target that cannot run the live remotes' kit is refused.
 */
export function rollbackShell(reg: Registry, to: string | undefined, reason = 'rollback', now = new Date()): Change {
  const earlier = reg.shellPrevious ?? [];
  const target = to ? earlier.find((s) => s.version === to) : earlier[0];
  if (!target) throw new Error(to ? `the shell has no earlier version ${to}` : 'the shell has no earlier version to roll back to');
  const refusal = shellRefusal(reg, target);
  if (refusal) throw new Error(refusal);
  return {
    registry: { ...reg, updatedAt: now.toISOString(), shell: target, shellPrevious: earlier.filter((s) => s.version !== target.version) },
    note: { remote: SHELL_NAME, action: JournalAction.ROLLBACK, from: reg.shell?.version ?? null, to: target.version, reason },
  };
}
