import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { build } from 'esbuild';
import { languageOfAccept, SiteError, type Language } from '@site/shared';
import { inLanguageOf } from '../../http/language';
import { servicesOf } from '../../services';
import { PROVIDER_LANGUAGE_PARAM } from '../venues/launch-url';
import { baccaratPage, errorPage, lobbyPage, lotteryPage, PAGE_CSP, PROVIDER_PAGES, slotPage } from './page-html';
import { providerSessionOf } from './provider-route';
import { gameOfCategory, PROVIDER_MSG } from './provider-rules';
import { slotGameName, slotGameOf } from './provider-api';
import { SLOT_THEMES, themeOfGame } from './slot-themes';

const PAGES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'pages');

interface Asset {
  type: string;
  body: string;
}

/**
 * The pages' scripts are TypeScript (pages/*.ts, type-checked with the rest), bundled by esbuild
 * in memory the first time an asset is asked for, once per app; the stylesheet is served as is.
 */
async function bundleAssets(): Promise<Map<string, Asset>> {
  const out = await build({
    entryPoints: PROVIDER_PAGES.map((p) => path.join(PAGES_DIR, `${p}.ts`)),
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2020',
    minify: true,
    // Chinese stays as written (not \u escapes): a zh-TW page's script is the same text converted.
    charset: 'utf8',
    outdir: '/provider-assets',
    logLevel: 'silent',
  });
  const assets = new Map<string, Asset>();
  for (const file of out.outputFiles) assets.set(path.basename(file.path), { type: 'text/javascript; charset=utf-8', body: file.text });
  assets.set('provider.css', { type: 'text/css; charset=utf-8', body: await readFile(path.join(PAGES_DIR, 'provider.css'), 'utf8') });
  return assets;
}

/**
 * A page in the launch's language: its texts are written in zh-CN and converted like every answer of the api, and a
 * zh-TW page loads its script in zh-TW too (the script's own texts: results, paytable).
 */
function sendPage(reply: FastifyReply, status: number, html: string, language: Language) {
  const page =
    language === 'zh-CN'
      ? html
      : html
          .replace('<html lang="zh-CN">', `<html lang="${language}">`)
          .replace(/(src="\/provider\/assets\/[a-z]+\.js)"/g, `$1?${PROVIDER_LANGUAGE_PARAM}=${language}"`);
  return reply
    .status(status)
    .header('content-security-policy', PAGE_CSP)
    .header('referrer-policy', 'no-referrer')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'no-store')
    .type('text/html; charset=utf-8')
    .send(inLanguageOf(language, page));
}

type Query = { token?: unknown; game?: unknown; [PROVIDER_LANGUAGE_PARAM]?: unknown };
const text = (v: unknown): string | null => (typeof v === 'string' ? v : null);

export function providerPages(app: FastifyInstance): void {
  let assets: Promise<Map<string, Asset>> | null = null;
  const converted = new Map<string, string>();
  app.get<{ Params: { file: string }; Querystring: Query }>('/provider/assets/:file', async (req, reply) => {
    assets ??= bundleAssets();
    const asset = (await assets).get(req.params.file);
    if (!asset) return reply.status(404).type('text/plain; charset=utf-8').send('未找到');
    const language = languageOfAccept(text(req.query[PROVIDER_LANGUAGE_PARAM]) ?? undefined);
    // An asset is converted once per language (the bundle never changes while the app runs).
    const cacheKey = `${language}/${req.params.file}`;
    let body = converted.get(cacheKey);
    if (body === undefined) converted.set(cacheKey, (body = inLanguageOf(language, asset.body)));
    return reply.header('cache-control', 'no-cache').header('x-content-type-options', 'nosniff').type(asset.type).send(body);
  });

  const page = (name: (typeof PROVIDER_PAGES)[number]) =>
    app.get<{ Querystring: Query }>(`/provider/${name}/`, async (req, reply) => {
      const { store, now } = servicesOf(app);
      const language = languageOfAccept(text(req.query[PROVIDER_LANGUAGE_PARAM]) ?? undefined);
      const found = await providerSessionOf(store.db, text(req.query.token), now());
      if (!found) return sendPage(reply, 403, errorPage(PROVIDER_MSG.badToken), language);
      const { venue, session } = found;
      if (name === 'slot') {
        const game = text(req.query.game) ?? '';
        try {
          slotGameOf({ session }, game);
        } catch (e) {
          if (e instanceof SiteError) return sendPage(reply, 404, errorPage(e.message), language);
          throw e;
        }
        const theme = themeOfGame(game);
        return sendPage(reply, 200, slotPage(venue.name, await slotGameName(store.db, venue.channelCode, game), theme.id), language);
      }
      if (name === 'lobby') {
        const token = encodeURIComponent(text(req.query.token) ?? '');
        const lang = language === 'zh-CN' ? '' : `&${PROVIDER_LANGUAGE_PARAM}=${language}`;
        const games = SLOT_THEMES.map((t) => ({
          href: `/provider/slot/?token=${token}&game=${encodeURIComponent(t.id)}${lang}`,
          name: t.name,
          face: t.symbols.slice(-3).join(''),
          theme: t.id,
        }));
        return sendPage(reply, 200, lobbyPage(venue.name, games), language);
      }
      if (gameOfCategory(venue.category) !== name) return sendPage(reply, 404, errorPage(PROVIDER_MSG.notThisVenue), language);
      return sendPage(reply, 200, name === 'baccarat' ? baccaratPage(venue.name) : lotteryPage(venue.name), language);
    });
  for (const name of PROVIDER_PAGES) page(name);
}
