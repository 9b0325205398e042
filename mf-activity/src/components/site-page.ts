/** The i18n namespace of the activity remote (its catalogs are registered by App). */
export const SITE_NS = 'mf_activity';
