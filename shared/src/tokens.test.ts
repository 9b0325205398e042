/** @jest-environment jsdom */
import { editionCss, EDITIONS, rootFontSizeAt, SITE_FONTS } from './tokens';

function fontOf(lang: string, edition: string): string {
  document.head.innerHTML = `<style>${editionCss()}</style>`;
  document.documentElement.lang = lang;
  document.documentElement.dataset.edition = edition;
  return getComputedStyle(document.documentElement).getPropertyValue('--site-font').trim();
}

describe('the site font', () => {
  it.each(EDITIONS)('%s: a zh-CN page gets the simplified stack, a zh-TW page the traditional one', (edition) => {
    expect(fontOf('zh-CN', edition)).toBe(SITE_FONTS['zh-CN']);
    expect(fontOf('zh-TW', edition)).toBe(SITE_FONTS['zh-TW']);
  });

  it('names each platform’s CJK font before the generic family, the language’s own first', () => {
    for (const font of ['"PingFang SC"', '"Microsoft YaHei"', '"Noto Sans CJK SC"', '"WenQuanYi Zen Hei"']) expect(SITE_FONTS['zh-CN']).toContain(font);
    for (const font of ['"PingFang TC"', '"Microsoft JhengHei"', '"Noto Sans CJK TC"', '"WenQuanYi Zen Hei"']) expect(SITE_FONTS['zh-TW']).toContain(font);
    expect(SITE_FONTS['zh-CN'].endsWith('sans-serif')).toBe(true);
    expect(SITE_FONTS['zh-TW'].endsWith('sans-serif')).toBe(true);
  });
});

describe('the root font size', () => {
  it.each([
    [1920, 16],
    [2160, 18],
    [2560, 20],
    [3840, 20],
    [1440, 14],
    [960, 14],
    [390, 14],
  ])('at %i px wide: %i px', (width, px) => expect(rootFontSizeAt(width)).toBe(px));

  it('is one clamp() on html from the 1920 px design width, floor and ceiling in rem', () => {
    expect(editionCss()).toContain('html{font-size:clamp(0.875rem,calc(100vw * 16 / 1920),1.25rem);}');
  });
});
