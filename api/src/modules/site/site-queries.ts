import { sql } from 'kysely';
import type { Db } from '../../db';
import { sponsorImageOf } from './sponsor-art';

export async function navigationEntries(db: Db) {
  return db.selectFrom('navigation').select(['id', 'section', 'name', 'route_name as routeName', 'icon', 'sort']).orderBy('sort').execute();
}

/** The sponsor tiles in order, each with a picture: its own, or a drawn one (sponsor-art.ts). */
export async function sponsors(db: Db) {
  const rows = await db.selectFrom('sponsor').select(['id', 'title', 'content', 'image']).orderBy('id').execute();
  return rows.map((s, place) => ({ ...s, image: sponsorImageOf(s.image, place) }));
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
