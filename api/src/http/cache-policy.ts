/** How long a browser may keep each file the site serves: the table lives in shared (the service worker reads it too). */
export { CachePolicy, cachePolicyOf } from '@site/shared/cache-policy';
