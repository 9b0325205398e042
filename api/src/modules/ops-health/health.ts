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
import {
  actorOf,
  commit,
  mayChange,
  principalOfToken,
  readJournal,
  readRegistry,
  readTeamKeys,
  abortAction,
  promoteAction,
  rollbackAction,
  checkVersionCalls,
  type ContractList,
  markBad,
  rollbackShell,
  stageChange,
  rolloutMarginsFrom,
  ROLLOUT_METRICS,
  verdictTextZh,
  type RolloutMargins,
  type Change,
  type Principal,
  type TokenRefusal,
} from '@site/registry';
import {
  bucketMsOf,
  HEALTH_WINDOWS_HOURS,
  healthActionSchema,
  type HealthActionRequest,
  type HealthData,
  type HealthRollout,
  type HealthViewer,
} from './health-data';
import { rolloutViews, type RolloutView } from '../telemetry/rollout-loop';
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
  /** The rollout judge's margins (ROLLOUT_MIN_LOADS, ROLLOUT_MARGIN_*; rollout-judge.ts), process.env's by default. */
  margins?: RolloutMargins;
  /**
   * The contracts this api serves: a rollback or a promote from the page is refused, as site-ops refuses it, when the
   * version it lands on calls one this api does not serve as it expects. None: not checked.
   */
  served?: () => ContractList;
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

/** The page's words for a token that is refused (the page speaks Chinese; site-ops says the same in English). */
const TOKEN_REFUSAL: Record<TokenRefusal['kind'], string> = {
  unknown: '运维令牌无效',
  expired: '团队密钥已过期，请向运维申请新的密钥',
  revoked: '团队密钥已被吊销，请向运维申请新的密钥',
};

/** A team's refusal for a remote its key does not name (the same rule as site-ops: mayChange). */
const changeRefusalText = (p: Extract<Principal, { kind: 'team' }>, folder: string): string =>
  `团队 ${p.team} 的密钥不能变更 ${folder}（可变更：${p.remotes.join('、')}），未做任何改动`;

const viewerOf = (p: Principal): HealthViewer => ({ actor: actorOf(p), remotes: p.kind === 'team' ? [...p.remotes] : null });

/** A rollout as the page shows it: the judge's view with the metrics and the verdict in Chinese. */
const healthRolloutOf = (v: RolloutView): HealthRollout => ({
  remote: v.remote,
  version: v.version,
  stable: v.stable,
  stages: v.stages,
  stage: v.stage,
  percent: v.percent,
  bakeMs: v.bakeMs,
  stageSince: v.stageSince,
  rows: v.comparison.map((m) => ({ ...m, name: ROLLOUT_METRICS[m.metric].zh, unit: ROLLOUT_METRICS[m.metric].unit.trim() })),
  verdict: v.verdict ? { kind: v.verdict.kind, text: verdictTextZh(v.verdict) } : null,
  ...(v.stopped ? { stopped: v.stopped } : {}),
});

/** The change a button asks for, through the same verbs as site-ops promote / abort / rollback / canary / mark-bad. */
function actionChange(dataDir: string, req: HealthActionRequest, served: (() => ContractList) | undefined): (reg: Registry) => Change {
  const cdnDir = path.join(dataDir, 'cdn');
  /** The version a change lands on calls only what this api serves as it expects (site-ops' contract check). */
  const landsOnServed = (change: Change, name: string, folder: string): Change => {
    if (!served) return change;
    const version = change.registry.remotes[name]!.active;
    const check = checkVersionCalls(`${folder} ${version}`, path.join(cdnDir, folder, version), served());
    if (check.kind === 'refused') throw new Error(check.refusal);
    return change;
  };
  if (req.action === 'shell-rollback') return (reg) => rollbackShell(reg, req.to || undefined, req.reason);
  if (!isRemoteFolder(req.remote)) throw new Error(`no remote ${req.remote}`);
  const folder = req.remote;
  const name = remoteNameOf(folder);
  if (req.action === 'stage') return (reg) => stageChange(reg, name, req.percent!, req.reason);
  if (req.action === 'mark-bad') return (reg) => markBad(reg, name, req.version!, req.reason);
  if (req.action === 'promote')
    return (reg) => {
      // The CLI's promote journals its own reason; the page's required reason goes with it.
      const change = landsOnServed(promoteAction(cdnDir, reg, folder), name, folder);
      return { ...change, note: { ...change.note, reason: `${req.reason} (${change.note.reason})` } };
    };
  if (req.action === 'abort') return (reg) => abortAction(reg, folder, req.reason);
  return (reg) => landsOnServed(rollbackAction(cdnDir, reg, folder, req.to || undefined, req.reason), name, folder);
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
  const margins = opts.margins ?? rolloutMarginsFrom(process.env);
  /** Who the request's bearer token stands for: ops (OPS_TOKEN) or a live team key; null after answering 401. */
  const principalOf = (req: FastifyRequest, reply: FastifyReply): Principal | null => {
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    const found = bearer
      ? principalOfToken(bearer, { opsToken: token, keys: readTeamKeys(opts.dataDir), now: new Date(servicesOf(app).now()) })
      : ({ ok: false, refusal: { kind: 'unknown' } } as const);
    if (found.ok) return found.principal;
    void reply.status(401).header('www-authenticate', 'Bearer').send({ ok: false, message: TOKEN_REFUSAL[found.refusal.kind] });
    return null;
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
    const principal = principalOf(req, reply);
    if (!principal) return reply;
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
      viewer: viewerOf(principal),
      rollouts: [],
    };
    data.rollouts = (await rolloutViews(store.db, data.registry, margins, at)).map(healthRolloutOf);
    return noStore(reply).send(data);
  });

  app.post('/ops/api/health/action', async (req, reply) => {
    if (!token) return notFound(reply);
    const principal = principalOf(req, reply);
    if (!principal) return reply;
    const parsed = healthActionSchema.safeParse(req.body);
    if (!parsed.success) return reply.status(400).send({ ok: false, message: parsed.error.issues[0]?.message ?? '请求无效' });
    if (principal.kind === 'team' && !mayChange(principal, parsed.data.remote)) {
      return reply.status(403).send({ ok: false, message: changeRefusalText(principal, parsed.data.remote) });
    }
    try {
      // The actor is the token's (ops, or the key's team); the name typed on the page is kept beside it.
      const done = commit(actionChange(opts.dataDir, parsed.data, opts.served), {
        dir: opts.dataDir,
        actor: actorOf(principal),
        note: `${parsed.data.actor} (health page)`,
        trigger: ['promote', 'abort', 'stage'].includes(parsed.data.action) ? JournalTrigger.CANARY : JournalTrigger.MANUAL,
      });
      return noStore(reply).send({ ok: true, revision: done.entry.revision, entry: done.entry });
    } catch (e) {
      // A refusal of the verb (no candidate, a bad or missing version, a kit mismatch): said as the CLI says it.
      return reply.status(409).send({ ok: false, message: e instanceof Error ? e.message : String(e) });
    }
  });
}
