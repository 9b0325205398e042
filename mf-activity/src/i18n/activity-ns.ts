/** The activity remote's i18n namespace (its zh-CN catalog and the derived zh-TW one). */
export const ACTIVITY_NS = 'mf_activity';
