import type { FastifyRequest } from 'fastify';
import { PromotionKind, type LandBlock, type Promotion } from '@site/shared';
import { inLanguage } from '../../http/language';

/** A land page's block with its texts in the request's language (the route a link opens unchanged). */
function blockIn(req: FastifyRequest, b: LandBlock): LandBlock {
  switch (b.type) {
    case 'list':
      return { ...b, items: b.items.map((item) => inLanguage(req, item)) };
    default:
      return { ...b, text: inLanguage(req, b.text) };
  }
}

/**
 * An activity as a client in the request's language reads it: its title, summary and land page are written in
 * zh-CN (ops' source) and converted for a zh-TW client like every other text of the api.
 */
export function promotionIn(req: FastifyRequest, p: Promotion): Promotion {
  const rules = p.rules.kind === PromotionKind.LAND ? { ...p.rules, blocks: p.rules.blocks.map((b) => blockIn(req, b)) } : p.rules;
  return { ...p, title: inLanguage(req, p.title), summary: inLanguage(req, p.summary), rules };
}
