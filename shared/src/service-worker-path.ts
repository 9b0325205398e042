/**
 * Where the site's service worker is served (the live shell's build, at the site's root so its scope is every page):
 * the shell registers it, the api serves it, and its answer keeps a document's headers (a worker runs under the CSP
 * of its own script's answer).
 */
export const SERVICE_WORKER_PATH = '/sw.js';
