import type { Language, preInfo, ResponseOf } from '@site/shared';
import { toTaiwan } from '../../http/language';
import { siteValueOf } from './sealed-values';
import type { SiteConfig } from './site-config';

/** preInfo's answer (spec §7): the site's facts for a player at `ip`, its texts in `language`. */
export function preInfoAnswer(cfg: SiteConfig, ip: string, language: Language, sealing: string): ResponseOf<typeof preInfo> {
  const text = (s: string) => (language === 'zh-TW' ? toTaiwan(s) : s);
  return {
    ip,
    siteId: cfg.siteId,
    siteBaseConfig: {
      h5DomainUrl: siteValueOf(sealing, cfg.sealedValues, 'h5DomainUrl', cfg.h5DomainUrl),
      title: text(cfg.title),
      icon: cfg.icon,
      seoText: text(cfg.seoText),
    },
    flags: cfg.flags,
  };
}
