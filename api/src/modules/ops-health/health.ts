import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { build } from 'esbuild';
import { isRemoteFolder, JournalTrigger, REMOTE_FOLDERS, remoteNameOf, type Registry } from '@site/shared';
import { servicesOf } from '../../services';
import { eventsSince } from '../telemetry/telemetry-queries';
import { summarise } from '../telemetry/telemetry-summary';
import { commit, readJournal, readRegistry, abortAction, promoteAction, rollbackAction, type Change } from '@site/registry';
import { bearerMatches } from '../../http/ops-token';
import { bucketMsOf, HEALTH_WINDOWS_HOURS, healthActionSchema, type HealthActionRequest, type HealthData } from './health-data';
import { healthTimeline } from './health-timeline';
import { healthPageHtml } from './health-page';

const PAGE_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'page');
const require = createRequire(import.meta.url);
/** How many journal lines the page shows. */
const JOURNAL_LINES = 50;

export interface HealthOptions {
  /** OPS_TOKEN (ops-token.ts); null = the page and its calls are off (404). */
  token: string | null;
  /** The data dir whose registry, journal and CDN the page shows and changes. */
  dataDir: string;
}

interface Asset {
  type: string;
  body: string;
}

/** The page's script (page/health.ts with uPlot, bundled by esbuild in memory once) and styles. */
async function bundleAssets(): Promise<Map<string, Asset>> {
  const out = await build({
    entryPoints: [path.join(PAGE_DIR, 'health.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2020',
    minify: true,
    outdir: '/ops-health-assets',
    logLevel: 'silent',
  });
  const assets = new Map<string, Asset>();
  for (const file of out.outputFiles) assets.set(path.basename(file.path), { type: 'text/javascript; charset=utf-8', body: file.text });
  assets.set('health.css', { type: 'text/css; charset=utf-8', body: await readFile(path.join(PAGE_DIR, 'health.css'), 'utf8') });
  assets.set('uplot.css', {
    type: 'text/css; charset=utf-8',
    body: await readFile(path.join(path.dirname(require.resolve('uplot')), 'uPlot.min.css'), 'utf8'),
  });
  return assets;
}

const folderNames = (): Record<string, string> => Object.fromEntries(REMOTE_FOLDERS.map((f) => [remoteNameOf(f), f]));

/** The change a button asks for, through the same verbs as site-ops promote / abort / rollback. */
function actionChange(dataDir: string, req: HealthActionRequest): (reg: Registry) => Change {
  const cdnDir = path.join(dataDir, 'cdn');
  if (!isRemoteFolder(req.remote)) throw new Error(`no remote ${req.remote}`);
  const folder = req.remote;
  if (req.action === 'promote')
    return (reg) => {
      // The CLI's promote journals its own reason; the page's required reason goes with it.
      const change = promoteAction(cdnDir, reg, folder);
      return { ...change, note: { ...change.note, reason: `${req.reason} (${change.note.reason})` } };
    };
  if (req.action === 'abort') return (reg) => abortAction(reg, folder, req.reason);
  return (reg) => rollbackAction(cdnDir, reg, folder, req.to || undefined, req.reason);
}

/**
 * The ops health page: per remote the active and candidate versions, the cohort split, load
 * failures and p75 load time over time as charts, the journal, and promote / abort / rollback buttons
 * that run the CLI's own verbs. Behind OPS_TOKEN: with none configured every path here is 404; the page
 * itself holds no data, its calls need `Authorization: Bearer <token>`.
 */
export function opsHealthModule(app: FastifyInstance, opts: HealthOptions): void {
  const notFound = (reply: FastifyReply) => reply.status(404).type('text/plain; charset=utf-8').send('未找到');
  const token = opts.token;
  const authorised = (req: FastifyRequest, reply: FastifyReply): boolean => {
    if (token && bearerMatches(req.headers.authorization, token)) return true;
    void reply.status(401).header('www-authenticate', 'Bearer').send({ ok: false, message: '运维令牌无效' });
    return false;
  };
  const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store').header('referrer-policy', 'no-referrer');

  app.get('/ops/health', (_req, reply) => (token ? noStore(reply).type('text/html; charset=utf-8').send(healthPageHtml()) : notFound(reply)));

  let assets: Promise<Map<string, Asset>> | null = null;
  app.get<{ Params: { file: string } }>('/ops/health/assets/:file', async (req, reply) => {
    if (!token) return notFound(reply);
    assets ??= bundleAssets();
    const asset = (await assets).get(req.params.file);
    if (!asset) return notFound(reply);
    return noStore(reply).type(asset.type).send(asset.body);
  });

  app.get<{ Querystring: { hours?: string } }>('/ops/api/health', async (req, reply) => {
    if (!token) return notFound(reply);
    if (!authorised(req, reply)) return reply;
    const asked = Number(req.query.hours ?? 6);
    const hours = (HEALTH_WINDOWS_HOURS as readonly number[]).includes(asked) ? asked : 6;
    const { store, now } = servicesOf(app);
    const at = now();
    const bucketMs = bucketMsOf(hours);
    const since = Math.floor((at - hours * 3600_000) / bucketMs) * bucketMs;
    const rows = await eventsSince(store.db, since);
    const data: HealthData = {
      at,
      windowHours: hours,
      bucketMs,
      registry: readRegistry(opts.dataDir),
      folders: folderNames(),
      summary: summarise(rows),
      timelines: healthTimeline(rows, since, at + 1, bucketMs),
      journal: readJournal(opts.dataDir).slice(-JOURNAL_LINES).reverse(),
    };
    return noStore(reply).send(data);
  });

  app.post('/ops/api/health/action', async (req, reply) => {
    if (!token) return notFound(reply);
    if (!authorised(req, reply)) return reply;
    const parsed = healthActionSchema.safeParse(req.body);
    if (!parsed.success) return reply.status(400).send({ ok: false, message: parsed.error.issues[0]?.message ?? '请求无效' });
    try {
      const done = commit(actionChange(opts.dataDir, parsed.data), {
        dir: opts.dataDir,
        actor: `${parsed.data.actor} (health page)`,
        trigger: parsed.data.action === 'rollback' ? JournalTrigger.MANUAL : JournalTrigger.CANARY,
      });
      return noStore(reply).send({ ok: true, revision: done.entry.revision, entry: done.entry });
    } catch (e) {
      // A refusal of the verb (no candidate, a bad or missing version, a kit mismatch): said as the CLI says it.
      return reply.status(409).send({ ok: false, message: e instanceof Error ? e.message : String(e) });
    }
  });
}
