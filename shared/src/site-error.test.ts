import { isSiteError, SiteError, SITE_ERROR_BRAND } from './site-error';

describe('isSiteError: errors cross bundle boundaries by brand, not instanceof', () => {
  it('knows a SiteError made by another copy of @site/shared (another remote bundle)', () => {
    // What a second bundled copy of the module defines: the same registered symbol, another class.
    const otherBrand: unique symbol = Symbol.for('@site/shared:SiteError');
    class OtherCopySiteError extends Error {
      readonly code = 6002;
      readonly data = null;
      readonly [otherBrand] = true;
    }
    const foreign = new OtherCopySiteError('用户名或密码错误');
    expect(foreign instanceof SiteError).toBe(false);
    expect(isSiteError(foreign)).toBe(true);
    expect(isSiteError(new SiteError(6001, '请重新登录'))).toBe(true);
    expect(new SiteError(6001, '请重新登录')[SITE_ERROR_BRAND]).toBe(true);
  });
  it('refuses plain errors and look-alikes without the brand', () => {
    expect(isSiteError(new Error('x'))).toBe(false);
    expect(isSiteError({ code: 6001, message: 'x' })).toBe(false);
    expect(isSiteError(null)).toBe(false);
    expect(isSiteError('6001')).toBe(false);
  });
});
