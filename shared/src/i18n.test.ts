import { languageOfAccept, withTaiwanTerms } from './i18n';

describe('languageOfAccept', () => {
  it.each([
    ['zh-TW', 'zh-TW'],
    ['zh-tw', 'zh-TW'],
    ['zh-Hant-TW,zh;q=0.9', 'zh-TW'],
    ['zh-HK', 'zh-TW'],
    ['zh-MO;q=0.8', 'zh-TW'],
    ['zh-CN', 'zh-CN'],
    ['zh', 'zh-CN'],
    ['en-US,zh-TW;q=0.5', 'zh-CN'],
    ['', 'zh-CN'],
    [undefined, 'zh-CN'],
    ['zh-TWX', 'zh-CN'],
  ])('%s → %s', (header, language) => {
    expect(languageOfAccept(header)).toBe(language);
  });
});

describe('withTaiwanTerms', () => {
  it('replaces the mainland terms opencc keeps', () => {
    expect(withTaiwanTerms('請輸入郵箱或賬號')).toBe('請輸入電子郵件或帳號');
    expect(withTaiwanTerms('官方渠道轉賬')).toBe('官方管道轉帳');
  });
  it('turns 電子郵箱 into one 電子郵件, not 電子電子郵件', () => {
    expect(withTaiwanTerms('電子郵箱')).toBe('電子郵件');
    expect(withTaiwanTerms('綁定郵箱')).toBe('綁定電子郵件');
  });
  it('leaves other text alone', () => {
    expect(withTaiwanTerms('使用者名稱或密碼錯誤')).toBe('使用者名稱或密碼錯誤');
  });
});
