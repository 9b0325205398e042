import { sql } from 'kysely';
import type { Db } from '../../db';

export async function navigationEntries(db: Db) {
  return db.selectFrom('navigation').select(['id', 'section', 'name', 'route_name as routeName', 'icon', 'sort']).orderBy('sort').execute();
}

export async function sponsors(db: Db) {
  return db.selectFrom('sponsor').select(['id', 'title', 'content', 'image']).orderBy('id').execute();
}

export async function countryAreas(db: Db) {
  return db.selectFrom('country_area').select(['area_name as areaName', 'area_code as areaCode', 'regex']).orderBy('sort').execute();
}

/** /health: the database answers a trivial query. */
export async function databaseAnswers(db: Db): Promise<boolean> {
  try {
    await sql`SELECT 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
