/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { addBankCard, fail, queryMemberBanksInfoList, ResponseCode, withdrawAddList, type SiteFlags, type WithdrawCard } from '@site/shared';
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
    expect((await screen.findByTestId('card-item')).textContent).toContain('**** **** **** 8093');
    expect(screen.getByTestId('card-item').textContent).toContain('王**');
    unmount();
    const hidden = setUp({ hideRealNumbers: true });
    render(<App {...hidden.props} />);
    expect((await screen.findByTestId('card-item')).textContent).not.toMatch(/8093|王/);
    expect(screen.getByTestId('card-item').textContent).toContain('**** **** **** ****');
  });
});

describe('/mine/addBankCard without a bound real name', () => {
  it("sends the account and lets the api's 6449 reach the error policy (its dialog leads to the binding), no page rule of its own", async () => {
    const t = fakeProps(
      {
        [queryMemberBanksInfoList.path]: () => ({ cards: [] }),
        [withdrawAddList.path]: () => ({
          banks: [{ code: 'CMB', name: '招商银行' }],
          networks: [],
          limits: { bank: 5, alipay: 1, usdt: 5 },
          counts: { bank: 0, alipay: 0, usdt: 0 },
          holder: '',
          bindRealName: false,
        }),
        [addBankCard.path]: () => fail(ResponseCode.BIND_REAL_NAME, '请先绑定真实姓名'),
      },
      { name: 'addBankCard', params: {}, query: {} },
    );
    render(<App {...t.props} />);
    fireEvent.change(await screen.findByLabelText('开户银行'), { target: { value: 'CMB' } });
    fireEvent.change(screen.getByLabelText('银行卡号'), { target: { value: '4111111111111111' } });
    fireEvent.change(screen.getByLabelText('持卡人'), { target: { value: '王小明' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '添加银行卡' })));
    expect(t.calls.some((c) => c.path === addBankCard.path)).toBe(true);
    expect(t.effects.bindRealName).toHaveBeenCalledWith('请先绑定真实姓名');
  });
});
