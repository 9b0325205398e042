import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';

/**
 * Copies of a PostgreSQL template database for test apps, given back and reset instead of dropped.
 *
 * `CREATE DATABASE … TEMPLATE` copies every file of the template, system catalogues included (about 10 MB, 200–350 ms
 * on two cores), and DROP DATABASE costs another 60 ms: most of what a test app on PostgreSQL paid. A copy a test
 * app is done with is reset to the template's rows instead (about 40 ms) and handed to the next test app of the run.
 *
 * The template carries its own reset (`prepareTemplate`): a schema `test_seed` holding a copy of every table that
 * has rows in the template, the template's sequence values and a print of its public schema, and `test_seed.reset()`,
 * which empties every public table, puts the template's rows back and sets the sequences as they were. A copy whose
 * schema a test changed (its print differs), or that another session still locks, is dropped, not reused.
 *
 * The free copies are marker files in the run's folder (one per copy, under the template's name): taking one is
 * removing its marker, which exactly one taker wins, so two jest workers never get the same copy.
 */

/** The schema of the reset; the app's own tables live in `public` (the default search path) and never see it. */
const SEED_SCHEMA = 'test_seed';

/** Public tables the reset leaves alone: Kysely's migration bookkeeping, the same in every copy. */
const KEPT_TABLES = `relname NOT IN ('kysely_migration', 'kysely_migration_lock')`;

/** How long a reset waits for a lock another session holds before the copy is dropped instead. */
const RESET_LOCK_TIMEOUT = '2s';

const PREPARE_SQL = `
CREATE SCHEMA ${SEED_SCHEMA};
CREATE TABLE ${SEED_SCHEMA}.seeded_table (name text PRIMARY KEY);
CREATE TABLE ${SEED_SCHEMA}.sequence_value (name text PRIMARY KEY, last_value bigint NOT NULL, is_called boolean NOT NULL);
CREATE TABLE ${SEED_SCHEMA}.schema_print (print text NOT NULL);

CREATE FUNCTION ${SEED_SCHEMA}.print() RETURNS text LANGUAGE sql STABLE AS $$
  SELECT md5(string_agg(format('%s:%s:%s:%s', c.relname, c.relkind, a.attname, a.atttypid), ',' ORDER BY c.relname, a.attnum))
  FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
  WHERE c.relnamespace = 'public'::regnamespace
$$;

CREATE FUNCTION ${SEED_SCHEMA}.reset() RETURNS boolean LANGUAGE plpgsql AS $$
DECLARE
  t record;
BEGIN
  IF ${SEED_SCHEMA}.print() IS DISTINCT FROM (SELECT print FROM ${SEED_SCHEMA}.schema_print) THEN
    RETURN false;
  END IF;
  PERFORM set_config('lock_timeout', '${RESET_LOCK_TIMEOUT}', true);
  -- Rows go and come back whole: foreign keys are not checked table by table (the template's rows hold them).
  PERFORM set_config('session_replication_role', 'replica', true);
  FOR t IN SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND ${KEPT_TABLES} LOOP
    EXECUTE format('DELETE FROM public.%I', t.relname);
  END LOOP;
  FOR t IN SELECT name FROM ${SEED_SCHEMA}.seeded_table LOOP
    EXECUTE format('INSERT INTO public.%1$I OVERRIDING SYSTEM VALUE SELECT * FROM ${SEED_SCHEMA}.%1$I', t.name);
  END LOOP;
  FOR t IN SELECT * FROM ${SEED_SCHEMA}.sequence_value LOOP
    PERFORM setval(format('public.%I', t.name), t.last_value, t.is_called);
  END LOOP;
  RETURN true;
END
$$;

INSERT INTO ${SEED_SCHEMA}.schema_print SELECT ${SEED_SCHEMA}.print();
`;

/** Gives a migrated, seeded database (about to become a template) its reset: run once, before any copy is made. */
export async function prepareTemplate(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    await client.query(PREPARE_SQL);
    const tables = await client.query<{ relname: string }>(
      `SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'r' AND ${KEPT_TABLES} ORDER BY relname`,
    );
    for (const { relname } of tables.rows) {
      const table = client.escapeIdentifier(relname);
      const { rows } = await client.query<{ has: boolean }>(`SELECT EXISTS (SELECT 1 FROM public.${table}) AS has`);
      if (!rows[0]!.has) continue;
      await client.query(`CREATE TABLE ${SEED_SCHEMA}.${table} AS SELECT * FROM public.${table}`);
      await client.query(`INSERT INTO ${SEED_SCHEMA}.seeded_table VALUES ($1)`, [relname]);
    }
    const sequences = await client.query<{ relname: string }>(`SELECT relname FROM pg_class WHERE relnamespace = 'public'::regnamespace AND relkind = 'S'`);
    for (const { relname } of sequences.rows) {
      await client.query(`INSERT INTO ${SEED_SCHEMA}.sequence_value SELECT $1, last_value, is_called FROM public.${client.escapeIdentifier(relname)}`, [
        relname,
      ]);
    }
    await client.query('COMMIT');
  } catch (e) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw e;
  } finally {
    await client.end();
  }
}

