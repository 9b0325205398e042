import { JournalAction, type Registry, type VersionRef } from '@site/shared/registry';
import type { Change } from './registry-logic';

/**
 * Registry hygiene (site-ops gc): which published version folders of the CDN nothing refers to any more. A folder is
 * referred to when any registry entry's active version, rollback target (previous) or canary candidate points into it,
 * whatever the entry's name (a remote deployed from a copy publishes into its folder too). Pure: the CDN listing and
 * the clock are given.
 */

const DAY_MS = 86_400_000;

/** One published version folder: <cdn>/<folder>/<version>/ and when it was published (ms). */
export interface PublishedVersion {
  folder: string;
  version: string;
  publishedAt: number;
}

/** `/cdn/<folder>/<version>/…` → `<folder>/<version>`, the key of a version folder. */
const folderKeyOf = (manifest: string): string | null => /^\/cdn\/([^/]+)\/([^/]+)\//.exec(manifest)?.slice(1, 3).join('/') ?? null;
const keyOf = (p: Pick<PublishedVersion, 'folder' | 'version'>): string => `${p.folder}/${p.version}`;

/** Every version folder the registry points at: active, previous and candidate of every entry. */
export function referencedFolders(reg: Registry): Set<string> {
  const refs: VersionRef[] = Object.values(reg.remotes).flatMap((e) => [{ ...e, version: e.active }, ...e.previous, ...(e.candidate ? [e.candidate] : [])]);
  return new Set(refs.map((r) => folderKeyOf(r.manifest)).filter((k): k is string => k !== null));
}

/**
 * The published versions gc removes: referred to by nothing (referencedFolders) and published at least `keepDays`
 * days before `now`; oldest first.
 */
export function gcSelection(reg: Registry, published: readonly PublishedVersion[], keepDays: number, now: number): PublishedVersion[] {
  const referenced = referencedFolders(reg);
  const cutoff = now - keepDays * DAY_MS;
  return published.filter((p) => !referenced.has(keyOf(p)) && p.publishedAt <= cutoff).sort((a, b) => a.publishedAt - b.publishedAt);
}

/**
 * The registry after `versions` of `folder` are removed from the CDN: they leave the `available` list of every entry
 * publishing into that folder. Journaled as one gc line per folder (under the entry's name when one entry publishes
 * there, the folder's otherwise).
 */
export function gcChange(reg: Registry, folder: string, versions: readonly string[], reason: string, now = new Date()): Change {
  const gone = new Set(versions);
  const owners = Object.values(reg.remotes).filter((e) => folderKeyOf(e.manifest)?.startsWith(`${folder}/`));
  const remotes = { ...reg.remotes };
  for (const e of owners) remotes[e.name] = { ...e, available: e.available.filter((v) => !gone.has(v)) };
  return {
    registry: { ...reg, updatedAt: now.toISOString(), remotes },
    note: { remote: owners.length === 1 ? owners[0]!.name : folder, action: JournalAction.GC, from: versions.join(', '), to: null, reason },
  };
}
