import { catalogsReady, createI18n, SHELL_NS } from './index';

describe('the shell catalogs (zh-TW only when chosen)', () => {
  it('has zh-CN at once, without loading anything', async () => {
    const i18n = createI18n('zh-CN');
    expect(i18n.isInitialized).toBe(true);
    expect(i18n.t('menu.home')).toBe('首页');
    expect(i18n.hasResourceBundle('zh-TW', SHELL_NS)).toBe(false);
    await catalogsReady(i18n);
  });

  it('loads zh-TW before the first render when it is the starting language', async () => {
    const i18n = createI18n('zh-TW');
    await catalogsReady(i18n);
    expect(i18n.language).toBe('zh-TW');
    expect(i18n.t('menu.home')).toBe('首頁');
  });

  it('loads zh-TW when the player switches to it', async () => {
    const i18n = createI18n('zh-CN');
    await i18n.changeLanguage('zh-TW');
    expect(i18n.t('menu.home')).toBe('首頁');
    await i18n.changeLanguage('zh-CN');
    expect(i18n.t('menu.home')).toBe('首页');
  });

  it('leaves a remote namespace to its owner', async () => {
    const i18n = createI18n('zh-CN');
    i18n.addResourceBundle('zh-TW', 'help', { title: '幫助中心' });
    await i18n.changeLanguage('zh-TW');
    expect(i18n.t('title', { ns: 'help' })).toBe('幫助中心');
  });
});
