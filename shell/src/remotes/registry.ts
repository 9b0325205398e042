import { REGISTRY_PATH, registrySchema, type Registry } from '@site/shared';

/**
 * The remote registry: the copy the api wrote into the index page (SiteBoot) when it is there and
 * valid, otherwise fetched with no-store; a missing or corrupt registry gives an empty one.
 */
export async function fetchRegistry(fetcher: typeof fetch = fetch, embedded?: unknown): Promise<{ registry: Registry; error: string | null }> {
  if (embedded !== undefined && embedded !== null) {
    const parsed = registrySchema.safeParse(embedded);
    if (parsed.success) return { registry: parsed.data, error: null };
    console.error('[shell] the index page carries no valid registry: fetching it');
  }
  try {
    const res = await fetcher(REGISTRY_PATH, { cache: 'no-store' });
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
    const parsed = registrySchema.safeParse(await res.json());
    if (!parsed.success) throw new Error('registry is not valid');
    return { registry: parsed.data, error: null };
  } catch (e) {
    console.error('[shell] remote registry unavailable', e);
    return { registry: { updatedAt: new Date(0).toISOString(), remotes: {} }, error: String(e) };
  }
}
