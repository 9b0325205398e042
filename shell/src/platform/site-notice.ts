import { isSiteNotice, SITE_NOTICE_PARAM, type SiteNotice } from '@site/shared';

/**
 * The notice the api redirected this page with (a preview link or a staff override it ignored: forged, expired,
 * unknown version), and the page's URL without it (so a reload or a shared link does not show it again). Null
 * when there is none, or the parameter names no notice.
 */
export function takeSiteNotice(href: string): { notice: SiteNotice; url: string } | null {
  const url = new URL(href);
  const notice = url.searchParams.get(SITE_NOTICE_PARAM);
  if (!url.searchParams.has(SITE_NOTICE_PARAM)) return null;
  // The other parameters as they were written (a flag such as ?versions stays without a `=`).
  const others = url.search
    .slice(1)
    .split('&')
    .filter((part) => part !== '' && part.split('=')[0] !== SITE_NOTICE_PARAM);
  const rest = `${url.pathname}${others.length > 0 ? `?${others.join('&')}` : ''}${url.hash}`;
  return isSiteNotice(notice) ? { notice, url: rest } : null;
}
