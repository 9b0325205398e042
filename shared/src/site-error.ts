/**
 * The brand every SiteError carries. Each remote bundles its own copy of @site/shared, so an
 * error made by the shell's copy is not `instanceof` a remote's SiteError: check it with
 * isSiteError (a registered symbol is one value across bundles).
 */
export const SITE_ERROR_BRAND: unique symbol = Symbol.for('@site/shared:SiteError');

/** A typed rejection: what a failed call hands its caller. */
export class SiteError extends Error {
  readonly code: number;
  readonly data: unknown;
  readonly [SITE_ERROR_BRAND] = true;
  constructor(code: number, message: string, data: unknown = null) {
    super(message);
    this.name = 'SiteError';
    this.code = code;
    this.data = data;
  }
}

/** A SiteError from any bundle's copy of @site/shared (never `instanceof`). */
export function isSiteError(value: unknown): value is SiteError {
  return (
    typeof value === 'object' &&
    value !== null &&
    (value as { [SITE_ERROR_BRAND]?: unknown })[SITE_ERROR_BRAND] === true &&
    typeof (value as { code?: unknown }).code === 'number'
  );
}

/** The message of a failed call (the api's Chinese message, a SiteError's or an Error's), '' for anything else. */
export const messageOf = (e: unknown): string => (isSiteError(e) || e instanceof Error ? e.message : '');
