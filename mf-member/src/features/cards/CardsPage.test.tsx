/** @jest-environment jsdom */
import { act, render, screen } from '@testing-library/react';
import { queryMemberBanksInfoList, withdrawAddList, type SiteFlags, type WithdrawCard } from '@site/shared';
import { App } from '../../App';
import { fakeProps } from '../../test-support/fake-platform';

const CARD: WithdrawCard = {
  id: 1,
  kind: 'bank',
  bankCode: 'CMB',
  bankName: '招商银行',
  maskedNumber: '**** **** **** 8093',
  tail: '8093',
  holder: '王**',
  network: null,
  alias: '',
  createdAt: '2026-11-29',
};

function setUp(flags: Partial<SiteFlags> = {}) {
  return fakeProps(
    {
      [queryMemberBanksInfoList.path]: () => ({ cards: [CARD] }),
      [withdrawAddList.path]: () => ({
        banks: [],
        networks: [],
        limits: { bank: 5, alipay: 1, usdt: 5 },
        counts: { bank: 1, alipay: 0, usdt: 0 },
        holder: '王**',
        bindRealName: true,
      }),
    },
    { name: 'accountManage', params: { id: 'bank' }, query: {} },
    flags,
  );
}

describe('/mine/accountManage/bank', () => {
  it("shows the card's tail and holder, and with flags.hideRealNumbers neither a digit nor the holder's name", async () => {
    const shown = setUp();
    const { unmount } = render(<App {...shown.props} />);
    await act(async () => undefined);
    expect(screen.getByTestId('card-item').textContent).toContain('**** **** **** 8093');
    expect(screen.getByTestId('card-item').textContent).toContain('王**');
    unmount();
    const hidden = setUp({ hideRealNumbers: true });
    render(<App {...hidden.props} />);
    await act(async () => undefined);
    expect(screen.getByTestId('card-item').textContent).not.toMatch(/8093|王/);
    expect(screen.getByTestId('card-item').textContent).toContain('**** **** **** ****');
  });
});
