import type { SiteFlags } from '../contracts';

/** For tests only (never imported by a build): every site flag set as the reference api's defaults set them, zh-CN first. */
export function testSiteFlags(over: Partial<SiteFlags> = {}): SiteFlags {
  return {
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
    ...over,
  };
}
