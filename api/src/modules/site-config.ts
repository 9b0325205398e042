import type { SiteFlags } from '@site/shared';
import type { Db } from '../db';

export interface SiteConfig {
  siteId: string;
  title: string;
  h5DomainUrl: string;
  icon: string;
  seoText: string;
  customerServiceUrl: string;
  flags: SiteFlags;
}

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  siteId: '1001',
  title: '星耀体育 · 真人 · 棋牌 · 电竞 · 彩票',
  // No H5 site is configured by default: phones stay on this site until one is set.
  h5DomainUrl: '',
  icon: '/favicon.svg',
  seoText: '星耀体育官网：体育投注、真人视讯、棋牌、电竞、彩票、电子游戏与捕鱼，仅限年满18周岁的会员。',
  customerServiceUrl: '/app/help/zxkf?chat=1',
  flags: {
    hideAgent: false,
    hideNavIcons: false,
    hideRealNumbers: false,
    withdrawalPassword: true,
    professionalTheme: 1,
    skipSportsPage: false,
    selfRunSport: true,
    keepVipFromSaving: false,
    defaultLanguage: 'zh-CN',
    innerGame: true,
    foreverSite: false,
    siteDeposit: true,
    encrypt: false,
  },
};

export function readSiteConfig(db: Db): SiteConfig {
  const rows = db.prepare('SELECT key, value FROM site_config').all() as { key: string; value: string }[];
  const stored = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
  return { ...DEFAULT_SITE_CONFIG, ...stored, flags: { ...DEFAULT_SITE_CONFIG.flags, ...(stored.flags as Partial<SiteFlags> | undefined) } } as SiteConfig;
}

export function writeSiteConfig(db: Db, patch: Partial<SiteConfig>): void {
  const put = db.prepare('INSERT INTO site_config (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value');
  db.transaction(() => {
    for (const [k, v] of Object.entries(patch)) put.run(k, JSON.stringify(v));
  })();
}
