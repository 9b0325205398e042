import type { FastifyInstance, FastifyRequest } from 'fastify';
import { siteBootScript } from '@site/shared';
import { servicesOf } from '../../services';
import { preInfoAnswer } from './pre-info';
import { readSiteConfig } from './site-config';

/**
 * The index page's boot data (shared/src/site-boot.ts): preInfo's answer for this request in both
 * languages and the registry the page was chosen by, as a `<script type="application/json">`. A
 * registry file that is not JSON is left out (the shell then fetches it and says what is wrong).
 */
export async function siteBootHtml(app: FastifyInstance, req: FastifyRequest, registryText: string | null): Promise<string> {
  const { store, secrets } = servicesOf(app);
  const cfg = await readSiteConfig(store.db);
  let registry: unknown;
  try {
    registry = registryText === null ? null : (JSON.parse(registryText) as unknown);
  } catch {
    registry = null;
  }
  const answer = (language: 'zh-CN' | 'zh-TW') => preInfoAnswer(cfg, req.ip, language, secrets.sealing);
  return siteBootScript({ preInfo: { 'zh-CN': answer('zh-CN'), 'zh-TW': answer('zh-TW') }, registry });
}
