import fs from 'node:fs';
import path from 'node:path';
import { MIGRATIONS, migrationsFor } from './index';

/** The names databases in use have recorded in Kysely's migrations table: a renamed one would run again. */
const RECORDED = [
  '0001_site_configuration',
  '0002_members_sessions_devices',
  '0003_codes_captchas_guards_idempotency',
  '0004_wallet_venues_letters_feedback',
  '0005_venue_sessions',
  '0006_ledger',
  '0007_venue_catalogue',
  '0008_game_rounds',
  '0009_sport_feed',
  '0010_remote_telemetry',
  '0011_bets',
  '0012_funds_orders',
  '0013_member_profile',
  '0014_chat',
  '0015_rewards',
  '0016_promotions',
  '0017_vip',
  '0018_member_uploads',
  '0019_site_content',
  '0020_bets_more',
  '0021_telemetry_runtime_errors',
  '0022_bet_odds_type',
  '0023_baccarat_road_index',
];

const names = MIGRATIONS.map((m) => m.name);

describe('the migration set', () => {
  it('keeps every recorded name, in its place', () => {
    expect(names.slice(0, RECORDED.length)).toEqual(RECORDED);
  });

  it('lists the migrations numbered one after another, in the order the Migrator runs them (by name)', () => {
    expect(names.map((n) => Number(n.slice(0, 4)))).toEqual(names.map((_, i) => i + 1));
    expect([...names].sort()).toEqual(names);
    for (const name of names) expect(name).toMatch(/^\d{4}_[a-z0-9]+(_[a-z0-9]+)*$/);
  });

  it('has one file per migration, named after it, and lists every such file', () => {
    const files = fs
      .readdirSync(path.dirname(expect.getState().testPath ?? ''))
      .filter((f) => /^\d{4}-.*\.ts$/.test(f) && !f.endsWith('.test.ts'))
      .sort();
    expect(files).toEqual(names.map((n) => `${n.replace(/_/g, '-')}.ts`));
  });

  it('hands the Migrator each migration under its name, for either engine', () => {
    for (const engine of ['sqlite', 'postgres'] as const) expect(Object.keys(migrationsFor(engine))).toEqual(names);
  });
});
