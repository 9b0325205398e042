import { SERVICE_WORKER_PATH } from '@site/shared';

/**
 * Registers the site's service worker (SERVICE_WORKER_PATH, scope /) where the browser has them: it makes the site
 * installable and keeps the immutable versioned files (src/pwa/service-worker.ts). A failure only leaves the site as
 * it was.
 */
export function registerServiceWorker(nav: Navigator = navigator): void {
  if (!('serviceWorker' in nav)) return;
  nav.serviceWorker.register(SERVICE_WORKER_PATH, { scope: '/' }).catch(() => undefined);
}
