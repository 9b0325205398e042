/** @jest-environment jsdom */
import { useEffect } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ROUTES } from '@site/shared';
import { App } from './App';
import { loadSectionOf, sectionOf, type Section } from './sections';
import { SectionView } from './SectionView';
import { fakeProps } from './test-support/fake-platform';
import { withPlatform } from '@site/shared/react';
import { mountCatalog } from './i18n/catalog';
import { useCallsAhead } from './calls-ahead';

const settle = () => act(async () => undefined);

describe('the member centre by section', () => {
  it('every /mine route of this remote has its section (no page falls back to the not-open panel)', () => {
    const mine = ROUTES.filter((r) => r.owner === 'mf_member');
    expect(mine.length).toBeGreaterThan(0);
    expect(mine.filter((r) => !sectionOf(r.name)).map((r) => r.name)).toEqual([]);
  });

  it("the opened page's section loads with the pages module (its chunk comes while the guards wait), nothing for another path", async () => {
    const giftRecord = sectionOf('giftRecord')!;
    const load = jest.spyOn(giftRecord, 'load');
    expect(giftRecord.loaded()).toBeNull();
    loadSectionOf('/mine/giftRecord');
    expect(load).toHaveBeenCalledTimes(1);
    await act(() => load.mock.results[0]!.value as Promise<unknown>);
    expect(giftRecord.loaded()).not.toBeNull();
    loadSectionOf('/app/help/kh');
    loadSectionOf('/nowhere');
    expect(load).toHaveBeenCalledTimes(1);
    load.mockRestore();
  });

  it('a route it does not know keeps the not-open panel', async () => {
    const { props } = fakeProps({}, { name: 'noSuchPage', params: {}, query: {} });
    render(<App {...props} />);
    await settle();
    expect(screen.getByTestId('not-open-mf_member')).toBeTruthy();
  });

  it("asks for the page's calls ahead while its chunk comes; the page takes their answers once", async () => {
    const taken: unknown[] = [];
    const Page = () => {
      const opening = useCallsAhead<string>();
      useEffect(() => void taken.push(opening?.take(), opening?.take()), [opening]);
      return <p data-testid="the-page">page</p>;
    };
    let chunkCame: () => void = () => undefined;
    let page: typeof Page | null = null;
    const opening = jest.fn(() => 'the answers');
    const section: Section = {
      name: 'test',
      callsAhead: opening,
      loaded: () => page,
      load: () => new Promise((resolve) => (chunkCame = () => resolve((page = Page)))),
    };
    const View = withPlatform(() => <SectionView section={section} />);
    const { props } = fakeProps({}, { name: 'userinfo', params: {}, query: {} });
    render(<View {...props} />);
    expect(opening).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('member-page-outline')).toBeTruthy();
    await act(async () => chunkCame());
    expect(screen.getByTestId('the-page')).toBeTruthy();
    expect(taken).toEqual(['the answers', null]);
    expect(opening).toHaveBeenCalledTimes(1);
  });

  it("draws the page's outline until the section's chunk is in; a chunk that did not come offers a retry, which loads it", async () => {
    const Page = () => <p data-testid="the-page">page</p>;
    let tries = 0;
    let page: typeof Page | null = null;
    const section: Section = {
      name: 'test',
      loaded: () => page,
      load: () => {
        tries += 1;
        if (tries === 1) return Promise.reject(new Error('chunk failed'));
        page = Page;
        return Promise.resolve(Page);
      },
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const View = withPlatform(() => <SectionView section={section} />);
    const { props } = fakeProps({}, { name: 'userinfo', params: {}, query: {} });
    await mountCatalog(props);
    render(<View {...props} />);
    expect(screen.getByTestId('member-page-outline')).toBeTruthy();
    await settle();
    expect(screen.getByRole('alert').textContent).toContain('页面加载失败，请检查网络后重试');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    await settle();
    expect(screen.getByTestId('the-page')).toBeTruthy();
    expect(tries).toBe(2);
  });
});
