import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail, OBFUSCATED_PREFIX, publicRegistryOf, registrySchema, ResponseCode, SERVICE_WORKER_PATH, type Registry } from '@site/shared';
import { CachePolicy, cachePolicyOf } from './cache-policy';
import { servicesOf } from '../services';
import { LiveShellIndex } from './live-shell';
import { cohortKeyOf } from './cohort-cookie';

export interface StaticOptions {
  /** The shell's build (index.html + its chunks). */
  shellDist: string;
  /** The local CDN: <cdn>/<remote>/<version>/... */
  cdnDir: string;
  registryFile: string;
  /**
   * HTML written before the index page's `</head>` for this request, given the registry file's text
   * (the first page's boot data: modules/site/site-boot.ts). The page is sent without it when it fails.
   */
  indexHead?: (req: FastifyRequest, reply: FastifyReply, registryText: string | null) => Promise<string>;
  /**
   * The registry as this browser's page uses it (modules/site/browser-pins.ts: its side of each canary, its preview
   * pins); publicRegistryOf with its cohort key when not given.
   */
  registryFor?: (req: FastifyRequest, reply: FastifyReply, registry: Registry) => Registry;
}

/** The shell's service worker script, in its build folder (served at /sw.js). */
const SERVICE_WORKER = 'sw.js';

/** The name of the file a precompressed copy stands for (main.js.br → main.js). */
const originalName = (file: string): string => path.basename(file).replace(/\.(br|gz)$/, '');

const API_PREFIXES = ['/site/api/', '/fd/api/', '/game/api/', '/act/api/', '/stream/api/', '/api/', '/dev/', `${OBFUSCATED_PREFIX}/`];

/** Set on every static file: the same URL is sent as brotli, gzip or raw depending on Accept-Encoding. */
function varyOnEncoding(res: { setHeader(name: string, value: string): unknown }): void {
  res.setHeader('vary', 'Accept-Encoding');
}

/**
 * One URL for everything: the registry (no-store), the CDN (immutable versions, manifests
 * no-store), the shell with browser routing (index.html for every page path). Static files are
 * sent as the .br/.gz copy written beside them at build/deploy time when the browser accepts it
 * (@fastify/static preCompressed); the cache policy is the table in cache-policy.ts.
 */
export async function installStatic(app: FastifyInstance, opts: StaticOptions): Promise<void> {
  // The registry as this player's page uses it (publicRegistryOf: their side of each canary decided here);
  // ops read the whole file (site-ops status, /ops/health). A file that is not a registry is not handed out.
  app.get('/registry.json', async (req, reply) => {
    reply.header('cache-control', CachePolicy.NO_STORE);
    if (!fs.existsSync(opts.registryFile)) return reply.type('application/json').send({ updatedAt: new Date(0).toISOString(), remotes: {} });
    let parsed: ReturnType<typeof registrySchema.safeParse>;
    try {
      parsed = registrySchema.safeParse(JSON.parse(fs.readFileSync(opts.registryFile, 'utf8')));
    } catch {
      parsed = registrySchema.safeParse(null);
    }
    if (!parsed.success) {
      req.log.error({ file: opts.registryFile }, 'the registry file is not a registry');
      return reply.status(503).type('application/json').send({ error: 'registry is not valid' });
    }
    const registryFor = opts.registryFor ?? ((r, a, registry) => publicRegistryOf(registry, cohortKeyOf(r, a)));
    return reply.type('application/json').send(registryFor(req, reply, parsed.data));
  });

  fs.mkdirSync(opts.cdnDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.cdnDir,
    prefix: '/cdn/',
    decorateReply: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders(res, file) {
      res.setHeader('access-control-allow-origin', '*');
      res.setHeader('cache-control', cachePolicyOf(originalName(file), 'cdn'));
      varyOnEncoding(res);
    },
  });

  const hasShell = fs.existsSync(path.join(opts.shellDist, 'index.html'));
  const liveShell = new LiveShellIndex(opts.registryFile, opts.cdnDir);
  const sendIndex = async (req: FastifyRequest, reply: FastifyReply) => {
    servicesOf(app).xsrf.ensureCookie(req, reply);
    // The shell version the registry names (a rollback shows on the next page load); a data dir whose
    // registry names none yet serves the built shell/dist.
    const index = liveShell.indexFile() ?? (hasShell ? path.join(opts.shellDist, 'index.html') : null);
    if (!index) return reply.status(503).type('text/plain; charset=utf-8').send('站点尚未构建：请先运行 npm start');
    let html = fs.readFileSync(index, 'utf8');
    if (opts.indexHead) {
      try {
        const registryText = fs.existsSync(opts.registryFile) ? fs.readFileSync(opts.registryFile, 'utf8') : null;
        const head = await opts.indexHead(req, reply, registryText);
        html = html.replace('</head>', `${head}</head>`);
      } catch (e) {
        req.log.error({ err: e }, 'the index page goes out without its boot data');
      }
    }
    reply.header('cache-control', cachePolicyOf('index.html', 'shell'));
    return reply.type('text/html; charset=utf-8').send(html);
  };
  app.get('/', (req, reply) => sendIndex(req, reply));
  // The live shell's service worker at the site's root, so its scope is every page (shell/src/pwa/service-worker.ts).
  // Revalidated on every check: a shell deploy or rollback brings its own worker on the next load.
  app.get(SERVICE_WORKER_PATH, (_req, reply) => {
    const index = liveShell.indexFile() ?? (hasShell ? path.join(opts.shellDist, 'index.html') : null);
    const worker = index ? path.join(path.dirname(index), SERVICE_WORKER) : null;
    if (!worker || !fs.existsSync(worker)) return reply.status(404).type('text/plain; charset=utf-8').send('未找到');
    reply.header('cache-control', CachePolicy.REVALIDATE);
    return reply.type('text/javascript; charset=utf-8').send(fs.readFileSync(worker));
  });
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: opts.shellDist,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      preCompressed: true,
      setHeaders(res, file) {
        res.setHeader('cache-control', cachePolicyOf(originalName(file), 'shell'));
        varyOnEncoding(res);
      },
    });
  }

  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split('?')[0] ?? '/';
    if (API_PREFIXES.some((p) => url.startsWith(p))) return reply.status(404).send(fail(ResponseCode.NOT_FOUND, '数据未找到'));
    if (url.startsWith('/cdn/') || path.extname(url) !== '') return reply.status(404).type('text/plain; charset=utf-8').send('未找到');
    return sendIndex(req, reply);
  });
}
