import type { preInfo, ResponseOf } from '@site/shared';
import { siteValueOf } from './sealed-values';
import type { SiteConfig } from './site-config';

/** preInfo's answer (spec §7): the site's facts for a player at `ip`, its texts in zh-CN (the answer's language is set on its way out, http/language.ts). */
export function preInfoAnswer(cfg: SiteConfig, ip: string, sealing: string): ResponseOf<typeof preInfo> {
  return {
    ip,
    siteId: cfg.siteId,
    siteBaseConfig: {
      h5DomainUrl: siteValueOf(sealing, cfg.sealedValues, 'h5DomainUrl', cfg.h5DomainUrl),
      title: cfg.title,
      icon: cfg.icon,
      seoText: cfg.seoText,
    },
    flags: cfg.flags,
  };
}
