import type { Migration } from 'kysely';
import type { Engine } from '../store';
import { siteConfiguration } from './0001-site-configuration';
import { membersSessionsDevices } from './0002-members-sessions-devices';
import { codesCaptchasGuardsIdempotency } from './0003-codes-captchas-guards-idempotency';
import { walletVenuesLettersFeedback } from './0004-wallet-venues-letters-feedback';
import { venueSessions } from './0005-venue-sessions';
import { ledger } from './0006-ledger';
import { venueCatalogue } from './0007-venue-catalogue';
import { gameRounds } from './0008-game-rounds';
import { sportFeed } from './0009-sport-feed';
import { remoteTelemetry } from './0010-remote-telemetry';
import { bets } from './0011-bets';
import { fundsOrders } from './0012-funds-orders';
import { memberProfile } from './0013-member-profile';
import { chat } from './0014-chat';
import { rewards } from './0015-rewards';
import { promotions } from './0016-promotions';
import { vip } from './0017-vip';
import { memberUploads } from './0018-member-uploads';
import { siteContent } from './0019-site-content';
import { betsMore } from './0020-bets-more';
import { telemetryRuntimeErrors } from './0021-telemetry-runtime-errors';
import { betOddsType } from './0022-bet-odds-type';
import { baccaratRoadIndex } from './0023-baccarat-road-index';
import { bookingCodes } from './0024-booking-codes';
import { sportFavourites } from './0025-sport-favourites';
import { betLegOddsFloor } from './0026-bet-leg-odds-floor';
import { withdrawPasswordGuard } from './0027-withdraw-password-guard';
import { requestIds } from './0028-request-ids';
import { betCashOutParts } from './0029-bet-cash-out-parts';
import { betAutoCashOut } from './0030-bet-auto-cash-out';
import { betEditsEarlyPayout } from './0031-bet-edits-early-payout';
import { betBuilder } from './0032-bet-builder';
import { withdrawStages } from './0033-withdraw-stages';
import { payoutPolicy } from './0034-payout-policy';
import type { SiteMigration } from './schema-builders';

/**
 * One migration set for both engines, in the portable subset (Kysely's schema builder): text,
 * integer, bigint (times in ms and money in fen), CHECK constraints, no collations. The only
 * engine difference is how an id column counts (SQLite's rowid, PostgreSQL's identity).
 * Kysely's Migrator runs them in name order, once each, on start (db/index.ts). A new migration is
 * a new file, numbered next, added at the end of this list; an applied one is never edited or
 * renamed (its name is what the migrations table records). Demo data is not here: see db/seed.ts.
 */
export const MIGRATIONS: readonly SiteMigration[] = [
  siteConfiguration,
  membersSessionsDevices,
  codesCaptchasGuardsIdempotency,
  walletVenuesLettersFeedback,
  venueSessions,
  ledger,
  venueCatalogue,
  gameRounds,
  sportFeed,
  remoteTelemetry,
  bets,
  fundsOrders,
  memberProfile,
  chat,
  rewards,
  promotions,
  vip,
  memberUploads,
  siteContent,
  betsMore,
  telemetryRuntimeErrors,
  betOddsType,
  baccaratRoadIndex,
  bookingCodes,
  sportFavourites,
  betLegOddsFloor,
  withdrawPasswordGuard,
  requestIds,
  betCashOutParts,
  betAutoCashOut,
  betEditsEarlyPayout,
  betBuilder,
  withdrawStages,
  payoutPolicy,
];

/** The set as Kysely's Migrator takes it: each migration by its recorded name, bound to the engine. */
export function migrationsFor(engine: Engine): Record<string, Migration> {
  return Object.fromEntries(MIGRATIONS.map((m) => [m.name, { up: (db) => m.up(db, engine) }]));
}
