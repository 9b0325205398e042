import semver from 'semver';
import type { ShellRecord } from '@site/shared/registry';

/** The shared key of the platform kit in every build's shared map (ops/webpack/shared-map.cjs). */
export const KIT_PACKAGE = '@site/kit';

interface ManifestShared {
  name?: unknown;
  requiredVersion?: unknown;
}

/**
 * The kit range a remote version needs, read from its mf-manifest.json (the shared '@site/kit'
 * entry's requiredVersion). A manifest without one, or with a range that is not semver, is refused.
 */
export function kitRangeOfManifest(manifest: unknown, label: string): string {
  const shared = (manifest as { shared?: unknown } | null)?.shared;
  const entry = Array.isArray(shared) ? (shared as ManifestShared[]).find((s) => s?.name === KIT_PACKAGE) : undefined;
  const range = entry?.requiredVersion;
  if (typeof range !== 'string' || range === '') throw new Error(`${label}: its manifest states no ${KIT_PACKAGE} range (built before the kit existed?)`);
  if (semver.validRange(range) === null) throw new Error(`${label}: its ${KIT_PACKAGE} range "${range}" is not a semver range`);
  return range;
}

/**
 * Why the live shell cannot run a remote version that needs `range` of the kit, or null when it
 * can. deploy and rollback refuse with this message.
 */
export function kitRefusal(shell: ShellRecord | undefined, label: string, range: string): string | null {
  if (!shell) return `${label} needs ${KIT_PACKAGE} ${range}, but no shell is recorded in the registry: build the shell first (site-ops build-shell)`;
  if (semver.satisfies(shell.kit, range)) return null;
  return `${label} needs ${KIT_PACKAGE} ${range}, but the live shell ${shell.version} provides ${KIT_PACKAGE} ${shell.kit}: deploy a shell with a matching kit first, or rebuild the remote against kit ${shell.kit}`;
}

/** Throws kitRefusal's message when the shell cannot run the version. */
export function assertKitSatisfied(shell: ShellRecord | undefined, label: string, range: string): void {
  const refusal = kitRefusal(shell, label, range);
  if (refusal) throw new Error(refusal);
}
