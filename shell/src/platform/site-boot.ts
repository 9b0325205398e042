import { SITE_BOOT_ELEMENT_ID, siteBootSchema, type SiteBoot } from '@site/shared';

/**
 * The boot data the api wrote into the index page (preInfo in both languages and the registry), or
 * null when the page has none or it does not parse: the shell then asks for both as before.
 */
export function readSiteBoot(doc: Document = document): SiteBoot | null {
  const text = doc.getElementById(SITE_BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    const parsed = siteBootSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: said below, then asked for as before.
  }
  console.error("[shell] the index page's boot data is not valid: asking the api");
  return null;
}
