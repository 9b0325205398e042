import { HOME_PATH } from '@site/shared';

/**
 * The URL the first render shows when it is not the one opened: '/' becomes the home page's path, its
 * query and hash kept, so a first visit renders the home page at once instead of a redirect and then
 * the page (a second pass of the whole tree on a phone). Null when the URL stays as it is.
 */
export function firstRenderUrl(location: { pathname: string; search: string; hash: string }): string | null {
  return location.pathname === '/' ? `${HOME_PATH}${location.search}${location.hash}` : null;
}
