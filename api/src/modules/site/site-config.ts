import { DEFAULT_SITE_FLAGS, SHELL_ICON, type SiteFlags } from '@site/shared';
import type { Db } from '../../db';
import { CUSTOMER_SERVICE_PATH } from './customer-service-page';

export interface SiteConfig {
  siteId: string;
  title: string;
  h5DomainUrl: string;
  icon: string;
  seoText: string;
  customerServiceUrl: string;
  /** The values that leave sealed (opened one at a time by singleDataDecryption). */
  sealedValues: SealableName[];
  flags: SiteFlags;
}

/** The site values that may be handed out sealed. */
export type SealableName = 'customerServiceUrl' | 'h5DomainUrl';

export const DEFAULT_SITE_CONFIG: SiteConfig = {
  siteId: '1001',
  title: '星耀体育 · 真人 · 棋牌 · 电竞 · 彩票',
  // No H5 site is configured by default: phones stay on this site until one is set.
  h5DomainUrl: '',
  icon: SHELL_ICON,
  seoText: '星耀体育官网：体育投注、真人视讯、棋牌、电竞、彩票、电子游戏与捕鱼，仅限年满18周岁的会员。',
  // The reference api's own customer-service page until the live chat exists.
  customerServiceUrl: CUSTOMER_SERVICE_PATH,
  sealedValues: ['customerServiceUrl', 'h5DomainUrl'],
  flags: DEFAULT_SITE_FLAGS,
};

export async function readSiteConfig(db: Db): Promise<SiteConfig> {
  const rows = await db.selectFrom('site_config').select(['key', 'value']).execute();
  const stored = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.value) as unknown]));
  return { ...DEFAULT_SITE_CONFIG, ...stored, flags: { ...DEFAULT_SITE_CONFIG.flags, ...(stored.flags as Partial<SiteFlags> | undefined) } } as SiteConfig;
}

export async function writeSiteConfig(db: Db, patch: Partial<SiteConfig>): Promise<void> {
  for (const [key, v] of Object.entries(patch)) {
    const value = JSON.stringify(v);
    await db
      .insertInto('site_config')
      .values({ key, value })
      .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
      .execute();
  }
}
