import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { registryFile } from '@site/registry';
import type { Store } from './db';
import { openStoreImportingLegacy } from './db/legacy';
import { seedBase } from './db/seed';
import { seedDemo } from './db/seed-demo';
import { installCompression } from './http/compression';
import { XsrfTokens } from './http/cookies';
import { installErrorEnvelope } from './http/errors';
import { installLanguage } from './http/language';
import { installStatic } from './http/static';
import { installEncryptedRoute } from './http/encrypted';
import { installRateLimits } from './http/rate-limits';
import { databaseReplayMemory, redisReplayMemory } from './http/replay-memory';
import { installSecurityHeaders } from './http/security-headers';
import { SERVER_LIMITS, serverOptions, type ServerLimits } from './http/server-limits';
import { installSigner } from './http/signer';
import { devModule } from './modules/dev/dev';
import { paymentModule } from './modules/fd/payment/payment';
import { vCurrencyListModule } from './modules/fd/vCurrency/v-currency-list';
import { usdtRateModule } from './modules/fd/transfer/usdt-rate';
import { bindFromDepositModule } from './modules/site/user/bind-from-deposit';
import { depositRewardConfigModule } from './modules/site/user/deposit-reward-config';
import { withdrawalPwdModule } from './modules/site/user/withdrawal/withdrawal-pwd';
import { withdrawModule } from './modules/fd/withdraw/withdraw';
import { responsibleModule } from './modules/site/responsible/responsible';
import { balanceEventsModule } from './modules/funds/balance-events';
import { getBalanceModule } from './modules/fd/transfer/get-balance';
import { allBalanceModule } from './modules/game/venue/all-balance';
import { venueTransferModule } from './modules/game/venue/transfer';
import { venueBalanceModule } from './modules/game/venue/balance';
import { recycleModule } from './modules/game/venue/recycle';
import { autoTransferStatusModule } from './modules/game/status/set-auto-transfer-status';
import { lettersModule } from './modules/site/letter/letter';
import { cardsModule } from './modules/fd/bankCard/bank-card';
import { profileModule } from './modules/site/user/profile';
import { feedbackModule } from './modules/site/user/feedback/feedback';
import { uploadModule } from './modules/site/user/upload/upload';
import { providerModule } from './modules/provider';
import { venuesModule } from './modules/game/venue/venues';
import { collectionModule } from './modules/game/collection/collection';
import { betRecordsModule } from './modules/game/record/bet-records';
import { queryMemberBetListModule } from './modules/site/user/query-member-bet-list';
import { configurationModule } from './modules/site/configuration/configuration';
import { countryAreaModule } from './modules/site/countryArea/query-country-area';
import { singleDataDecryptionModule } from './modules/site/common/single-data-decryption';
import { healthProbeModule } from './modules/ops-health/health-probe';
import { siteBootHtml } from './modules/site/site-boot';
import { firstLoadHintOn } from '@site/shared/first-load-plan';
import { cdnFileReader } from './modules/site/opening-remote';
import { SPORT_DEFAULTS, type SportSettings } from './modules/sports/settings';
import { sportsModule } from './modules/sports/sports';
import { sportMatchesModule } from './modules/game/sport/matches';
import { bookingModule } from './modules/game/sport/booking/booking';
import { sportFavouritesModule } from './modules/game/sport/favourites/favourites';
import { sportSearchModule } from './modules/game/sport/search';
import { matchDetailModule } from './modules/game/video/match-detail';
import { betsModule } from './modules/game/sport/bet/bets';
import { BET_DEFAULTS, type BetSettings } from './modules/bets/settings';
import { telemetryModule } from './modules/telemetry/telemetry';
import { opsHealthModule } from './modules/ops-health/health';
import { servedContractList, servedContractsRoute } from './http/served-contracts';
import { opsTokenOf } from './http/ops-token';
import { siteTokenSecretOf } from '@site/registry';
import { BrowserPins } from './modules/site/browser-pins';
import { previewRoutes } from './modules/site/preview-routes';
import { accountsModule } from './modules/site/user/accounts';
import { passwords as scryptPasswords } from './modules/user/passwords';
import { captchaModule } from './modules/site/user/captcha';
import { CaptchaArtist } from './modules/user/captcha-art';
import { installRetention } from './modules/user/retention';
import { forgotModule } from './modules/site/user/forgot';
import { SubmissionRate } from './modules/user/login-guard';
import { memberModule } from './modules/site/user/member';
import { SessionMemory } from './modules/user/session-memory';
import { sendCodeModule } from './modules/site/user/send-code';
import { sliderModule } from './modules/site/user/slider';
import { loadSecrets, type Secrets } from './secrets';
import { installServices } from './services';
import { devLiveModule } from './live/dev-live';
import { installLive, type LiveSocketCaps } from './live/install-live';
import { chatModule } from './modules/chat/chat';
import { chatHistoryModule } from './modules/stream/history';
import { promotionModule } from './modules/act/promotion/promotion';
import { verifyJwt } from './modules/site/user/member';
import { vipGradesModule } from './modules/site/user/vip-grades';
import { vipWeekInfoModule } from './modules/act/vipWeek/vip-week-info';
import { vipWelfareModule } from './modules/act/vipWelfare/vip-welfare';
import { devVipPlayModule } from './modules/vip/dev-vip-play';
import { exchangeModule } from './modules/act/activityTopGift/exchange';
import { advertisingModule } from './modules/site/advertising/advertising';
import { inviteModule } from './modules/act/invite/invite';
import { agentModule } from './modules/site/agent/agent';

