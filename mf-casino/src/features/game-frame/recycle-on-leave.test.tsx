/** @jest-environment jsdom */
import { render, waitFor } from '@testing-library/react';
import { fakeProps } from '../../test-support/fake-platform';
import { recycleOnLeave, useRecycleOnLeave } from './recycle-on-leave';
import type { MountProps } from '@site/shared';

const ALL_BALANCE = '/game/api/v1/venue/allBalance';
const RECYCLE = '/game/api/v1/venue/recycle';
const wallet = (autoTransfer: 0 | 1) => () => ({ totalMoney: 0, autoTransfer, venues: [] });
const recycled = () => ({ centerWalletBalance: 100, results: [] });

describe('leaving a game with auto-transfer on brings the venue money back (spec §7 setAutoTransferStatus)', () => {
  it('recycles once, with an idempotency key, and refreshes the balance, when the switch is on', async () => {
    const t = fakeProps({ [ALL_BALANCE]: wallet(1), [RECYCLE]: recycled }, { loggedIn: true });
    await expect(recycleOnLeave(t.props)).resolves.toBe('recycled');
    const calls = t.calls.filter((c) => c.path === RECYCLE);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_\-:.]{8,128}$/);
    expect(t.balance.refresh).toHaveBeenCalled();
  });

  it('moves nothing when the switch is off', async () => {
    const t = fakeProps({ [ALL_BALANCE]: wallet(0), [RECYCLE]: recycled }, { loggedIn: true });
    await expect(recycleOnLeave(t.props)).resolves.toBe('off');
    expect(t.calls.filter((c) => c.path === RECYCLE)).toHaveLength(0);
  });

  it('the hook runs it only when the page unmounts, not on a re-render with new props', async () => {
    const t = fakeProps({ [ALL_BALANCE]: wallet(1), [RECYCLE]: recycled }, { loggedIn: true });
    function Page({ p }: { p: MountProps }) {
      useRecycleOnLeave(p);
      return null;
    }
    const view = render(<Page p={t.props} />);
    view.rerender(<Page p={{ ...t.props, route: { name: 'dzGame', params: {}, query: { x: '1' } } }} />);
    expect(t.calls).toHaveLength(0);
    view.unmount();
    await waitFor(() => expect(t.calls.map((c) => c.path)).toEqual([ALL_BALANCE, RECYCLE]));
  });
});
