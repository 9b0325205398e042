import fs from 'node:fs';
import Database from 'better-sqlite3';
import { journalUnrecordedBalances } from '../modules/ledger';
import { assertNoMembers, COPY_ORDER, resetIdCounters } from './copy';
import { isPostgresUrl, openStore } from './index';
import { isLegacyFile } from './legacy-file';
import type { Store, StoreOptions } from './store';

export { isLegacyFile } from './legacy-file';

/**
 * Data files of the api before the Kysely data layer (a schema_version table, amounts in
 * *_cents columns, names unique without regard to case by COLLATE NOCASE). importLegacyFile copies
 * one into a migrated store: the same rows, amounts renamed to *_fen (they were fen already),
 * member.name_key = lower(name), guard names in lower case. Left behind: the old server secret
 * (secrets now live in the environment or secrets.json) and the request-id idempotency rows
 * (calls that move money now carry an idempotency key).
 */
type Row = Record<string, unknown>;

const RENAMED: Record<string, Record<string, string>> = {
  wallet: { center_cents: 'center_fen', lock_cents: 'lock_fen' },
  wallet_venue_balance: { balance_cents: 'balance_fen' },
};

function mapRow(table: string, row: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(row)) out[RENAMED[table]?.[k] ?? k] = v;
  if (table === 'member') out.name_key = String(row.name).trim().toLowerCase();
  if (table === 'login_failure' || table === 'login_lock') out.name = String(row.name).toLowerCase();
  return out;
}

const BATCH = 200;

export async function importLegacyFile(file: string, to: Store): Promise<Record<string, number>> {
  await assertNoMembers(to);
  const old = new Database(file, { readonly: true, fileMustExist: true });
  const counts: Record<string, number> = {};
  try {
    const tables = new Set((old.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as { name: string }[]).map((r) => r.name));
    await to.transaction(async (trx) => {
      for (const table of COPY_ORDER) {
        if (!tables.has(table)) continue;
        await trx.deleteFrom(table).execute();
        let rows = (old.prepare(`SELECT * FROM "${table}"`).all() as Row[]).map((r) => mapRow(table, r));
        if (table === 'login_lock') rows = [...new Map(rows.map((r) => [r.name, r])).values()];
        for (let i = 0; i < rows.length; i += BATCH)
          await trx
            .insertInto(table)
            .values(rows.slice(i, i + BATCH) as never)
            .execute();
        counts[table] = rows.length;
      }
      await resetIdCounters(trx, to.engine);
      // The legacy file has balances but no journal: open them in it, so the ledger accounts for every fen.
      counts.ledger_openings = await journalUnrecordedBalances(trx);
    });
  } finally {
    old.close();
  }
  return counts;
}

/** Moves an older data file (and its -wal / -shm) aside; returns where it went. */
function moveAside(file: string): string {
  const aside = `${file}.legacy-${Date.now()}`;
  for (const suffix of ['', '-wal', '-shm']) if (fs.existsSync(file + suffix)) fs.renameSync(file + suffix, aside + suffix);
  return aside;
}

/**
 * The api's start: openStore, except that a data file of the api before this data layer is first kept
 * aside (as <file>.legacy-<time>) and its rows imported into a new file at its place.
 */
export async function openStoreImportingLegacy(opts: StoreOptions): Promise<Store> {
  const legacy = !isPostgresUrl(opts.databaseUrl) && isLegacyFile(opts.file) ? moveAside(opts.file) : null;
  const store = await openStore(opts);
  if (legacy) {
    const counts = await importLegacyFile(legacy, store);
    console.warn(
      `imported the older data file ${legacy} into ${opts.file} (${Object.entries(counts)
        .map(([t, n]) => `${t} ${n}`)
        .join(', ')})`,
    );
  }
  return store;
}
