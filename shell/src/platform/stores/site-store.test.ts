/** @jest-environment jsdom */
import { when } from 'mobx';
import { createHttp, fakeApi } from '@site/shared/http';
import type { Language } from '@site/shared';
import { testSiteFlags } from '@site/shared/testing';
import { createI18n } from '../../i18n';
import { SiteStoreImpl } from './site-store';

const PRE_INFO = '/site/api/v1/configuration/preInfo';
const CS = '/site/api/v1/configuration/onlinecustomservice';

const FLAGS = testSiteFlags({ defaultLanguage: 'zh-TW' });

/** The real client and site store over the fake api; preInfo's title says which language was asked for. */
function siteOver(defaultLanguage: Language, customerService: () => unknown = () => ({ url: '' })) {
  let site: SiteStoreImpl | null = null;
  const { adapter, calls } = fakeApi({
    [PRE_INFO]: () => ({
      ip: '127.0.0.1',
      siteId: '1001',
      siteBaseConfig: { h5DomainUrl: '', title: `title:${calls[calls.length - 1]?.headers['accept-language']}`, icon: '', seoText: 'seo' },
      flags: { ...FLAGS, defaultLanguage },
    }),
    [CS]: customerService,
  });
  const http = createHttp({
    version: 't',
    deviceId: () => 'fp',
    token: () => '',
    siteId: () => '1001',
    ip: () => '',
    language: () => site?.language ?? 'zh-CN',
    encrypt: () => false,
    effects: {
      toast: () => undefined,
      relogin: () => undefined,
      bindRealName: () => undefined,
      reenterGame: () => undefined,
      catalogMessage: () => '',
      transportMessage: () => '',
    },
    adapter,
  });
  const i18n = createI18n('zh-CN');
  site = new SiteStoreImpl(() => http, i18n);
  return { site, i18n, calls };
}

beforeEach(() => localStorage.clear());

describe('the site default language (flags.defaultLanguage)', () => {
  it('a first visit gets it, not stored as a choice, and the site texts come again in it', async () => {
    const { site, i18n } = siteOver('zh-TW');
    await site.load();
    expect(site.language).toBe('zh-TW');
    expect(i18n.language).toBe('zh-TW');
    expect(site.title).toBe('title:zh-TW');
    expect(localStorage.getItem('language')).toBeNull();
  });

  it('a chosen language is kept whatever the site default', async () => {
    localStorage.setItem('language', 'zh-CN');
    const { site } = siteOver('zh-TW');
    await site.load();
    expect(site.language).toBe('zh-CN');
    expect(site.title).toBe('title:zh-CN');
  });

  it('choosing a language stores it and asks for the site texts in it', async () => {
    const { site, calls } = siteOver('zh-CN');
    await site.load();
    expect(site.title).toBe('title:zh-CN');
    site.setLanguage('zh-TW');
    expect(localStorage.getItem('language')).toBe('zh-TW');
    await when(() => site.title === 'title:zh-TW');
    expect(calls.filter((c) => c.path === PRE_INFO).map((c) => c.headers['accept-language'])).toEqual(['zh-CN', 'zh-TW']);
  });
});

describe('load()', () => {
  it('is done once preInfo is in, and asks for nothing else (the customer-service URL is asked after the first paint)', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (answer = resolve));
    const { site, calls } = siteOver('zh-CN', () => pending);
    await site.load();
    // Any request would leave through the client's interceptors a few ticks later (bounded wait).
    for (let tick = 0; tick < 20; tick++) await new Promise((r) => setTimeout(r, 0));
    expect(calls.map((c) => c.path)).toEqual([PRE_INFO]);
    // Asked for (by the bootstrap, after the first paint): the URL follows.
    const url = site.customerService();
    answer({ url: 'https://cs.example/chat' });
    await expect(url).resolves.toBe('https://cs.example/chat');
    expect(calls.map((c) => c.path)).toEqual([PRE_INFO, CS]);
    expect(site.customerServiceUrl).toBe('https://cs.example/chat');
  });
});

describe('load(boot): preInfo as the api wrote it into the index page', () => {
  const answer = (language: Language, defaultLanguage: Language) => ({
    ip: '127.0.0.1',
    siteId: '1001',
    siteBaseConfig: { h5DomainUrl: '', title: `boot:${language}`, icon: '', seoText: 'seo' },
    flags: { ...FLAGS, defaultLanguage },
  });
  const bootOf = (defaultLanguage: Language) => ({ 'zh-CN': answer('zh-CN', defaultLanguage), 'zh-TW': answer('zh-TW', defaultLanguage) });

  it('asks nothing: the flags and the texts in the visitor language come from the page', async () => {
    const { site, calls } = siteOver('zh-CN');
    await site.load(bootOf('zh-CN'));
    expect(site.flags?.siteDeposit).toBe(true);
    expect(site.title).toBe('boot:zh-CN');
    expect(calls.filter((c) => c.path === PRE_INFO)).toEqual([]);
  });

  it("a first visit gets the site's default language with its texts, still without a call", async () => {
    const { site, i18n, calls } = siteOver('zh-TW');
    await site.load(bootOf('zh-TW'));
    expect(site.language).toBe('zh-TW');
    expect(i18n.language).toBe('zh-TW');
    expect(site.title).toBe('boot:zh-TW');
    expect(calls.filter((c) => c.path === PRE_INFO)).toEqual([]);
  });

  it('a language chosen later takes its texts from the page too', async () => {
    const { site, calls } = siteOver('zh-CN');
    await site.load(bootOf('zh-CN'));
    site.setLanguage('zh-TW');
    await when(() => site.title === 'boot:zh-TW');
    expect(calls.filter((c) => c.path === PRE_INFO)).toEqual([]);
  });
});

describe("the home page's advertising from the index page", () => {
  const ads = (title: string) => ({ notices: [{ id: 1, title, content: title, publishedAt: 0 }], banners: [] });

  it('is handed out once, in the language the site settled on; later home pages ask the api', async () => {
    const { site } = siteOver('zh-TW');
    await site.load(undefined, { 'zh-CN': ads('系统公告'), 'zh-TW': ads('系統公告') });
    expect(site.takeHomeAds()?.notices[0]?.title).toBe('系統公告');
    expect(site.takeHomeAds()).toBeNull();
  });

  it('is null when the page had none', async () => {
    const { site } = siteOver('zh-CN');
    await site.load();
    expect(site.takeHomeAds()).toBeNull();
  });
});
