import { MSG, type RuleKey } from '@site/shared';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

// The shared rules return keys; the forms show rules.<key>. The zh-CN catalog says exactly the
// spec's message of each key, and zh-TW has a converted one.
it('has every rule key, in zh-CN exactly as the spec says, and in zh-TW', () => {
  for (const key of Object.keys(MSG) as RuleKey[]) {
    expect((zhCN.rules as Record<string, string>)[key]).toBe(MSG[key]);
    expect((zhTW.rules as Record<string, string>)[key]).toMatch(/[\u4e00-\u9fa5]/);
  }
  expect(zhTW.rules.usernameRequired).toBe('使用者名稱不能為空');
});
