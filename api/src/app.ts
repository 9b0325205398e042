import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { openDb, type Db } from './db';
import { installErrorEnvelope } from './http/errors';
import { installStatic } from './http/static';
import { siteModule } from './modules/site';

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
}

export interface App {
  app: FastifyInstance;
  db: Db;
}

export async function buildApp(opts: AppOptions): Promise<App> {
  const db = openDb(opts.dbFile ?? path.join(opts.dataDir, 'site.db'));
  const app = Fastify({
    logger: opts.logger ? { level: 'info', redact: ['req.headers.token', 'req.body.password', 'req.body.secondPassword'] } : false,
    bodyLimit: 1024 * 1024,
    trustProxy: false,
  });
  installErrorEnvelope(app);
  siteModule(app, db);
  await installStatic(app, {
    shellDist: opts.shellDist ?? path.join(opts.dataDir, '__no_shell__'),
    cdnDir: path.join(opts.dataDir, 'cdn'),
    registryFile: path.join(opts.dataDir, 'registry.json'),
  });
  app.addHook('onClose', async () => db.close());
  return { app, db };
}
