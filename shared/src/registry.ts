import { z } from 'zod';

/** The platform kit range a remote version needs (its manifest's shared '@site/kit' requiredVersion). */
const kitRange = z.string().optional();

/** One remote in the registry: what is active, where its manifest is, and what was deployed before. */
export const registryEntrySchema = z.object({
  name: z.string(),
  active: z.string(),
  manifest: z.string(),
  integrity: z.string(),
  kitRange,
  /** Versions active before, newest first: the rollback targets and the load fallbacks. */
  previous: z.array(z.object({ version: z.string(), manifest: z.string(), integrity: z.string(), kitRange })),
  /** Every version present in the CDN. */
  available: z.array(z.string()),
  activatedAt: z.string(),
});
/** The live shell, recorded when it is built: the platform kit version it provides to every remote. */
export const shellRecordSchema = z.object({
  version: z.string(),
  kit: z.string(),
  builtAt: z.string(),
});
export const registrySchema = z.object({
  updatedAt: z.string(),
  shell: shellRecordSchema.optional(),
  remotes: z.record(z.string(), registryEntrySchema),
});
export type ShellRecord = z.infer<typeof shellRecordSchema>;
export type RegistryEntry = z.infer<typeof registryEntrySchema>;
export type Registry = z.infer<typeof registrySchema>;
export const REGISTRY_PATH = '/registry.json';
export const CDN_PREFIX = '/cdn';
