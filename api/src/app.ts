import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDb, type Db } from './db';
import { installErrorEnvelope } from './http/errors';
import { installStatic } from './http/static';
import { installEncryptedRoute } from './http/encrypted';
import { installSigner, ReplayGuard } from './http/signer';
import { accountsModule } from './modules/accounts';
import { captchaModule } from './modules/captcha';
import { devModule } from './modules/dev';
import { forgotModule } from './modules/forgot';
import { lettersModule } from './modules/letters';
import { SubmissionRate } from './modules/login-guard';
import { memberModule } from './modules/member';
import { sendCodeModule } from './modules/send-code';
import { siteModule } from './modules/site';
import { sliderModule } from './modules/slider';
import { walletModule } from './modules/wallet';
import { installServices } from './services';
import { devLiveModule } from './live/dev-live';
import { installLive } from './live/install-live';
import { verifyJwt } from './modules/member';

export interface AppOptions {
  /** Folder of the data file, the CDN and the registry. */
  dataDir: string;
  /** The shell build served at '/'; omit to serve the api alone. */
  shellDist?: string;
  /** Dev mode: the code outbox and the dev-only site switches are on. */
  dev?: boolean;
  logger?: boolean;
  /** ':memory:' for tests. */
  dbFile?: string;
  /** The api clock (ms since the epoch); tests inject one to move time. */
  now?: () => number;
  /** Live messages across instances through Redis pub/sub (REDIS_URL); in-process when absent. */
  redisUrl?: string;
  /** Lock lifetime of the Redis leadership (tests shorten it); 10 s by default. */
  leaderTtlMs?: number;
}

export interface App {
  app: FastifyInstance;
  db: Db;
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const db = openDb(opts.dbFile ?? path.join(opts.dataDir, 'site.db'));
  const app = Fastify({
    logger: opts.logger ? { level: 'info', redact: ['req.headers.token', 'req.headers.cookie', 'req.headers["x-xsrf-token"]', 'req.body.password', 'req.body.secondPassword'] } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
    // Obfuscated path segments (encryption mode) are long hex strings.
    maxParamLength: 4096,
  });
  const now = opts.now ?? Date.now;
  installServices(app, { db, now, dev: opts.dev === true, replay: new ReplayGuard(), rate: new SubmissionRate() });
  installErrorEnvelope(app);
  installSigner(app, now);
  siteModule(app, db);
  accountsModule(app, db);
  memberModule(app, db);
  captchaModule(app, db);
  sliderModule(app, db);
  sendCodeModule(app, db);
  forgotModule(app, db);
  walletModule(app, db);
  lettersModule(app, db);
  installEncryptedRoute(app);
  await installLive(app, {
    redisUrl: opts.redisUrl,
    leaderTtlMs: opts.leaderTtlMs,
    // TODO(lead): re-wire to the async data layer's JWT check after the merge.
    authenticate: async (jwt) => {
      const payload = verifyJwt(db, jwt, now());
      return payload && payload.sub !== undefined ? { memberId: String(payload.sub), name: String(payload.name ?? '') } : null;
    },
  });
  if (opts.dev) devModule(app, db);
  if (opts.dev) devLiveModule(app);
  await installStatic(app, {
    shellDist: opts.shellDist ?? path.join(opts.dataDir, '__no_shell__'),
    cdnDir: path.join(opts.dataDir, 'cdn'),
    registryFile: path.join(opts.dataDir, 'registry.json'),
  });
  app.addHook('onClose', async () => db.close());
  return { app, db };
}
