import { isSiteError } from '@site/shared';

/** The i18n namespace of the activity remote (its catalogs are registered by App). */
export const SITE_NS = 'mf_activity';

/** The message of a failed call (the api's Chinese message), '' for anything else. */
export const messageOf = (e: unknown): string => (isSiteError(e) || e instanceof Error ? e.message : '');
