import { DEFAULT_SITE_FLAGS, type SiteFlags } from '../contracts';

/** For tests only (never imported by a build): the default site flags with the test's changes. */
export function testSiteFlags(over: Partial<SiteFlags> = {}): SiteFlags {
  return { ...DEFAULT_SITE_FLAGS, ...over };
}
