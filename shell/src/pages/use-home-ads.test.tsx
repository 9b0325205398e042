/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { getMyDiscountAd, queryNoticeListByPage, type Contract } from '@site/shared';
import { createPlatform, type Platform } from '../platform/create-platform';
import { PlatformContext } from '../platform/platform-context';
import { useHomeAds } from './use-home-ads';

function Ads() {
  const ads = useHomeAds();
  return <p data-testid="ads">{ads.notices === null ? 'none' : ads.notices.map((n) => n.title).join(',')}</p>;
}

/** The api's answers by hand: each call's path and language, answered in that language when told. */
function api(p: Platform) {
  const asked: { path: string; language: string; answer(): void }[] = [];
  const call = (contract: Contract): Promise<unknown> => {
    const language = p.i18n.language;
    return new Promise<unknown>((resolve) =>
      asked.push({
        path: contract.path,
        language,
        answer: () => resolve(contract.path === queryNoticeListByPage.path ? { list: [{ title: language === 'zh-TW' ? '官方公告（繁）' : '官方公告' }] } : []),
      }),
    );
  };
  jest.spyOn(p.http, 'call').mockImplementation(call as unknown as Platform['http']['call']);
  return asked;
}

describe('useHomeAds', () => {
  it('asks for the notices and banners again when the player switches language, showing the old ones until then', async () => {
    const p = createPlatform(() => () => null, { deviceId: () => 'test-device' });
    const asked = api(p);
    render(
      <PlatformContext.Provider value={p}>
        <Ads />
      </PlatformContext.Provider>,
    );
    expect(asked.map((a) => `${a.path}|${a.language}`)).toEqual([`${queryNoticeListByPage.path}|zh-CN`, `${getMyDiscountAd.path}|zh-CN`]);
    await act(async () => asked.forEach((a) => a.answer()));
    expect(screen.getByTestId('ads').textContent).toBe('官方公告');
    await act(async () => void (await p.i18n.changeLanguage('zh-TW')));
    expect(asked.slice(2).map((a) => a.language)).toEqual(['zh-TW', 'zh-TW']);
    expect(screen.getByTestId('ads').textContent).toBe('官方公告');
    await act(async () => asked.slice(2).forEach((a) => a.answer()));
    expect(screen.getByTestId('ads').textContent).toBe('官方公告（繁）');
    expect(asked).toHaveLength(4);
  });
});
