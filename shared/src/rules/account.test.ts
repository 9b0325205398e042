import { captchaError, checkEmail, checkRealName, isEmail, isRealName, realNumberShown, ruleMessage } from './account';

describe('e-mail format (spec §5)', () => {
  it.each(['a@b.cn', 'john.doe+x@mail.example.com', '张三@例子.中国'])('accepts %s', (v) => expect(isEmail(v)).toBe(true));
  it.each(['', 'a@b', 'a b@c.cn', 'a@@b.cn', '@b.cn', 'a@b.', 'ab.cn'])('rejects %p', (v) => expect(isEmail(v)).toBe(false));
  it('gives the keys of the spec messages', () => {
    expect(checkEmail('')).toBe('emailRequired');
    expect(checkEmail('abc')).toBe('emailWrong');
    expect(checkEmail(`${'a'.repeat(40)}@b.cn`)).toBe('emailWrong');
    expect(checkEmail('a@b.cn')).toBeNull();
  });
});

describe('real name (spec §5)', () => {
  it.each(['张三', '阿依·古丽', 'John Smith', 'J.Smith'])('accepts %s', (v) => expect(isRealName(v)).toBe(true));
  it.each(['', '·张三', '张三·', '阿依··古丽', '张三1', 'John张', '.John', 'John.'])('rejects %p', (v) => expect(isRealName(v)).toBe(false));
  it('gives the spec message', () => {
    expect(checkRealName('张三1')).toBe('realNameWrong');
    expect(ruleMessage('realNameWrong')).toBe('请输入正确的姓名');
    expect(checkRealName('李四')).toBeNull();
  });
});

describe('realNumberShown (flags.hideRealNumbers)', () => {
  it('hides every digit of a phone or an account, every character of a real name, only when the flag is on', () => {
    expect(realNumberShown('138****8000', true)).toBe('***********');
    expect(realNumberShown('中国工商银行 尾号3445', true)).toBe('中国工商银行 尾号****');
    expect(realNumberShown('王小明', true, 'name')).toBe('***');
    expect(realNumberShown('138****8000', false)).toBe('138****8000');
    expect(realNumberShown('王**', undefined, 'name')).toBe('王**');
  });
});

describe('captcha errors (spec §8)', () => {
  it('start with 1 (picture), 2 (slider) or 6 (a sent code)', () => {
    expect(captchaError('picture', '图形验证码错误或已过期，请重新输入')).toBe('1 图形验证码错误或已过期，请重新输入');
    expect(captchaError('slider', '滑块验证已失效，请重新验证')).toBe('2 滑块验证已失效，请重新验证');
    expect(captchaError('code', '验证码错误')).toBe('6 验证码错误');
  });
});
