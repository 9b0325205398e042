import { remoteOfPath, ROUTES, type RemoteName, type RouteDef } from '@site/shared';

/** Why a page warms a remote: the browser went idle with a link to it on screen, or the player points at one. */
export const PreloadReason = {
  /** Manifest + remote entry only: cheap, for every remote a page links to. */
  IDLE: 'idle',
  /** Manifest + entry + the chunks of the remote's pages module: the player is about to go there. */
  HOVER: 'hover',
} as const;
export type PreloadReason = (typeof PreloadReason)[keyof typeof PreloadReason];

/** The part of the Network Information API the rule reads (absent in some browsers). */
export interface ConnectionHint {
  saveData?: boolean;
}

/** Never on a connection that asked to save data. */
export function mayPreload(connection: ConnectionHint | undefined): boolean {
  return connection?.saveData !== true;
}

/** The remote a link leads to (only links to this site's origin count). */
export function remoteOfHref(href: string, origin: string, routes: readonly RouteDef[] = ROUTES): RemoteName | undefined {
  let url: URL;
  try {
    url = new URL(href, origin);
  } catch {
    return undefined;
  }
  return url.origin === origin ? remoteOfPath(url.pathname, routes) : undefined;
}

/** The distinct remotes a set of links leads to, in the order first seen. */
export function remotesLinkedFrom(hrefs: Iterable<string>, origin: string, routes: readonly RouteDef[] = ROUTES): RemoteName[] {
  const out = new Set<RemoteName>();
  for (const href of hrefs) {
    const remote = remoteOfHref(href, origin, routes);
    if (remote) out.add(remote);
  }
  return [...out];
}
