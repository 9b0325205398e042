import fs from 'node:fs';
import Database from 'better-sqlite3';

/**
 * Whether `file` is a data file of the api before the Kysely data layer (a schema_version table and
 * no migrations table). Such a file is never migrated in place: the api's start sets it aside and
 * imports its rows (db/legacy.ts), db:copy reads it as it is.
 */
export function isLegacyFile(file: string): boolean {
  if (file === ':memory:' || !fs.existsSync(file)) return false;
  const probe = new Database(file, { readonly: true, fileMustExist: true });
  try {
    const has = (name: string) => probe.prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?").get(name) !== undefined;
    return has('schema_version') && !has('kysely_migration');
  } finally {
    probe.close();
  }
}

export const LEGACY_MSG = {
  notMigrated: (file: string) => `${file} 是旧版数据文件：请用 npm start 启动 api 导入它（旧文件会另存），或用 npm run db:copy 复制`,
} as const;
