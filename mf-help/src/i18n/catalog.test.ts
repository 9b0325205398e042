import { testI18nWithBackend as fresh } from '@site/shared/testing';
import { helpCatalogReady, mountCatalog, NS } from './catalog';

describe("the help centre's catalogs", () => {
  it('a zh-CN page gets the source catalog only (zh-TW is a chunk of its own, not loaded)', async () => {
    const i18n = await fresh('zh-CN');
    await mountCatalog({ i18n });
    expect(i18n.hasResourceBundle('zh-CN', NS)).toBe(true);
    expect(i18n.hasResourceBundle('zh-TW', NS)).toBe(false);
  });

  it('a zh-TW page has its catalog before the first render', async () => {
    const i18n = await fresh('zh-TW');
    await mountCatalog({ i18n });
    expect(i18n.t('center.title', { ns: NS })).toBe('幫助中心');
  });

  it('a later switch loads the language, though the backend answered the namespace with an empty bundle', async () => {
    const i18n = await fresh('zh-CN');
    await mountCatalog({ i18n });
    await i18n.changeLanguage('zh-TW');
    expect(i18n.hasResourceBundle('zh-TW', NS)).toBe(true);
    expect(i18n.t('topics.kh.title', { ns: NS })).toBe('开户');
    await helpCatalogReady(i18n, 'zh-TW');
    await helpCatalogReady(i18n, 'zh-TW');
    await i18n.changeLanguage('zh-TW');
    expect(i18n.t('topics.kh.title', { ns: NS })).toBe('開戶');
  });
});
