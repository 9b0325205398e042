/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { testI18nWithBackend as fresh } from '../testing';
import { remoteCatalogs } from './remote-catalogs';
import { useT } from './use-t';

const NS = 'mf_test';
const setUp = () => {
  const loads: string[] = [];
  const catalogs = remoteCatalogs(
    NS,
    { title: '会员中心' },
    {
      'zh-TW': () => {
        loads.push('zh-TW');
        return Promise.resolve({ title: '會員中心' });
      },
    },
  );
  return { catalogs, loads };
};

describe("a remote's catalogs, other languages loaded on first use", () => {
  it('a zh-CN page registers the source and never loads zh-TW', async () => {
    const { catalogs, loads } = setUp();
    const i18n = await fresh('zh-CN');
    await catalogs.mount({ i18n });
    expect(i18n.t('title', { ns: NS })).toBe('会员中心');
    expect(loads).toEqual([]);
  });

  it('a zh-TW page has its catalog before the first render, loaded once', async () => {
    const { catalogs, loads } = setUp();
    const i18n = await fresh('zh-TW');
    await catalogs.mount({ i18n });
    await catalogs.ready(i18n, 'zh-TW');
    expect(i18n.t('title', { ns: NS })).toBe('會員中心');
    expect(loads).toEqual(['zh-TW']);
  });

  it('a mounted tree follows a switch: the zh-CN fallback until the catalog is in, then the new language', async () => {
    const { catalogs } = setUp();
    const i18n = await fresh('zh-CN');
    await catalogs.mount({ i18n });
    function Title() {
      catalogs.useCatalogs(i18n);
      const t = useT(i18n, NS);
      return <h1>{t('title')}</h1>;
    }
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe('会员中心');
    await act(async () => {
      await i18n.changeLanguage('zh-TW');
    });
    expect(screen.getByRole('heading').textContent).toBe('會員中心');
  });

  it("a parcel's mount has the page language's catalog in first, then mounts its root; its other lifecycles as they were", async () => {
    const { catalogs, loads } = setUp();
    const i18n = await fresh('zh-TW');
    const steps: string[] = [];
    const lifecycles = { bootstrap: () => Promise.resolve(), unmount: () => Promise.resolve(), mount: () => Promise.resolve(void steps.push('root')) };
    const parcel = catalogs.parcel(lifecycles);
    expect(parcel.bootstrap).toBe(lifecycles.bootstrap);
    expect(parcel.unmount).toBe(lifecycles.unmount);
    for (const step of parcel.mount) await (step as (props: { i18n: typeof i18n }) => Promise<unknown>)({ i18n });
    expect(loads).toEqual(['zh-TW']);
    expect(i18n.getResource('zh-TW', NS, 'title')).toBe('會員中心');
    expect(steps).toEqual(['root']);
  });
});
