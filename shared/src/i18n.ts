/** Languages of the site: zh-CN is the source, zh-TW is derived (opencc) plus reviewed overrides. */
export const LANGUAGES = ['zh-CN', 'zh-TW'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'zh-CN';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A nested catalog of user-facing strings. */
export interface Catalog {
  [key: string]: string | Catalog;
}

/** Every dotted key of a catalog, for completeness checks. */
export function catalogKeys(catalog: Catalog, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : catalogKeys(v, `${prefix}${k}.`)));
}

/** Applies a string converter to every leaf of a catalog, then the reviewed overrides (dotted keys). */
export function deriveCatalog(source: Catalog, convert: (s: string) => string, overrides: Record<string, string> = {}, prefix = ''): Catalog {
  const out: Catalog = {};
  for (const [k, v] of Object.entries(source)) {
    const key = prefix + k;
    out[k] = typeof v === 'string' ? (overrides[key] ?? convert(v)) : deriveCatalog(v, convert, overrides, `${key}.`);
  }
  return out;
}

/**
 * Reviewed Taiwan terms applied after the character conversion (opencc cn → twp), for the
 * catalogs (ops i18n) and the api's messages alike: mainland wording opencc leaves in place.
 */
export const TAIWAN_TERMS: readonly (readonly [mainland: string, taiwan: string])[] = [
  // 电子邮箱 is one word: 電子郵件, not 電子電子郵件.
  ['電子郵箱', '電子郵件'],
  ['郵箱', '電子郵件'],
  ['賬', '帳'],
  ['渠道', '管道'],
];

/** A converted zh-TW text with the reviewed Taiwan terms in place. */
export function withTaiwanTerms(text: string): string {
  return TAIWAN_TERMS.reduce((s, [from, to]) => s.split(from).join(to), text);
}

/**
 * The language a request asks for, from an Accept-Language value (the signer sends the chosen
 * language; a browser sends its own): zh-TW for zh-TW / zh-HK / zh-MO / zh-Hant, otherwise zh-CN.
 */
export function languageOfAccept(header: string | undefined): Language {
  const first = (header ?? '').split(',')[0]?.split(';')[0]?.trim().toLowerCase() ?? '';
  return /^zh-(tw|hk|mo|hant)\b/.test(first) ? 'zh-TW' : 'zh-CN';
}
