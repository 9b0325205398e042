import type { RouteDef } from '@site/shared';
import { pagesModuleOf, type ExposedModuleId } from '@site/kit';

/**
 * The pages module a route's remote area will mount, to load while the route's guards wait for member info
 * (RemoteLoader.loadAhead): none for a shell page, nor for a guest on a page that needs a login (sent home).
 */
export function pagesAheadOf(def: RouteDef, loggedIn: boolean): ExposedModuleId | undefined {
  if (def.owner === 'shell' || (def.meta.requiresAuth && !loggedIn)) return undefined;
  return pagesModuleOf(def.owner);
}
