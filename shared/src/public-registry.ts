import { Cohort, cohortOf } from './cohort';
import { pageFallbacksOf, type CanaryCandidate, type Registry, type RegistryEntry, type VersionRef } from './registry';

/**
 * The registry as the api hands it to one player (/registry.json and the index page's copy): per remote the
 * active version, its page fallbacks and their integrity, and the player's own side of a canary decided on
 * the server. Nothing a page does not need: no canary salt or percent to work a cohort out with, no bad
 * versions' reasons, no rollback history beyond the page fallbacks, no list of every version, no shells'
 * history, no revision. Ops read the whole registry (site-ops status, the ops health page).
 */

/**
 * A candidate as a player in its canary gets it: the decision made (the page's load plan puts a candidate at
 * 100% first for everybody it reaches), nothing to decide with. A player outside the canary gets no candidate.
 */
const DECIDED = { percent: 100, salt: '', since: '' } as const;

/** Whether the player with this cohort key is in the remote's canary (md5(salt:key) under its percent). */
export function inCanary(candidate: CanaryCandidate | undefined, cohortKey: string): candidate is CanaryCandidate {
  return candidate !== undefined && candidate.percent > 0 && cohortOf(candidate.salt, cohortKey, candidate.percent) === Cohort.CANARY;
}

const refOnly = (r: VersionRef): VersionRef => ({
  version: r.version,
  manifest: r.manifest,
  integrity: r.integrity,
  ...(r.manifestIntegrity !== undefined ? { manifestIntegrity: r.manifestIntegrity } : {}),
  ...(r.kitRange !== undefined ? { kitRange: r.kitRange } : {}),
});

/** One remote as one player's page gets it. */
export function publicEntryOf(entry: RegistryEntry, cohortKey: string): RegistryEntry {
  const { candidate } = entry;
  // The active version marked bad: the page skips it (the load plan), told without why.
  const activeBad = (entry.bad ?? []).some((b) => b.version === entry.active);
  const { version: _v, ...active } = refOnly({ ...entry, version: entry.active });
  return {
    name: entry.name,
    active: entry.active,
    ...active,
    previous: pageFallbacksOf(entry).map(refOnly),
    available: [],
    activatedAt: entry.activatedAt,
    ...(inCanary(candidate, cohortKey) ? { candidate: { ...refOnly(candidate), ...DECIDED } } : {}),
    ...(activeBad ? { bad: [{ version: entry.active, reason: '', at: '' }] } : {}),
  };
}

/** The registry as the player with this cohort key gets it (see above). */
export function publicRegistryOf(registry: Registry, cohortKey: string): Registry {
  const remotes: Registry['remotes'] = {};
  for (const [name, entry] of Object.entries(registry.remotes)) remotes[name] = publicEntryOf(entry, cohortKey);
  return { updatedAt: registry.updatedAt, ...(registry.shell ? { shell: registry.shell } : {}), remotes };
}

/**
 * One remote as a browser pinned to a version (a preview link, checked and resolved by the api) gets it: that version
 * as its decided candidate, whatever side of a canary the browser was on (QA join a canary on purpose), with the
 * active version and the page fallbacks behind it as usual. A pin to the active version is the active version.
 */
export function pinnedEntryOf(entry: RegistryEntry, pinned: VersionRef): RegistryEntry {
  const { candidate: _c, ...rest } = entry;
  return pinned.version === entry.active ? rest : { ...rest, candidate: { ...refOnly(pinned), ...DECIDED } };
}
