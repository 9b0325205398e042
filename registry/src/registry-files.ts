import path from 'node:path';

/** The registry of a data dir (the api's DATA_DIR, the one ops deploy into). */
export const registryFile = (dir: string): string => path.join(dir, 'registry.json');
/** The registry's append-only journal: one JSON line per change. */
export const journalFile = (dir: string): string => path.join(dir, 'registry-journal.jsonl');
