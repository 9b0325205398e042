import { PAGES_EXPOSE_KEY, type RemoteName } from '@site/shared';

/**
 * The typed map of every module a remote exposes (federation name → key → id). Callers name a
 * module through it (`EXPOSED.mf_help.legal`), never with a bare string; ops checks it against
 * each remote's package.json `federation.exposes` (ops/src/exposed-modules.test.ts).
 */
export const EXPOSED = {
  mf_auth: { AuthDialog: 'mf_auth/AuthDialog' },
  mf_help: { app: 'mf_help/app', legal: 'mf_help/legal' },
  mf_sports: { app: 'mf_sports/app' },
  mf_casino: { app: 'mf_casino/app', VenueEntryDialog: 'mf_casino/VenueEntryDialog', TransferInDialog: 'mf_casino/TransferInDialog' },
  mf_member: { app: 'mf_member/app' },
  mf_activity: { app: 'mf_activity/app', chat: 'mf_activity/chat' },
} as const satisfies Record<RemoteName, Record<string, `${RemoteName}/${string}`>>;

type ValuesOf<T> = T[keyof T];
export type ExposedModuleId = ValuesOf<{ [R in keyof typeof EXPOSED]: ValuesOf<(typeof EXPOSED)[R]> }>;

/**
 * Declared before their remote exposes them (the remote is still being built): the map may name them,
 * the ops check allows them to be missing, and the dialog host shows the remote's error panel
 * (never a crash) if one is opened while its remote does not expose it yet.
 */
export const PLANNED_MODULES: readonly ExposedModuleId[] = [];

export interface ExposedModuleParts {
  remote: RemoteName;
  /** The federation expose key, e.g. './legal'. */
  path: `./${string}`;
}

/** 'mf_help/legal' → { remote: 'mf_help', path: './legal' }. */
export function partsOf(id: ExposedModuleId): ExposedModuleParts {
  const slash = id.indexOf('/');
  return { remote: id.slice(0, slash) as RemoteName, path: `./${id.slice(slash + 1)}` };
}

const ALL_IDS: ReadonlySet<string> = new Set(Object.values(EXPOSED).flatMap((m) => Object.values(m)));

/** Narrows a string (from a test or a URL) to a module of the map. */
export function isExposedModuleId(x: string): x is ExposedModuleId {
  return ALL_IDS.has(x);
}

/** The parcel that renders a remote's routes (PAGES_EXPOSE_KEY, './app'), or undefined for a remote without pages (mf_auth). */
export function pagesModuleOf(remote: RemoteName): ExposedModuleId | undefined {
  const modules: Partial<Record<string, ExposedModuleId>> = EXPOSED[remote];
  return modules[PAGES_EXPOSE_KEY];
}