/** A copy of a template: its database name, and the url to reach it. */
export interface PostgresCopy {
  name: string;
  url: string;
}

export class PostgresCopies {
  /**
   * @param server the url of the server's maintenance database (TEST_DATABASE_URL)
   * @param freeDir the run's folder of free copies; without one, copies are made and dropped as before
   */
  constructor(
    private readonly server: string,
    private readonly freeDir: string | undefined,
  ) {}

  /** A copy of `template` holding exactly its rows: a free one of the run, or a new one. */
  async take(template: string): Promise<PostgresCopy> {
    const free = this.freeFolder(template);
    if (free && fs.existsSync(free)) {
      for (const name of fs.readdirSync(free)) {
        try {
          fs.unlinkSync(path.join(free, name));
          return this.copyNamed(name);
        } catch (e) {
          // Another worker took it first.
          if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
        }
      }
    }
    return this.create(template);
  }

  /** A new database: a copy of `template`, or empty without one (an app migrates it as it opens). */
  async create(template?: string): Promise<PostgresCopy> {
    const name = `site_test_${randomBytes(6).toString('hex')}`;
    await this.admin((c) => c.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
    return this.copyNamed(name);
  }

  /** Gives a copy back once its app is closed: reset and kept for the next app, or dropped when it cannot be. */
  async giveBack(template: string, copy: PostgresCopy): Promise<void> {
    const free = this.freeFolder(template);
    if (free && (await this.reset(copy))) {
      fs.mkdirSync(free, { recursive: true });
      fs.writeFileSync(path.join(free, copy.name), '');
      return;
    }
    await this.drop(copy.name);
  }

  /** Drops a database, ending any session still in it. */
  async drop(name: string): Promise<void> {
    await this.admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
  }

  private async reset(copy: PostgresCopy): Promise<boolean> {
    const client = new pg.Client({ connectionString: copy.url });
    try {
      await client.connect();
      const { rows } = await client.query<{ reset: boolean }>(`SELECT ${SEED_SCHEMA}.reset() AS reset`);
      return rows[0]!.reset;
    } catch {
      // A lock held past the timeout, a copy without the reset: the copy is dropped instead.
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  private freeFolder(template: string): string | undefined {
    return this.freeDir && path.join(this.freeDir, template);
  }

  private copyNamed(name: string): PostgresCopy {
    const url = new URL(this.server);
    url.pathname = `/${name}`;
    return { name, url: url.toString() };
  }

  private async admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({ connectionString: this.server });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  }
}

/** The folder of a run's free copies, under the run's template folder (SITE_TEST_TEMPLATES). */
export const freeCopiesDir = (runDir: string): string => path.join(runDir, 'postgres-free');

/** How a run's templates are named: after the run's folder, so the run can find and drop them at its end. */
const templatePrefixOf = (runDir: string): string =>
  `site_tpl_${path
    .basename(runDir)
    .replace(/[^a-z0-9]/gi, '')
    .toLowerCase()}_`;

/** The PostgreSQL template of a run for (demo seed, seed time). */
export const templateNameOf = (runDir: string, seed: boolean, seededAt: number): string => `${templatePrefixOf(runDir)}${seed ? 1 : 0}_${seededAt}`;

/** Drops a run's databases at its end: its templates and the free copies of them. */
export async function dropRunDatabases(server: string, runDir: string): Promise<void> {
  const free = freeCopiesDir(runDir);
  const copies = fs.existsSync(free) ? fs.readdirSync(free).flatMap((template) => fs.readdirSync(path.join(free, template))) : [];
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    const templates = await client.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [templatePrefixOf(runDir)]);
    for (const name of [...copies, ...templates.rows.map((r) => r.datname)]) {
      await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(name)} WITH (FORCE)`);
    }
  } finally {
    await client.end();
  }
}
