import { z } from './zod';
import { lazySchema } from './lazy-schema';

/** The platform kit range a remote version needs (its manifest's shared '@site/kit' requiredVersion). */
const kitRange = lazySchema(() => z.string().optional());

/**
 * One deployed version of a remote: where its manifest is and the subresource integrity of both
 * its manifest and its remote entry. An integrity that is missing makes the shell refuse the
 * version (fails closed), so a version recorded before manifests were hashed needs a redeploy.
 */
export const versionRefSchema = lazySchema(() =>
  z.object({
    version: z.string(),
    manifest: z.string(),
    /** sha384 of remoteEntry.js. */
    integrity: z.string(),
    /** sha384 of mf-manifest.json. */
    manifestIntegrity: z.string().optional(),
    kitRange,
  }),
);

/**
 * A staged rollout of a candidate (registry/src/rollout-judge.ts judges it): the percents it goes through, how long
 * each stage bakes before it is judged, and when the current stage started. `stopped` is set when the judge aborted
 * it (the candidate then reaches nobody).
 */
export const rolloutPlanSchema = lazySchema(() =>
  z.object({
    /** Rising whole percents, the last 100 (e.g. 5, 25, 50, 100). */
    stages: z.array(z.number().int().min(1).max(100)).min(1),
    bakeMs: z.number().int().nonnegative(),
    stageSince: z.string(),
    stopped: z.object({ at: z.string(), reason: z.string() }).optional(),
  }),
);

/** A version offered to a share of the players: those whose cohort bucket falls under percent. */
export const canaryCandidateSchema = lazySchema(() =>
  versionRefSchema.extend({
    /** 0–100: the share of players in the canary cohort (0 = demoted, nobody gets it). */
    percent: z.number().int().min(0).max(100),
    /** Mixed into each player's hash: a new canary draws a new cohort. */
    salt: z.string(),
    since: z.string(),
    /** A staged rollout the api advances by itself; none = the percent changes only by hand. */
    plan: rolloutPlanSchema.optional(),
  }),
);

/** A version's folder: where its manifest is (every build writes all its files into one version folder). */
const folderOf = (manifest: string): string => manifest.replace(/mf-manifest\.json$/, '');

/** A version's remote entry: remoteEntry.js beside its manifest. */
export const entryUrlOf = (manifest: string): string => `${folderOf(manifest)}remoteEntry.js`;

/**
 * The sync JS files of one expose in a manifest's text (file names in the manifest's folder): what loading that
 * module fetches at once. None when the text is not a manifest or names no such expose.
 */
export function syncChunksOf(manifestText: string, exposePath: string): string[] {
  try {
    const m = JSON.parse(manifestText) as { exposes?: { path?: unknown; assets?: { js?: { sync?: unknown } } }[] };
    const sync = m.exposes?.find((e) => e.path === exposePath)?.assets?.js?.sync;
    return Array.isArray(sync) ? sync.filter((f): f is string => typeof f === 'string' && /^[\w.-]+\.js$/.test(f)) : [];
  } catch {
    return [];
  }
}

/**
 * What opening one exposed module of a version fetches at once: its remote entry and the sync chunks the manifest
 * names for the expose, as URLs. The api preloads them for the page being opened, the shell warms them.
 */
export function openingFilesOf(manifest: string, manifestText: string, exposePath: string): string[] {
  return [entryUrlOf(manifest), ...syncChunksOf(manifestText, exposePath).map((file) => `${folderOf(manifest)}${file}`)];
}

/**
 * The files of a remote's page chunk named `name` (ops/webpack/page-chunks.cjs writes them into the manifest as
 * `pageChunks`), as URLs: a route's page chunk is named after the route, and the index page of that route preloads
 * it beside the opening files. None when the manifest has no such chunk (an older build, a page in the pages module).
 */
export function pageChunkFilesOf(manifest: string, manifestText: string, name: string): string[] {
  try {
    const chunks = (JSON.parse(manifestText) as { pageChunks?: Record<string, unknown> }).pageChunks;
    const files = chunks && Object.hasOwn(chunks, name) ? chunks[name] : undefined;
    return Array.isArray(files)
      ? files.filter((f): f is string => typeof f === 'string' && /^[\w.-]+\.js$/.test(f)).map((file) => `${folderOf(manifest)}${file}`)
      : [];
  } catch {
    return [];
  }
}

/**
 * What a page opening on a remote fetches at once: the opening files of the remote's pages module and the page
 * chunk named after the page's route (pageChunkFilesOf), each once. The api preloads them in the index page, the
 * shell warms them (which also answers those preloads).
 */
export function openingPageFilesOf(manifest: string, manifestText: string, exposePath: string, routeName: string | undefined): string[] {
  const pageChunk = routeName === undefined ? [] : pageChunkFilesOf(manifest, manifestText, routeName);
  return [...new Set([...openingFilesOf(manifest, manifestText, exposePath), ...pageChunk])];
}

/** A version found bad: never rolled back to, never a load fallback. */
export const badVersionSchema = lazySchema(() => z.object({ version: z.string(), reason: z.string(), at: z.string() }));