export interface AppOptions {
  /** Folder of the SQLite file, the secrets, the CDN and the registry. */
  dataDir: string;
  /** postgres://… runs on PostgreSQL (the same migrations); otherwise SQLite in dataDir. */
  databaseUrl?: string;
  /** The shell build served at '/'; omit to serve the api alone. */
  shellDist?: string;
  /** OPS_TOKEN (http/ops-token.ts): the ops routes' token (the health page, the chat room's verbs); none = they are off. */
  opsToken?: string | null;
  /** Dev mode: the code outbox and the dev-only site switches are on. */
  dev?: boolean;
  /** Seed the demo members, venues and letters (README) when they are missing. */
  seedDemo?: boolean;
  logger?: boolean;
  /** ':memory:' for tests (SQLite only). */
  dbFile?: string;
  /** Secrets; by default from the environment or <dataDir>/secrets.json (secrets.ts). */
  secrets?: Secrets;
  /** The api clock (ms since the epoch); tests inject one to move time. */
  now?: () => number;
  /** Live messages across instances through Redis pub/sub (REDIS_URL); in-process when absent. */
  redisUrl?: string;
  /** Lock lifetime of the Redis leadership (tests shorten it); 10 s by default. */
  leaderTtlMs?: number;
  /** Live sockets per client address / per member (LIVE_MAX_SOCKETS_PER_ADDRESS / _PER_MEMBER); LIVE_SOCKET_CAPS by default. */
  liveCaps?: Partial<LiveSocketCaps>;
  /**
   * Fastify's trustProxy (docs/operations.md): false (default) takes the socket's address as the player's IP;
   * behind a reverse proxy give the proxy's address/CIDR list (TRUST_PROXY), so each
   * player is counted by the X-Forwarded-For address the proxy adds.
   */
  trustProxy?: boolean | string | string[];
  /** Timeouts and body limits; SERVER_LIMITS by default (tests shorten them). */
  limits?: Partial<ServerLimits>;
  /** The sports feed's settings (SPORT_*, modules/sports/settings.ts); defaults otherwise (seed 1). */
  sports?: Partial<SportSettings>;
  /** The bet slip's settings (BETS_*, modules/bets/settings.ts); defaults otherwise. */
  bets?: Partial<BetSettings>;
  /** Dev only (WITHDRAW_AUTO_APPROVE_MS): withdrawals under review this long are approved automatically; off when absent. */
  withdrawAutoApproveMs?: number;
  /** scrypt's cost for new password hashes (PASSWORD_COST): PASSWORD_COST by default; the test apps ask for less. */
  passwordCost?: number;
  /**
   * FIRST_LOAD_WITHOUT: the first-load plan's hints the index page leaves out (shared/src/first-load-plan.ts: ids or
   * `all`), for a measurement; every hint when absent.
   */
  firstLoadWithout?: string;
  /**
   * SITE_TOKEN_SECRET (registry/src/site-token.ts): the secret preview links and staff tokens are signed with; null =
   * none is honoured. Dev mode's own secret when not given in dev mode.
   */
  siteTokenSecret?: string | null;
}

