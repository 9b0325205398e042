import { registrySchema, type Registry, type RegistryEntry } from '@site/shared';

/** Pure registry transitions: deploy activates a version, rollback re-activates the previous one. */
export function emptyRegistry(now = new Date()): Registry {
  return { updatedAt: now.toISOString(), remotes: {} };
}

/** Reads a registry file's text; a corrupt or foreign file is reported, never half-used. */
export function parseRegistry(text: string): Registry {
  const parsed = registrySchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`registry is not valid: ${parsed.error.issues[0]?.message ?? 'unknown'}`);
  return parsed.data;
}

export interface VersionRef {
  version: string;
  manifest: string;
  integrity: string;
  /** The platform kit range this version needs (from its manifest). */
  kitRange?: string;
}

export function activate(reg: Registry, name: string, next: VersionRef, now = new Date()): Registry {
  const cur = reg.remotes[name];
  const available = [...new Set([...(cur?.available ?? []), next.version])];
  let previous = cur?.previous ?? [];
  if (cur && cur.active !== next.version) {
    previous = [
      { version: cur.active, manifest: cur.manifest, integrity: cur.integrity, kitRange: cur.kitRange },
      ...previous.filter((p) => p.version !== cur.active),
    ];
  }
  previous = previous.filter((p) => p.version !== next.version).slice(0, 10);
  const entry: RegistryEntry = {
    name,
    active: next.version,
    manifest: next.manifest,
    integrity: next.integrity,
    kitRange: next.kitRange,
    previous,
    available,
    activatedAt: now.toISOString(),
  };
  return { ...reg, updatedAt: now.toISOString(), remotes: { ...reg.remotes, [name]: entry } };
}

/**
 * Re-activates the previous version (or `to`, one that was active before). No build: only the
 * registry changes, so the next page load runs the older chunks.
 */
export function rollback(reg: Registry, name: string, to?: string, now = new Date()): Registry {
  const cur = reg.remotes[name];
  if (!cur) throw new Error(`${name} has never been deployed`);
  const target = to ? cur.previous.find((p) => p.version === to) : cur.previous[0];
  if (!target) throw new Error(to ? `${name} has no earlier version ${to}` : `${name} has no earlier version to roll back to`);
  const rest = cur.previous.filter((p) => p.version !== target.version);
  const entry: RegistryEntry = {
    ...cur,
    active: target.version,
    manifest: target.manifest,
    integrity: target.integrity,
    kitRange: target.kitRange,
    // The version rolled away from is no longer a fallback: it was found bad.
    previous: rest.filter((p) => p.version !== cur.active),
    activatedAt: now.toISOString(),
  };
  return { ...reg, updatedAt: now.toISOString(), remotes: { ...reg.remotes, [name]: entry } };
}

const kitOf = (range: string | undefined): string => `kit ${range ?? '?'}`;

/** One line for the shell (the kit it provides), then one per remote with the kit range of each version. */
export function statusLines(reg: Registry): string[] {
  const shell = reg.shell
    ? `shell        ${reg.shell.version} provides kit ${reg.shell.kit}  (built ${reg.shell.builtAt})`
    : 'shell        not recorded yet (site-ops build-shell)';
  const names = Object.keys(reg.remotes).sort();
  if (names.length === 0) return [shell, 'no remote deployed yet'];
  return [
    shell,
    ...names.map((n) => {
      const e = reg.remotes[n]!;
      const prev = e.previous.map((p) => `${p.version} (${kitOf(p.kitRange)})`).join(', ') || '-';
      return `${n.padEnd(12)} active ${e.active} (${kitOf(e.kitRange)})  (since ${e.activatedAt})  rollback to: ${prev}  available: ${e.available.length}`;
    }),
  ];
}
