import i18next from 'i18next';
import { MSG } from '@site/shared';
import { ruleText } from './rule-text';
import zhCN from '../i18n/zh-CN.json';
import zhTW from '../i18n/zh-TW.json';

function tIn(lng: 'zh-CN' | 'zh-TW') {
  const i18n = i18next.createInstance();
  void i18n.init({ lng, resources: { 'zh-CN': { mf_auth: zhCN }, 'zh-TW': { mf_auth: zhTW } }, initAsync: false });
  return (key: string, options?: Record<string, unknown>) => String(i18n.t(key, { ns: 'mf_auth', ...options }));
}

it('shows every rule message exactly in zh-CN and converted in zh-TW', () => {
  const cn = tIn('zh-CN');
  for (const text of Object.values(MSG)) expect(ruleText(cn, text)).toBe(text);
  expect(ruleText(tIn('zh-TW'), MSG.usernameRequired)).toBe('使用者名稱不能為空');
  expect(ruleText(tIn('zh-TW'), '用户名或密码错误')).toBe('用户名或密码错误');
});
