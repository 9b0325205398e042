/** zod as the site's browser code uses it (`z.object(…)`): the members of ./zod-shared, which every build shares. */
export * as z from './zod-shared';