/** One remote in the registry: what is active, where its manifest is, and what was deployed before. */
export const registryEntrySchema = lazySchema(() =>
  z.object({
    name: z.string(),
    active: z.string(),
    manifest: z.string(),
    integrity: z.string(),
    manifestIntegrity: z.string().optional(),
    kitRange,
    /** Versions active before, newest first: the rollback targets and the load fallbacks. */
    previous: z.array(versionRefSchema),
    /** Every version present in the CDN. */
    available: z.array(z.string()),
    activatedAt: z.string(),
    candidate: canaryCandidateSchema.optional(),
    bad: z.array(badVersionSchema).optional(),
  }),
);
/** The live shell, recorded when it is built: the platform kit version it provides to every remote. */
export const shellRecordSchema = lazySchema(() =>
  z.object({
    version: z.string(),
    kit: z.string(),
    builtAt: z.string(),
  }),
);
export const registrySchema = lazySchema(() =>
  z.object({
    /** Raised by one on every write; a write based on an older revision is refused (compare-and-swap). */
    revision: z.number().int().nonnegative().optional(),
    updatedAt: z.string(),
    shell: shellRecordSchema.optional(),
    /** Shells live before the current one, newest first: the shell's rollback targets (each sits in /cdn/shell/<version>/). */
    shellPrevious: z.array(shellRecordSchema).optional(),
    remotes: z.record(z.string(), registryEntrySchema),
  }),
);

/** Who or what made a registry change. */
export const JournalTrigger = { MANUAL: 'manual', CANARY: 'canary', AUTO_DEMOTION: 'auto-demotion', ROLLOUT: 'rollout' } as const;
export type JournalTrigger = (typeof JournalTrigger)[keyof typeof JournalTrigger];

/** The kind of registry change a journal line records. */
export const JournalAction = {
  DEPLOY: 'deploy',
  ROLLBACK: 'rollback',
  CANARY: 'canary',
  PROMOTE: 'promote',
  ABORT: 'abort',
  MARK_BAD: 'mark-bad',
  SHELL: 'shell',
  /** site-ops gc removed published versions nothing refers to (`from`: the versions, comma-separated). */
  GC: 'gc',
} as const;
export type JournalAction = (typeof JournalAction)[keyof typeof JournalAction];

/** One line of the append-only registry journal: the revision it produced and who changed what. */
export const journalEntrySchema = lazySchema(() =>
  z.object({
    revision: z.number().int().positive(),
    at: z.string(),
    /** Who: the ops token's `ops`, a team key's team, or (the CLI with no token) the data dir's owner. */
    actor: z.string(),
    /** A name as typed (--actor with a token, the health page's operator): kept beside the actor, never as it. */
    note: z.string().optional(),
    remote: z.string(),
    action: z.enum(Object.values(JournalAction) as [JournalAction, ...JournalAction[]]),
    from: z.string().nullable(),
    to: z.string().nullable(),
    reason: z.string(),
    trigger: z.enum(Object.values(JournalTrigger) as [JournalTrigger, ...JournalTrigger[]]),
    /** How many times the write was refused by a newer revision and redone. */
    retries: z.number().int().nonnegative(),
  }),
);

export type VersionRef = z.infer<typeof versionRefSchema>;
export type CanaryCandidate = z.infer<typeof canaryCandidateSchema>;
export type RolloutPlan = z.infer<typeof rolloutPlanSchema>;
export type BadVersion = z.infer<typeof badVersionSchema>;
export type ShellRecord = z.infer<typeof shellRecordSchema>;
export type RegistryEntry = z.infer<typeof registryEntrySchema>;
export type Registry = z.infer<typeof registrySchema>;
export type JournalEntry = z.infer<typeof journalEntrySchema>;
export const REGISTRY_PATH = '/registry.json';
export const CDN_PREFIX = '/cdn';

/** Both integrities recorded: a version missing either is never loaded (fails closed). */
export const hasIntegrity = (ref: VersionRef): boolean => Boolean(ref.integrity && ref.manifestIntegrity);

/** Whether ops marked a version of this remote bad (never rolled back to, never a load fallback). */
export const isMarkedBad = (entry: RegistryEntry, version: string): boolean => (entry.bad ?? []).some((b) => b.version === version);

/**
 * How many of a remote's previous versions a page falls back to after the player's own: each one tried costs a
 * phone a manifest and an entry (and their timeouts) before it shows anything. Ops roll back to any version of
 * `previous` through the registry itself.
 */
export const PAGE_FALLBACK_VERSIONS = 2;

/**
 * The previous versions a page may fall back to, newest first: good ones (not marked bad, both integrities), none
 * the active version or named twice, at most PAGE_FALLBACK_VERSIONS.
 */
export function pageFallbacksOf(entry: RegistryEntry): VersionRef[] {
  const seen = new Set([entry.active]);
  return entry.previous
    .filter((p) => {
      if (seen.has(p.version)) return false;
      seen.add(p.version);
      return hasIntegrity(p) && !isMarkedBad(entry, p.version);
    })
    .slice(0, PAGE_FALLBACK_VERSIONS);
}

/**
 * The registry as a page uses it (the copy the index page carries): each remote's `previous` cut to its page
 * fallbacks, and without the shells' history (ops' record). A site deployed many times carried every remote's
 * eight previous versions with their two hashes in every first load (about 7 KB compressed of a 10 KB page).
 */
export function pageRegistryOf(registry: Registry): Registry {
  const { shellPrevious: _history, ...rest } = registry;
  const remotes: Registry['remotes'] = {};
  for (const [name, entry] of Object.entries(registry.remotes)) remotes[name] = { ...entry, previous: pageFallbacksOf(entry) };
  return { ...rest, remotes };
}
