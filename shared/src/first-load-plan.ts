/**
 * The first-load plan: per route, what a first load asks for ahead of need, at which priority and why, and what
 * waits until the page has answered its first tap. One entry per hint; the code that applies a hint asks the plan
 * whether it is on (`firstLoadHintOn`), so a hint is switched off in one place:
 *
 * - the index page: the shell's build writes its preloads (ops/webpack/preload-first-page.cjs), the api the opening
 *   remote's (api/src/modules/site/opening-remote.ts);
 * - the shell: what it imports ahead (shell/src/index.ts, shell/src/bootstrap.tsx) and warms after load
 *   (shell/src/remotes/preload.ts), through shell/src/first-load.ts;
 * - a remote: its build (ops/webpack/create-config.cjs: the priority of its page chunks), and what it defers past
 *   the first tap (mf-sports/src/features/after-first-tap/).
 *
 * A chunk's own priority stays with its import (webpackFetchPriority beside webpackChunkName), named here by the hint
 * it serves: the federation runtime's (federation-ahead), axios's and the store contracts' (member-calls-ahead), the
 * parcel mount's and the kit's (opening-parcel).
 *
 * `FIRST_LOAD_WITHOUT=<id>,<id>` (or `all`) switches hints off for a build of the shell and an api started with it:
 * `BENCH_WITHOUT=<id>` makes `npm run bench -- lighthouse` measure the site with the plan and without that hint
 * side by side (docs/benchmarks.md). `effect` is what that measured: mobile Lighthouse, median of 3, the runs
 * with and without interleaved under the same load. A hint that moved neither LCP nor TBT measurably is not here.
 */

/** The hints of the plan, by id. */
export const FirstLoadHint = {
  /** index.html: the bootstrap chunk and its vendor chunks as async script tags, its stylesheet preloaded. */
  shellFirstPage: 'shell-first-page',
  /** index.html: the entry script (main.js) at fetchpriority="high". */
  shellEntryHigh: 'shell-entry-high',
  /** A remote's page: the federation runtime imported at high priority beside the bootstrap's files. */
  federationAhead: 'federation-ahead',
  /** A stored session: the http client's chunk and the stores' call contracts imported beside the bootstrap's files. */
  memberCallsAhead: 'member-calls-ahead',
  /** A remote's page: the index page preloads the remote's entry, pages chunks and the route's page chunk. */
  openingRemote: 'opening-remote',
  /** A remote's page: the shell's parcel mount and the kit imported at high priority once the registry is in. */
  openingParcel: 'opening-parcel',
  /** After load, when idle: the manifest and entry of the remotes the page's content links to on screen. */
  idleLinkedRemotes: 'idle-linked-remotes',
  /** The member centre: a section's chunk (a dynamic import of mf-member) asked for at high priority. */
  memberSectionsHigh: 'member-sections-high',
  /** The match centre: the chat room beside the board is evaluated after the board's first tap. */
  sportsAfterFirstTap: 'sports-after-first-tap',
} as const;
export type FirstLoadHintId = (typeof FirstLoadHint)[keyof typeof FirstLoadHint];

/** Where a hint is applied: the index page (written by the build or the api), the shell at run time, a remote. */
export type HintOwner = 'index-page' | 'shell' | 'remote';

/** When a hint's files are asked for, relative to the page's own work. */
export type HintPriority = 'high' | 'with-the-page' | 'after-load-idle' | 'after-first-tap';

export interface PlannedHint {
  readonly id: FirstLoadHintId;
  /** The routes it applies to, in words (the code that applies it says exactly). */
  readonly routes: string;
  readonly owner: HintOwner;
  /** The file that applies it. */
  readonly appliedBy: string;
  readonly priority: HintPriority;
  /** Why it is there: what the browser would otherwise wait for. */
  readonly reason: string;
  /** For a hint a remote's build applies: the remotes (folders) it applies to. */
  readonly remoteFolders?: readonly string[];
  /** Its measured effect (mobile Lighthouse, median of 3, with and without it back to back), or why it is unmeasured. */
  readonly effect: string;
}