export interface App {
  app: FastifyInstance;
  store: Store;
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const store = await openStoreImportingLegacy({ databaseUrl: opts.databaseUrl, file: opts.dbFile ?? path.join(opts.dataDir, 'site.db') });
  const now = opts.now ?? Date.now;
  await seedBase(store.db);
  const passwords = scryptPasswords(opts.passwordCost);
  if (opts.seedDemo) await seedDemo(store, now(), passwords);
  const limits: ServerLimits = { ...SERVER_LIMITS, ...opts.limits };
  const app = Fastify({
    ...serverOptions(limits),
    logger: opts.logger
      ? { level: 'info', redact: ['req.headers.token', 'req.headers.cookie', 'req.headers["x-xsrf-token"]', 'req.body.password', 'req.body.secondPassword'] }
      : false,
    trustProxy: opts.trustProxy ?? false,
    // Obfuscated path segments (encryption mode) are long hex strings.
    routerOptions: { maxParamLength: 4096 },
  });
  // Before any route: the compression hook applies to the routes registered after it.
  await installCompression(app);
  const secrets = opts.secrets ?? loadSecrets(opts.dataDir);
  installSecurityHeaders(app);
  await installRateLimits(app);
  // The request ids of signed calls: in Redis when configured (shared by the instances), else in the database.
  const replay = opts.redisUrl ? await redisReplayMemory(opts.redisUrl) : databaseReplayMemory(store.db);
  const sessions = new SessionMemory();
  store.onWrite('session', () => sessions.forgetSessions());
  store.onWrite('member', () => sessions.forgetMembers());
  installServices(app, {
    store,
    now,
    dev: opts.dev === true,
    secrets,
    xsrf: new XsrfTokens(secrets.hmac),
    sessions,
    replay,
    rate: new SubmissionRate(),
    limits,
  });
  const artist = new CaptchaArtist();
  installErrorEnvelope(app);
  installLanguage(app);
  installSigner(app, now);
  configurationModule(app);
  countryAreaModule(app);
  singleDataDecryptionModule(app);
  healthProbeModule(app);
  accountsModule(app, passwords);
  memberModule(app);
  captchaModule(app, artist);
  sliderModule(app, artist);
  sendCodeModule(app);
  forgotModule(app, passwords);
  getBalanceModule(app);
  allBalanceModule(app);
  venueTransferModule(app);
  venueBalanceModule(app);
  recycleModule(app);
  autoTransferStatusModule(app);
  venuesModule(app);
  collectionModule(app);
  balanceEventsModule(app);
  lettersModule(app);
  paymentModule(app);
  depositRewardConfigModule(app);
  bindFromDepositModule(app);
  vCurrencyListModule(app);
  usdtRateModule(app);
  responsibleModule(app);
  withdrawModule(app, passwords, { autoApproveMs: opts.dev ? opts.withdrawAutoApproveMs : undefined });
  withdrawalPwdModule(app, passwords);
  cardsModule(app);
  profileModule(app, passwords);
  feedbackModule(app);
  uploadModule(app, { dir: path.join(opts.dataDir, 'uploads') });
  providerModule(app);
  betRecordsModule(app);
  queryMemberBetListModule(app);
  telemetryModule(app, { dataDir: opts.dataDir });
  const opsToken = opsTokenOf(opts.opsToken ?? undefined);
  opsHealthModule(app, { token: opsToken, dataDir: opts.dataDir, served: () => servedContractList(app) });
  installEncryptedRoute(app);
  await installLive(app, {
    redisUrl: opts.redisUrl,
    leaderTtlMs: opts.leaderTtlMs,
    caps: opts.liveCaps,
    authenticate: async (jwt) => {
      const payload = verifyJwt(secrets.hmac, jwt, now());
      return payload && payload.sub !== undefined ? { memberId: String(payload.sub), name: String(payload.name ?? '') } : null;
    },
  });
  const sportsFeed = sportsModule(app, { seed: 1, manual: false, ...SPORT_DEFAULTS, ...opts.sports });
  sportMatchesModule(app, sportsFeed);
  matchDetailModule(app, sportsFeed);
  bookingModule(app, sportsFeed);
  sportFavouritesModule(app);
  sportSearchModule(app, sportsFeed);
  betsModule(app, { ...BET_DEFAULTS, manual: opts.sports?.manual === true, ...opts.bets });
  if (opts.dev) devModule(app);
  if (opts.dev) devLiveModule(app);
  chatModule(app, { opsToken });
  chatHistoryModule(app);
  vipGradesModule(app);
  vipWeekInfoModule(app);
  vipWelfareModule(app);
  devVipPlayModule(app);
  exchangeModule(app);
  await promotionModule(app, { seed: opts.seedDemo === true });
  advertisingModule(app);
  inviteModule(app);
  agentModule(app);
  // After every module: the list is of the contracts they registered.
  servedContractsRoute(app, { token: opsToken, dataDir: opts.dataDir });
  const cdnDir = path.join(opts.dataDir, 'cdn');
  const readCdnFile = cdnFileReader(cdnDir);
  const pins = new BrowserPins(
    opts.siteTokenSecret !== undefined ? opts.siteTokenSecret : siteTokenSecretOf({ SITE_DEV: opts.dev ? '1' : '' }),
    readCdnFile,
    now,
  );
  previewRoutes(app, pins, registryFile(opts.dataDir), now);
  await installStatic(app, {
    shellDist: opts.shellDist ?? path.join(opts.dataDir, '__no_shell__'),
    cdnDir,
    registryFile: registryFile(opts.dataDir),
    indexHead: (req, reply, registryText) => siteBootHtml(app, req, reply, registryText, readCdnFile, (id) => firstLoadHintOn(id, opts.firstLoadWithout), pins),
    registryFor: (req, reply, registry) => pins.registryFor(req, reply, registry),
  });
  installRetention(app);
  app.addHook('onClose', async () => {
    await replay.close();
    await store.close();
  });
  return { app, store };
}
