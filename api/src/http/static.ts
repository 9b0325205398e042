import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { fail, OBFUSCATED_PREFIX, ResponseCode } from '@site/shared';
import { ensureXsrfCookie } from './cookies';

export interface StaticOptions {
  /** The shell's build (index.html + its chunks). */
  shellDist: string;
  /** The local CDN: <cdn>/<remote>/<version>/... */
  cdnDir: string;
  registryFile: string;
}

const API_PREFIXES = ['/site/api/', '/fd/api/', '/game/api/', '/act/api/', '/stream/api/', '/api/', '/dev/', `${OBFUSCATED_PREFIX}/`];

/**
 * One URL for everything: the registry (no-store), the CDN (immutable versions, manifests
 * no-store), the shell with browser routing (index.html for every page path).
 */
export async function installStatic(app: FastifyInstance, opts: StaticOptions): Promise<void> {
  app.get('/registry.json', async (_req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!fs.existsSync(opts.registryFile)) return reply.type('application/json').send({ updatedAt: new Date(0).toISOString(), remotes: {} });
    return reply.type('application/json').send(fs.readFileSync(opts.registryFile, 'utf8'));
  });

  fs.mkdirSync(opts.cdnDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: opts.cdnDir,
    prefix: '/cdn/',
    decorateReply: false,
    cacheControl: false,
    setHeaders(res, file) {
      const name = path.basename(file);
      res.setHeader('access-control-allow-origin', '*');
      if (name === 'mf-manifest.json' || name === 'mf-stats.json') res.setHeader('cache-control', 'no-store');
      else res.setHeader('cache-control', 'public, max-age=31536000, immutable');
    },
  });

  const hasShell = fs.existsSync(path.join(opts.shellDist, 'index.html'));
  const sendIndex = (req: import('fastify').FastifyRequest, reply: import('fastify').FastifyReply) => {
    ensureXsrfCookie(req, reply);
    if (!hasShell) return reply.status(503).type('text/plain; charset=utf-8').send('站点尚未构建：请先运行 npm start');
    reply.header('cache-control', 'no-cache');
    return reply.type('text/html; charset=utf-8').send(fs.readFileSync(path.join(opts.shellDist, 'index.html')));
  };
  app.get('/', (req, reply) => sendIndex(req, reply));
  if (hasShell) {
    await app.register(fastifyStatic, {
      root: opts.shellDist,
      prefix: '/',
      index: false,
      wildcard: true,
      cacheControl: false,
      setHeaders(res, file) {
        res.setHeader('cache-control', file.endsWith('.html') ? 'no-cache' : 'public, max-age=31536000, immutable');
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
