/** @jest-environment jsdom */
import { memo, useLayoutEffect } from 'react';
import { act, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { addCatalogs, useT } from './use-t';

async function freshI18n() {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: 'zh-CN', fallbackLng: 'zh-CN', resources: {} });
  addCatalogs(i18n, 'demo', { 'zh-CN': { home: '首页' }, 'zh-TW': { home: '首頁' } });
  return i18n;
}

describe('useT', () => {
  it('re-renders in the new language when it changes', async () => {
    const i18n = await freshI18n();
    function Label() {
      const t = useT(i18n, 'demo');
      return <span data-testid="label">{t('home')}</span>;
    }
    render(<Label />);
    expect(screen.getByTestId('label').textContent).toBe('首页');
    await act(() => i18n.changeLanguage('zh-TW'));
    expect(screen.getByTestId('label').textContent).toBe('首頁');
  });

  it('reads a text i18next did not have anew once texts are added, and a changed text once its bundle is replaced', async () => {
    const i18n = await freshI18n();
    const t = (key: string) => {
      let read: (k: string) => string = () => '';
      function Reader() {
        read = useT(i18n, 'demo');
        return null;
      }
      render(<Reader />);
      return read(key);
    };
    expect(t('away')).toBe('away');
    act(() => addCatalogs(i18n, 'other', { 'zh-CN': { x: '1' }, 'zh-TW': { x: '1' } }));
    act(() => i18n.addResourceBundle('zh-CN', 'demo', { away: '客场' }, true, true));
    expect(t('away')).toBe('客场');
    act(() => i18n.addResourceBundle('zh-CN', 'demo', { home: '主页' }, true, true));
    expect(t('home')).toBe('主页');
    act(() => i18n.removeResourceBundle('zh-CN', 'demo'));
    expect(t('home')).toBe('home');
  });

  it('does not miss a change made after its render and before its subscription (a first page rendered in slices)', async () => {
    const i18n = await freshI18n();
    function Label() {
      const t = useT(i18n, 'demo');
      return <span data-testid="label">{t('home')}</span>;
    }
    /** Changes the language in the commit, before the later sibling's effects subscribe. */
    function ChangeEarly() {
      useLayoutEffect(() => void i18n.changeLanguage('zh-TW'), []);
      return null;
    }
    function Page() {
      return (
        <>
          <ChangeEarly />
          <Label />
        </>
      );
    }
    await act(async () => {
      render(<Page />);
    });
    expect(i18n.language).toBe('zh-TW');
    expect(screen.getByTestId('label').textContent).toBe('首頁');
  });

  it('re-renders when the texts of its namespace come after the switch (a catalog loaded on first use), a memoised tree too', async () => {
    const i18n = i18next.createInstance();
    await i18n.init({ lng: 'zh-CN', fallbackLng: 'zh-CN', resources: {} });
    i18n.addResourceBundle('zh-CN', 'lazy', { home: '首页' });
    const Label = memo(function Label() {
      const t = useT(i18n, 'lazy');
      return <span data-testid="label">{t('home')}</span>;
    });
    render(<Label />);
    await act(() => i18n.changeLanguage('zh-TW'));
    // Until the catalog is in, the zh-CN source stands in.
    expect(screen.getByTestId('label').textContent).toBe('首页');
    act(() => void i18n.addResourceBundle('zh-TW', 'lazy', { home: '首頁' }, true, true));
    expect(screen.getByTestId('label').textContent).toBe('首頁');
    // Texts of another namespace change nothing here.
    act(() => void i18n.addResourceBundle('zh-TW', 'other', { home: '別的' }, true, true));
    expect(screen.getByTestId('label').textContent).toBe('首頁');
  });
});
