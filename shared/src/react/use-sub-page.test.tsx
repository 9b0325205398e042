/** @jest-environment jsdom */
import { fireEvent, render, screen } from '@testing-library/react';
import { z } from 'zod';
import type { MountProps } from '../platform';
import type { RouteMatch } from '../routes';
import { defineSubPage } from '../sub-page';
import { PlatformProvider } from './platform-context';
import { useSubPage } from './use-sub-page';

const list = defineSubPage({ tab: z.enum(['all', 'live']).default('all'), page: z.coerce.number().int().min(1).default(1) });

function Tabs() {
  const [state, set] = useSubPage(list);
  return (
    <div>
      <p data-testid="state">{`${state.tab}:${state.page}`}</p>
      <button type="button" onClick={() => set({ tab: 'live', page: 1 })}>
        滚球
      </button>
      <button type="button" onClick={() => set({ page: state.page + 1 }, { replace: true })}>
        下一页
      </button>
    </div>
  );
}

function mount(query: Record<string, string>) {
  const navigate = { query: jest.fn() };
  const route: RouteMatch = { name: 'sport', params: {}, query };
  const props = { navigate, route } as unknown as MountProps;
  const view = render(
    <PlatformProvider platform={props}>
      <Tabs />
    </PlatformProvider>,
  );
  return { navigate, view, props };
}

describe('useSubPage', () => {
  it('shows the state of the route query and navigates with the new query', () => {
    const { navigate } = mount({ tab: 'all', page: '3', icode: 'I-1' });
    expect(screen.getByTestId('state').textContent).toBe('all:3');
    fireEvent.click(screen.getByRole('button', { name: '滚球' }));
    expect(navigate.query).toHaveBeenLastCalledWith({ icode: 'I-1', tab: 'live' }, undefined);
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    expect(navigate.query).toHaveBeenLastCalledWith({ icode: 'I-1', page: '4' }, { replace: true });
  });
  it('follows a new route (back, reload)', () => {
    const { view, props } = mount({});
    expect(screen.getByTestId('state').textContent).toBe('all:1');
    view.rerender(
      <PlatformProvider platform={{ ...props, route: { name: 'sport', params: {}, query: { tab: 'live', page: '2' } } }}>
        <Tabs />
      </PlatformProvider>,
    );
    expect(screen.getByTestId('state').textContent).toBe('live:2');
  });
});
