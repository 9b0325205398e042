import { MSG } from '@site/shared';

const KEY_OF = new Map<string, string>(Object.entries(MSG).map(([key, text]) => [text, key]));

/**
 * The rules of shared/src/rules/account.ts answer with the spec's zh-CN messages; shown through
 * the catalog (rules.<key>) so zh-TW readers get them converted. Other text passes through.
 */
export function ruleText(t: (key: string, options?: Record<string, unknown>) => string, message: string): string {
  const key = KEY_OF.get(message);
  return key ? t(`rules.${key}`, { defaultValue: message }) : message;
}
