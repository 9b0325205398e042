import { Cohort, cohortOf, hasIntegrity, isMarkedBad, PAGE_FALLBACK_VERSIONS, type RegistryEntry, type VersionRef } from '@site/shared';

/** One version the loader may try, and the side of the canary it stands for. */
export interface PlannedVersion {
  ref: VersionRef;
  cohort: Cohort;
}

export interface LoadPlan {
  /** The player's side of this remote's canary (stable when there is none). */
  cohort: Cohort;
  /** The versions to try in order: the player's version first, then the fallbacks. */
  tries: PlannedVersion[];
  /** Versions left out and why (shown in the console for ops). */
  skipped: Array<{ version: string; why: string }>;
}

const refOfActive = (e: RegistryEntry): VersionRef => ({
  version: e.active,
  manifest: e.manifest,
  integrity: e.integrity,
  manifestIntegrity: e.manifestIntegrity,
  kitRange: e.kitRange,
});

/**
 * The versions of one remote this player tries, in order (pure):
 * - the candidate first when the player's cohort bucket falls under its percent (canary), then
 *   the active version, then the previous good versions (at most PAGE_FALLBACK_VERSIONS of them);
 * - never a version marked bad, nor one whose manifest or entry integrity is not recorded;
 * - a version that failed earlier in this session (the circuit breaker) goes last, so the
 *   player waits out a bad version once, not on every page; it is still tried when nothing else is left.
 */
export function loadPlan(entry: RegistryEntry, cohortKey: string, failedThisSession: ReadonlySet<string>): LoadPlan {
  const c = entry.candidate;
  const cohort = c && c.percent > 0 ? cohortOf(c.salt, cohortKey, c.percent) : Cohort.STABLE;
  const all: Array<PlannedVersion & { fallback?: true }> = [];
  if (c && cohort === Cohort.CANARY) all.push({ ref: c, cohort: Cohort.CANARY });
  all.push({ ref: refOfActive(entry), cohort: Cohort.STABLE });
  for (const p of entry.previous) all.push({ ref: p, cohort: Cohort.STABLE, fallback: true });
  const skipped: LoadPlan['skipped'] = [];
  const seen = new Set<string>();
  let fallbacks = 0;
  const usable = all
    .filter(({ ref, fallback }) => {
      if (seen.has(ref.version)) return false;
      seen.add(ref.version);
      if (isMarkedBad(entry, ref.version)) skipped.push({ version: ref.version, why: 'marked bad' });
      else if (!hasIntegrity(ref)) skipped.push({ version: ref.version, why: 'no recorded integrity (manifest and entry)' });
      else if (fallback && ++fallbacks > PAGE_FALLBACK_VERSIONS) skipped.push({ version: ref.version, why: 'beyond the page fallbacks' });
      else return true;
      return false;
    })
    .map(({ ref, cohort: side }) => ({ ref, cohort: side }));
  const fresh = usable.filter(({ ref }) => !failedThisSession.has(ref.version));
  const broken = usable.filter(({ ref }) => failedThisSession.has(ref.version));
  for (const b of broken) skipped.push({ version: b.ref.version, why: 'failed earlier in this session (tried last)' });
  return { cohort, tries: [...fresh, ...broken], skipped };
}
