import { z } from 'zod';

/** A string field checked by one of the shared rules: the rule's Chinese message is the zod issue. */
export function ruled(check: (value: string) => string | null, max = 200) {
  return z
    .string({ error: () => check('') ?? '请求参数错误' })
    .max(max, { error: () => check('\u0000'.repeat(max + 1)) ?? '请求参数错误' })
    .superRefine((value, ctx) => {
      const message = check(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}
