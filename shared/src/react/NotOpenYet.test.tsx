/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { ROUTES } from '../routes';
import { NotOpenYet } from './NotOpenYet';
import { NOT_OPEN_PAGE_NAMES } from './NotOpenYet.pages';

async function i18nIn(lng: 'zh-CN' | 'zh-TW') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng, resources: { [lng]: { mf_casino: { notOpen: { page: '您访问的页面：{{name}}' } } } } });
  return i18n;
}

function show(i18n: Awaited<ReturnType<typeof i18nIn>>, name: string) {
  const navigate = { to: jest.fn() } as unknown as Parameters<typeof NotOpenYet>[0]['navigate'];
  render(<NotOpenYet ns="mf_casino" i18n={i18n} route={{ name, params: {}, query: {} }} navigate={navigate} />);
}

describe('NotOpenYet', () => {
  it('names every remote page of the route table in both languages', () => {
    const remoteRoutes = ROUTES.filter((r) => r.owner !== 'shell').map((r) => r.name);
    for (const lang of ['zh-CN', 'zh-TW'] as const) {
      const missing = remoteRoutes.filter((name) => typeof NOT_OPEN_PAGE_NAMES[lang][name] !== 'string');
      expect(missing).toEqual([]);
    }
  });

  it("shows the page's Chinese name, never the route name", async () => {
    show(await i18nIn('zh-CN'), 'pgGame');
    expect(screen.getByText('您访问的页面：PG电子')).toBeTruthy();
    expect(screen.queryByText(/pgGame/)).toBeNull();
  });

  it('reads a route it does not know as 此页面', async () => {
    show(await i18nIn('zh-CN'), 'someNewRoute');
    expect(screen.getByText('您访问的页面：此页面')).toBeTruthy();
  });

  it('names the page in traditional Chinese in zh-TW', async () => {
    show(await i18nIn('zh-TW'), 'activityRacePage');
    expect(screen.getByText('您访问的页面：競賽活動')).toBeTruthy();
  });
});
