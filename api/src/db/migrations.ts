/**
 * Versioned migrations: each runs once, in order, in its own transaction; the applied version
 * is kept in schema_version. Add a new entry at the end, never edit an applied one.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: Migration[] = [
  {
    version: 1,
    name: 'site configuration',
    sql: `
      CREATE TABLE site_config (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE navigation (id INTEGER PRIMARY KEY, section TEXT NOT NULL, name TEXT NOT NULL, route_name TEXT NOT NULL, icon TEXT NOT NULL, sort INTEGER NOT NULL);
      CREATE TABLE sponsor (id INTEGER PRIMARY KEY, title TEXT NOT NULL, content TEXT NOT NULL, image TEXT NOT NULL);
      CREATE TABLE country_area (area_code TEXT PRIMARY KEY, area_name TEXT NOT NULL, regex TEXT NOT NULL, sort INTEGER NOT NULL);
    `,
  },
];