/** What the shell's two index-page hints did together (measured together, BENCH_WITHOUT="shell-first-page,shell-entry-high"). */
const SHELL_INDEX_HINTS =
  'together with shell-entry-high / shell-first-page: home’s LCP 1.9–2.1 s against 2.3–2.5 s without them in every run (under load); no measurable effect on help or the venue list';

export const FIRST_LOAD_PLAN: readonly PlannedHint[] = [
  {
    id: FirstLoadHint.shellFirstPage,
    routes: 'every page',
    owner: 'index-page',
    appliedBy: 'ops/webpack/preload-first-page.cjs',
    priority: 'with-the-page',
    reason:
      'without it the browser finds the bootstrap chunk and its vendor chunks only once main.js has run: one round trip more. At an async script’s own (low) priority: at fetchpriority="high" no page’s LCP came sooner (BENCH_WITHOUT, median of 3: home 1978 against 1959 ms, help 2489 against 2348, the casino list 2732 against 2650, the venue list 2470 against 2462, the member centre 2806 against 2810, the match centre 1611 against 1147), and a chunk in before the first paint counted in Lighthouse’s simulation as holding it back (first contentful paint 1678 against 780 ms on home, 1897 against 1079 on the member centre)',
    effect: SHELL_INDEX_HINTS,
  },
  {
    id: FirstLoadHint.shellEntryHigh,
    routes: 'every page',
    owner: 'index-page',
    appliedBy: 'ops/webpack/preload-first-page.cjs',
    priority: 'high',
    reason: 'a deferred script is a low-priority request, served after every preload on a phone’s few connections, and it starts all else',
    effect: SHELL_INDEX_HINTS,
  },
  {
    id: FirstLoadHint.federationAhead,
    routes: 'every page but home (nearly always a remote’s page)',
    owner: 'shell',
    appliedBy: 'shell/src/index.ts',
    priority: 'high',
    reason: 'a remote’s page needs the federation runtime before its remote loads; otherwise asked for only once the bootstrap has run',
    effect:
      'the member centre’s LCP 2957 ms with it, 3392 ms without (TBT 407 against 561 ms); the match centre’s LCP 2376 against 2474 ms (five sites side by side, so under load: BENCH_WITHOUT, median of 3)',
  },
  {
    id: FirstLoadHint.memberCallsAhead,
    routes: 'every page, with a session in storage',
    owner: 'shell',
    appliedBy: 'shell/src/index.ts',
    priority: 'with-the-page',
    reason: 'a member’s first page asks for member info before its page tree renders: the http client is then already in',
    effect:
      'the member centre’s LCP 2957 ms with it, 3449 ms without (TBT 407 against 492 ms); on the match centre (no member content leads it) not told apart (five sites side by side, under load: BENCH_WITHOUT, median of 3)',
  },
  {
    id: FirstLoadHint.openingRemote,
    routes: 'a remote’s page (not during a canary of that remote)',
    owner: 'index-page',
    appliedBy: 'api/src/modules/site/opening-remote.ts',
    priority: 'with-the-page',
    reason:
      'the shell could ask for the remote’s manifest, then its entry and pages chunks, only once its own scripts have run; the route’s page chunk is the one the manifest names after the route (ops/webpack/page-chunks.cjs). At low priority: the shell’s own scripts, which run first, are found a parse later and would otherwise wait behind these for one of a phone’s six connections (Lighthouse’s simulation of the casino list: LCP 2653–2713 ms against 2760–2772 at high priority)',
    effect:
      'LCP later without it on each remote’s page measured: the casino list 2669 against 2610 ms, the venue list 2608 against 2568, the member centre 3062 against 2886; TBT higher too (259 against 198, 268 against 185, 355 against 292 ms); the match centre not told apart (three sites side by side: BENCH_WITHOUT, median of 3)',
  },
  {
    id: FirstLoadHint.openingParcel,
    routes: 'a remote’s page',
    owner: 'shell',
    appliedBy: 'shell/src/bootstrap.tsx',
    priority: 'high',
    reason: 'the shell’s parcel mount and the kit the remote takes from the share scope would be asked for only once the remote is in',
    effect:
      'the member centre’s LCP later without it in two sets (2957 against 3046 ms with five sites side by side, 2842 against 3153 ms with three); on the match centre not told apart (BENCH_WITHOUT, median of 3)',
  },
  {
    id: FirstLoadHint.idleLinkedRemotes,
    routes: 'every page, after load',
    owner: 'shell',
    appliedBy: 'shell/src/remotes/preload.ts',
    priority: 'after-load-idle',
    reason: 'the next page the player opens from this one finds its remote’s manifest and entry in the cache',
    effect: 'after the load event: not a first-load figure (the next page’s); kept for the tap that follows',
  },
  {
    id: FirstLoadHint.memberSectionsHigh,
    routes: 'the member centre (/mine/*)',
    owner: 'remote',
    appliedBy: 'ops/webpack/create-config.cjs',
    remoteFolders: ['mf-member'],
    priority: 'high',
    reason: 'a section’s chunk is asked for when its page opens and the page waits for it; a script chunk is otherwise a low-priority request',
    effect:
      'the member centre’s LCP unmoved (2957 against 2986 ms, 2842 against 2882 ms), its TBT higher without it in both sets (407 against 471 ms, 232 against 456 ms), inside the noise of one page between identical builds (the match centre’s TBT 355–536 ms in the same run); a third set, median of 5, the same within the noise (LCP 2880 against 2834 ms, TBT 310 against 317): kept on the two sets that told it apart (BENCH_WITHOUT, median of 3)',
  },
  {
    id: FirstLoadHint.sportsAfterFirstTap,
    routes: '/game/sport/:enName (the match centre)',
    owner: 'remote',
    appliedBy: 'mf-sports/src/features/after-first-tap/',
    priority: 'after-first-tap',
    reason: 'the chat room (mf-activity) is not what the board needs to answer a tap: evaluated before it, it blocked the phone’s main thread',
    effect:
      'the match centre on a phone: 41.5 KB less JS before the first tap (mf-activity’s entry and chat), TBT 5.4 s against 8.1 s without it (−33%, under load)',
  },
];

