import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { buildCache } from './site-server';
import { e2eDataDir, REPO } from './site';

/**
 * site-ops as ops run it for preview links and staff tokens: against this worker's data folder, signing with the
 * secret the e2e server's api uses (dev mode's: SITE_DEV=1, no SITE_TOKEN_SECRET), for the worker's site.
 */
export function siteOpsFor(siteUrl: string, ...args: string[]): string {
  return execFileSync(process.execPath, [path.join(REPO, 'ops/bin/site-ops.mjs'), ...args], {
    env: { ...process.env, DATA_DIR: e2eDataDir(), BUILD_CACHE_DIR: buildCache(), SITE_DEV: '1', SITE_TOKEN_SECRET: '', SITE_URL: siteUrl },
    encoding: 'utf8',
  });
}

/** The last line site-ops printed: the link. */
export const lastLine = (out: string): string => out.trimEnd().split('\n').at(-1)!;

/** A token with its signature's last character changed: the same link, forged. */
export function forged(link: string): string {
  const url = new URL(link);
  const token = url.searchParams.get('token')!;
  url.searchParams.set('token', `${token.slice(0, -1)}${token.endsWith('A') ? 'B' : 'A'}`);
  return url.toString();
}

/** A developer's dev server as a journey stands one up: a published version's folder on a loopback port of its own. */
export interface DevOrigin {
  origin: string;
  /** The paths it was asked for. */
  asked: string[];
  close(): Promise<void>;
}

/**
 * Serves a remote's published version folder from a second loopback port, as a developer's dev server would serve
 * their build: every file with CORS open, and the manifest naming this origin as its public path (a dev server's
 * build loads its entry and chunks from itself, not from the site's CDN).
 */
export async function serveDevOrigin(folder: string, version: string): Promise<DevOrigin> {
  const root = path.join(e2eDataDir(), 'cdn', folder, version);
  const asked: string[] = [];
  let origin = '';
  const server = http.createServer((req, res) => {
    const name = decodeURIComponent((req.url ?? '/').split('?')[0]!).replace(/^\/+/, '');
    asked.push(`/${name}`);
    const file = path.resolve(root, name);
    if (!file.startsWith(`${root}${path.sep}`) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404, { 'access-control-allow-origin': '*' }).end();
      return;
    }
    let body: Buffer | string = fs.readFileSync(file);
    if (name === 'mf-manifest.json') {
      const manifest = JSON.parse(body.toString('utf8')) as { metaData?: { publicPath?: string } };
      if (manifest.metaData) manifest.metaData.publicPath = `${origin}/`;
      body = JSON.stringify(manifest);
    }
    const type = name.endsWith('.js')
      ? 'text/javascript'
      : name.endsWith('.json')
        ? 'application/json'
        : name.endsWith('.css')
          ? 'text/css'
          : 'application/octet-stream';
    res.writeHead(200, { 'content-type': type, 'access-control-allow-origin': '*', 'cache-control': 'no-store' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, asked, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
