import { z } from 'zod';

/** One remote in the registry: what is active, where its manifest is, and what was deployed before. */
export const registryEntrySchema = z.object({
  name: z.string(),
  active: z.string(),
  manifest: z.string(),
  integrity: z.string(),
  /** Versions active before, newest first: the rollback targets and the load fallbacks. */
  previous: z.array(z.object({ version: z.string(), manifest: z.string(), integrity: z.string() })),
  /** Every version present in the CDN. */
  available: z.array(z.string()),
  activatedAt: z.string(),
});
export const registrySchema = z.object({
  updatedAt: z.string(),
  remotes: z.record(z.string(), registryEntrySchema),
});
export type RegistryEntry = z.infer<typeof registryEntrySchema>;
export type Registry = z.infer<typeof registrySchema>;
export const REGISTRY_PATH = '/registry.json';
export const CDN_PREFIX = '/cdn';
