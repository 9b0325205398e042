/**
 * The paths and notices of preview links and the staff override: the api serves the paths
 * (api/src/modules/site/preview-routes.ts), site-ops prints links to them, the shell's banner leads to the exits and
 * shows the notice the api redirects with when a link is not honoured.
 */
export const PREVIEW_PATH = '/preview';
export const PREVIEW_EXIT_PATH = '/preview/exit';
export const STAFF_OVERRIDE_PATH = '/staff-override';
export const STAFF_OVERRIDE_EXIT_PATH = '/staff-override/exit';

/** The query parameter the api redirects with when a link was ignored, and its values. */
export const SITE_NOTICE_PARAM = 'site-notice';
export const SiteNotice = { PREVIEW_INVALID: 'preview-invalid', STAFF_INVALID: 'staff-invalid' } as const;
export type SiteNotice = (typeof SiteNotice)[keyof typeof SiteNotice];

export const isSiteNotice = (x: string | null): x is SiteNotice => x !== null && (Object.values(SiteNotice) as string[]).includes(x);