/** Every hint id, for reading a list of them. */
const HINT_IDS: ReadonlySet<string> = new Set(Object.values(FirstLoadHint));

/**
 * The hints a `FIRST_LOAD_WITHOUT` value switches off: a comma-separated list of ids, or `all`. An id the plan does
 * not have is an error that names it (a measurement of a misspelt hint would measure nothing).
 */
export function hintsSwitchedOff(without: string | undefined): ReadonlySet<FirstLoadHintId> {
  const ids = (without ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (ids.includes('all')) return new Set(Object.values(FirstLoadHint));
  const unknown = ids.filter((id) => !HINT_IDS.has(id));
  if (unknown.length > 0) throw new Error(`FIRST_LOAD_WITHOUT: the first-load plan has no hint ${unknown.join(', ')} (it has ${[...HINT_IDS].join(', ')})`);
  return new Set(ids as FirstLoadHintId[]);
}

/** Whether a hint is on, given the `FIRST_LOAD_WITHOUT` value the build or the api was started with. */
export function firstLoadHintOn(id: FirstLoadHintId, without: string | undefined): boolean {
  return !hintsSwitchedOff(without).has(id);
}

/** Whether a remote's build applies a hint (one the plan gives to that remote's folder, and on). */
export function remoteHintOn(id: FirstLoadHintId, folder: string, without: string | undefined): boolean {
  const hint = FIRST_LOAD_PLAN.find((h) => h.id === id);
  return Boolean(hint?.remoteFolders?.includes(folder)) && firstLoadHintOn(id, without);
}
