/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fail } from '@site/shared';
import { connectDialogInbox, TRANSFER_IN_DIALOG } from '@site/kit';
import { fakeProps } from '../../test-support/fake-platform';
import { TransferInDialog } from './TransferInDialog';

const TRANSFER = '/game/api/v1/venue/transfer';

function setup(transfer: (body: Record<string, unknown>) => unknown) {
  const fake = fakeProps(
    { [TRANSFER]: transfer, '/fd/api/v1/transfer/getBalance': () => ({ centerWalletBalance: 0, lockMoney: 0 }) },
    { loggedIn: true, centerWalletBalance: 88.5 },
  );
  const dialogInbox = connectDialogInbox(fake.props.bus, TRANSFER_IN_DIALOG);
  render(<TransferInDialog {...fake.props} dialogInbox={dialogInbox} />);
  act(() => fake.bus.emit('wallet:transfer-in', { channelCode: 'CQ9DZ' }));
  fake.bus.emitted.length = 0;
  return fake;
}

describe("the transfer-in dialog opened by 'wallet:transfer-in' (spec §5)", () => {
  it("'all' fills the centre balance; '转账成功' refreshes the balance and opens the venue", async () => {
    const t = setup(() => ({ centerWalletBalance: 0, balance: 88.5 }));
    const dialog = screen.getByTestId('transfer-in-dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: '全部' }));
    expect((within(dialog).getByLabelText('转入金额') as HTMLInputElement).value).toBe('88.5');
    fireEvent.click(within(dialog).getByRole('button', { name: '立即转入' }));
    await waitFor(() => expect(t.dialogs.toast).toHaveBeenCalledWith('转账成功', 'success'));
    expect(t.calls.find((c) => c.path === TRANSFER)?.body).toEqual({ channelCode: 'CQ9DZ', amount: '88.5', ty: 1, isActivity: 0 });
    expect(t.balance.refresh).toHaveBeenCalled();
    expect(t.bus.emitted).toEqual([{ type: 'venue:enter', payload: { enName: 'CQ9DZ', gameCode: '', isActivity: false } }]);
    expect(screen.queryByTestId('transfer-in-dialog')).toBeNull();
  });

  it('the field keeps two decimals and 12 characters; more than the centre balance is refused before any call', () => {
    const t = setup(() => ({ centerWalletBalance: 0, balance: 0 }));
    const input = screen.getByLabelText('转入金额') as HTMLInputElement;
    for (const key of '12.345') fireEvent.change(input, { target: { value: input.value + key } });
    expect(input.value).toBe('12.34');
    expect(screen.getByTestId('transfer-in-capital').textContent).toBe('大写：壹拾贰元叁角肆分');
    expect(input.maxLength).toBe(12);
    fireEvent.change(input, { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: '立即转入' }));
    expect(screen.getByRole('alert').textContent).toBe('中心钱包余额不足');
    expect(t.calls.filter((c) => c.path === TRANSFER)).toHaveLength(0);
  });

  it("the api's refusal shows its message and the dialog stays", async () => {
    setup(() => fail(6012, '场馆余额不足'));
    fireEvent.click(screen.getByRole('button', { name: '全部' }));
    fireEvent.click(screen.getByRole('button', { name: '立即转入' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('场馆余额不足'));
    expect(screen.getByTestId('transfer-in-dialog')).toBeTruthy();
  });
});
