/**
 * Whether a route pattern of the route table matches a pathname, as react-router's
 * `matchPath({ path, end: true }, pathname)` decides it for the three forms the table uses: static
 * segments, `:param` segments (one non-empty segment) and a trailing `/*` (anything below, or nothing).
 * Case-insensitive, trailing slashes allowed. Written here rather than taken from react-router because
 * shared is also the api's: the api picks the opening page's remote with it (modules/site/opening-remote.ts)
 * and must not load a browser router; a shell test holds it to matchPath for every route of the table.
 */
export function routeMatches(pattern: string, pathname: string): boolean {
  const splat = pattern.endsWith('/*');
  const body = (splat ? pattern.slice(0, -2) : pattern).replace(/\/+$/, '');
  const source = body
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  const tail = splat ? '(?:/.+|/*)' : '/*';
  return new RegExp(`^${source}${tail}$`, 'i').test(pathname);
}
