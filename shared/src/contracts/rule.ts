import { z } from '../zod';
import { ruleMessage, type RuleKey } from '../rules/account';

/** A string field checked by one of the shared rules: the rule's zh-CN message is the zod issue. */
export function ruled(check: (value: string) => RuleKey | null, max = 200) {
  const message = (value: string) => {
    const key = check(value);
    return key === null ? null : ruleMessage(key);
  };
  return z
    .string({ error: () => message('') ?? '请求参数错误' })
    .max(max, { error: () => message('\u0000'.repeat(max + 1)) ?? '请求参数错误' })
    .superRefine((value, ctx) => {
      const m = message(value);
      if (m) ctx.addIssue({ code: 'custom', message: m });
    });
}
