/** @jest-environment jsdom */
import { SHELL_ICON } from '@site/shared';
import { brandMark } from './site-icon';
import { marqueeFrame, setSiteIcon, startTitle, TITLE_SCROLL_STEP_MS } from './page-title';

afterEach(() => jest.useRealTimers());

describe('page title', () => {
  it('keeps a title of 15 characters or fewer still', () => {
    jest.useFakeTimers();
    const doc = { title: '' };
    const stop = startTitle('星耀体育官网', doc);
    jest.advanceTimersByTime(3000);
    expect(doc.title).toBe('星耀体育官网');
    stop();
  });
  it('scrolls a longer title one character every 300 ms', () => {
    jest.useFakeTimers();
    const doc = { title: '' };
    const title = '星耀体育 · 真人 · 棋牌 · 电竞 · 彩票';
    const stop = startTitle(title, doc);
    expect(doc.title).toBe(title);
    jest.advanceTimersByTime(TITLE_SCROLL_STEP_MS - 1);
    expect(doc.title).toBe(title);
    jest.advanceTimersByTime(1);
    expect(doc.title).toBe(marqueeFrame(title, 1));
    expect(doc.title.startsWith('耀体育')).toBe(true);
    jest.advanceTimersByTime(TITLE_SCROLL_STEP_MS);
    expect(doc.title.startsWith('体育')).toBe(true);
    stop();
    const frozen = doc.title;
    jest.advanceTimersByTime(3000);
    expect(doc.title).toBe(frozen);
  });
  it('comes back round to the full title', () => {
    const title = 'ABCDEFGHIJKLMNOP';
    expect(marqueeFrame(title, 0)).toBe(title);
    expect(marqueeFrame(title, title.length + 2)).toBe(title);
  });
});

describe('site icon', () => {
  it('sets link rel=icon from the site configuration', () => {
    setSiteIcon('/brand.png');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.getAttribute('href')).toBe('/brand.png');
    setSiteIcon('https://cdn.example/i.svg');
    expect(document.querySelectorAll('link[rel="icon"]')).toHaveLength(1);
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.href).toBe('https://cdn.example/i.svg');
  });
  it("shows the shell's own icon inline: no request for it", () => {
    setSiteIcon(SHELL_ICON);
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.getAttribute('href')).toBe(brandMark);
  });
  it('ignores an empty or odd value', () => {
    setSiteIcon('/ok.png');
    setSiteIcon('');
    setSiteIcon('javascript:alert(1)');
    expect(document.querySelector<HTMLLinkElement>('link[rel="icon"]')!.getAttribute('href')).toBe('/ok.png');
  });
});
