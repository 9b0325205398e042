/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import i18next from 'i18next';
import { PlatformContext } from '../platform/platform-context';
import type { Platform } from '../platform/create-platform';
import zhCN from '../i18n/zh-CN.json';
import { PageErrorBoundary } from './PageErrorBoundary';

function Broken(): never {
  throw new Error('boom');
}

it('shows a Chinese panel with a reload button instead of a blank page when a page throws', () => {
  const i18n = i18next.createInstance();
  void i18n.init({ lng: 'zh-CN', resources: { 'zh-CN': { shell: zhCN } }, initImmediate: false } as never);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <PlatformContext.Provider value={{ i18n } as unknown as Platform}>
      <MemoryRouter>
        <PageErrorBoundary>
          <Broken />
        </PageErrorBoundary>
      </MemoryRouter>
    </PlatformContext.Provider>,
  );
  expect(screen.getByRole('alert').textContent).toContain('页面出了点问题');
  expect(screen.getByRole('button', { name: '刷新页面' })).toBeTruthy();
});
