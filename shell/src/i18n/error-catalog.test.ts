import { ALL_RESPONSE_CODES } from '@site/shared';
import zhCN from './zh-CN.json';
import zhTW from './zh-TW.json';

describe('the error catalogue of spec §8', () => {
  it('has a Chinese message for every code in zh-CN and zh-TW', () => {
    for (const code of ALL_RESPONSE_CODES) {
      expect((zhCN.errors as Record<string, string>)[String(code)]).toMatch(/[\u4e00-\u9fa5]/);
      expect((zhTW.errors as Record<string, string>)[String(code)]).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
