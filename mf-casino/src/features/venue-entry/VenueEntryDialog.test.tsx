/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fail, ResponseCode } from '@site/shared';
import { connectDialogInbox, VENUE_ENTRY_DIALOG } from '@site/kit';
import { fakeProps } from '../../test-support/fake-platform';
import { VenueEntryDialog } from './VenueEntryDialog';
import { gameFrameEntry, slotLaunchDocument } from './launch-values';

const LAUNCH = '/game/api/v1/venue/launch';
const TRANSFER = '/game/api/v1/venue/transfer';
const BALANCE = '/fd/api/v1/transfer/getBalance';
const ALL_BALANCE = '/game/api/v1/venue/allBalance';

/** allBalance's answer: these venue balances (yuan), every other venue ¥0. */
const wallet = (venues: Record<string, number>, autoTransfer: 0 | 1 = 0) => ({
  totalMoney: Object.values(venues).reduce((a, b) => a + b, 0),
  autoTransfer,
  venues: Object.entries(venues).map(([channelCode, balance]) => ({ channelCode, name: channelCode, balance })),
});
/** Every venue these tests open holds money, unless a test says otherwise. */
const funded = () => wallet({ AGZR: 100, KXZR: 100, PGDZ: 100, MGDZ: 100 });

function setup(routes: Parameters<typeof fakeProps>[0], options: Parameters<typeof fakeProps>[1] = { loggedIn: true }) {
  const fake = fakeProps({ [ALL_BALANCE]: funded, ...routes }, options);
  const dialogInbox = connectDialogInbox(fake.props.bus, VENUE_ENTRY_DIALOG);
  render(<VenueEntryDialog {...fake.props} dialogInbox={dialogInbox} />);
  const enter = (enName: string, gameCode = '') => act(() => fake.bus.emit('venue:enter', { enName, gameCode, isActivity: false }));
  return { ...fake, enter };
}

beforeEach(() => localStorage.clear());

describe('the venue entry dialog (spec §4 Venue entry)', () => {
  it('a guest gets the login-required prompt and no launch is sent', async () => {
    const t = setup({ [LAUNCH]: () => ({ title: 'AG真人', url: 'https://x.test' }) }, { loggedIn: false });
    t.enter('AGZR');
    await waitFor(() => expect(t.dialogs.loginRequired).toHaveBeenCalledTimes(1));
    expect(t.calls.filter((c) => c.path === LAUNCH)).toHaveLength(0);
  });

  it("shows the 'starting' loading toast and launches once, with one idempotency key per entry", async () => {
    const t = setup({ [LAUNCH]: () => ({ title: 'AG真人', url: 'https://site.test/provider/baccarat/?token=a' }) });
    t.enter('AGZR');
    await waitFor(() => expect(t.navigate.to).toHaveBeenCalled());
    expect(t.dialogs.loading).toHaveBeenCalledWith('游戏启动中，请稍候…');
    t.enter('AGZR');
    await waitFor(() => expect(t.navigate.to).toHaveBeenCalledTimes(2));
    const keys = t.calls.filter((c) => c.path === LAUNCH).map((c) => c.headers['idempotency-key']);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
  });

  it('an http url with innerGame on is stored and opens the in-site frame /game/{info}', async () => {
    const url = 'https://site.test/provider/baccarat/?token=a';
    const t = setup({ [LAUNCH]: () => ({ title: 'AG真人', url }) });
    t.enter('AGZR');
    await waitFor(() => expect(t.navigate.to).toHaveBeenCalledWith({ name: 'game', params: { info: 'AGZR' } }));
    expect(t.props.storage.get(gameFrameEntry)).toEqual({ enName: 'AGZR', title: 'AG真人', url });
  });

  it('KXZR opens directly in a new window', async () => {
    const t = setup({ [LAUNCH]: () => ({ title: 'AG真人', url: 'https://site.test/provider/baccarat/?token=k' }) });
    t.enter('KXZR');
    await waitFor(() => expect(t.navigate.newWindow).toHaveBeenCalledWith('https://site.test/provider/baccarat/?token=k'));
  });

  it('a launch document is stored and opens /pg/game for PGDZ', async () => {
    const doc = '<!doctype html><meta http-equiv="refresh" content="0;url=/provider/slot/?token=t&game=g">';
    const t = setup({ [LAUNCH]: () => ({ title: '财神宝藏', url: doc }) });
    t.enter('PGDZ', 'g');
    await waitFor(() => expect(t.navigate.to).toHaveBeenCalledWith({ name: 'pgGame', query: { venue: 'PGDZ' } }));
    expect(t.props.storage.get(slotLaunchDocument)).toEqual({ enName: 'PGDZ', title: '财神宝藏', document: doc });
  });

  it('6415 maintenance: the server message as a toast', async () => {
    const t = setup({ [LAUNCH]: () => fail(ResponseCode.VENUE_MAINTENANCE, 'MG电子维护中，请稍后再试') });
    t.enter('MGDZ', 'g');
    await waitFor(() => expect(t.dialogs.toast).toHaveBeenCalledWith('MG电子维护中，请稍后再试', 'error'));
    expect(t.navigate.to).not.toHaveBeenCalled();
  });

  it("6413: the message, then the transfer-in dialog with the turnover warning; 'all', '转账成功', the venue opens and the balance refreshes", async () => {
    let centre = 1000;
    const launches: unknown[] = [];
    const t = setup(
      {
        [LAUNCH]: (body) => {
          launches.push(body);
          return body['isActivity'] === 1
            ? { title: '财神宝藏', url: '<!doctype html><p>slot</p>' }
            : fail(ResponseCode.VENUE_ACTIVITY, 'PG电子活动进行中，请先转入额度参与活动');
        },
        [TRANSFER]: (body) => {
          centre -= Number(body['amount']);
          return { centerWalletBalance: centre, balance: 1000 - centre };
        },
        [BALANCE]: () => ({ centerWalletBalance: centre, lockMoney: 0 }),
        [ALL_BALANCE]: () => wallet({ PGDZ: 1000 - centre }),
      },
      { loggedIn: true, centerWalletBalance: 1000 },
    );
    t.enter('PGDZ', 'g1');
    const dialog = await screen.findByTestId('transfer-in-dialog');
    expect(t.dialogs.toast).toHaveBeenCalledWith('PG电子活动进行中，请先转入额度参与活动', 'warning');
    expect(dialog.textContent).toContain('未完成活动要求的流水');

    fireEvent.click(within(dialog).getByRole('button', { name: '立即转入' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('请输入转入金额');

    fireEvent.click(within(dialog).getByRole('button', { name: '全部' }));
    expect((within(dialog).getByLabelText('转入金额') as HTMLInputElement).value).toBe('1000');
    fireEvent.click(within(dialog).getByRole('button', { name: '立即转入' }));

    await waitFor(() => expect(t.dialogs.toast).toHaveBeenCalledWith('转账成功', 'success'));
    const transfer = t.calls.find((c) => c.path === TRANSFER)!;
    expect(transfer.body).toEqual({ channelCode: 'PGDZ', amount: '1000', ty: 1, isActivity: 1 });
    expect(transfer.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
    expect(t.balance.refresh).toHaveBeenCalled();
    await waitFor(() => expect(t.navigate.to).toHaveBeenCalledWith({ name: 'pgGame', query: { venue: 'PGDZ' } }));
    expect(launches).toEqual([
      { enName: 'PGDZ', gameCode: 'g1', isActivity: 0 },
      { enName: 'PGDZ', gameCode: 'g1', isActivity: 1 },
    ]);
    expect(screen.queryByTestId('transfer-in-dialog')).toBeNull();
  });

  describe('a venue holding ¥0 (the funding step)', () => {
    const url = 'https://site.test/provider/baccarat/?token=z';

    it('auto-transfer off: the transfer-in dialog instead of the table; after 转账成功 the launched table opens, with no second launch', async () => {
      let centre = 1000;
      const t = setup(
        {
          [LAUNCH]: () => ({ title: 'AG真人', url }),
          [ALL_BALANCE]: () => wallet({ AGZR: 1000 - centre }),
          [BALANCE]: () => ({ centerWalletBalance: centre, lockMoney: 0 }),
          [TRANSFER]: (body) => {
            centre -= Number(body['amount']);
            return { centerWalletBalance: centre, balance: 1000 - centre };
          },
        },
        { loggedIn: true, centerWalletBalance: 1000 },
      );
      t.enter('AGZR');
      const dialog = await screen.findByTestId('transfer-in-dialog');
      expect(dialog.textContent).toContain('该场馆余额为0，请先转入额度再开始游戏');
      expect(dialog.textContent).not.toContain('未完成活动要求的流水');
      expect(t.navigate.to).not.toHaveBeenCalled();

      fireEvent.change(within(dialog).getByLabelText('转入金额'), { target: { value: '300' } });
      fireEvent.click(within(dialog).getByRole('button', { name: '立即转入' }));
      await waitFor(() => expect(t.navigate.to).toHaveBeenCalledWith({ name: 'game', params: { info: 'AGZR' } }));
      expect(t.dialogs.toast).toHaveBeenCalledWith('转账成功', 'success');
      expect(t.calls.find((c) => c.path === TRANSFER)!.body).toEqual({ channelCode: 'AGZR', amount: '300', ty: 1, isActivity: 0 });
      expect(t.props.storage.get(gameFrameEntry)).toEqual({ enName: 'AGZR', title: 'AG真人', url });
      expect(t.calls.filter((c) => c.path === LAUNCH)).toHaveLength(1);
      expect(screen.queryByTestId('transfer-in-dialog')).toBeNull();
    });

    it('closing the dialog opens nothing', async () => {
      const t = setup({
        [LAUNCH]: () => ({ title: 'AG真人', url }),
        [ALL_BALANCE]: () => wallet({}),
        [BALANCE]: () => ({ centerWalletBalance: 50, lockMoney: 0 }),
      });
      t.enter('AGZR');
      const dialog = await screen.findByTestId('transfer-in-dialog');
      fireEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
      expect(screen.queryByTestId('transfer-in-dialog')).toBeNull();
      expect(t.navigate.to).not.toHaveBeenCalled();
    });

    it('auto-transfer on: the whole centre balance moves in and the table opens, no dialog', async () => {
      let centre = 8888.88;
      const t = setup({
        [LAUNCH]: () => ({ title: 'AG真人', url }),
        [ALL_BALANCE]: () => wallet({}, 1),
        [BALANCE]: () => ({ centerWalletBalance: centre, lockMoney: 0 }),
        [TRANSFER]: (body) => {
          centre = 0;
          return { centerWalletBalance: 0, balance: Number(body['amount']) };
        },
      });
      t.enter('AGZR');
      await waitFor(() => expect(t.navigate.to).toHaveBeenCalledWith({ name: 'game', params: { info: 'AGZR' } }));
      const transfer = t.calls.find((c) => c.path === TRANSFER)!;
      expect(transfer.body).toEqual({ channelCode: 'AGZR', amount: '8888.88', ty: 1, isActivity: 0 });
      expect(transfer.headers['idempotency-key']).toMatch(/^[A-Za-z0-9_-]{8,128}$/);
      expect(t.dialogs.toast).toHaveBeenCalledWith('转账成功', 'success');
      expect(screen.queryByTestId('transfer-in-dialog')).toBeNull();
    });

    it('¥0 in the venue and the centre: a notice, and the table opens', async () => {
      const t = setup({
        [LAUNCH]: () => ({ title: 'AG真人', url }),
        [ALL_BALANCE]: () => wallet({}),
        [BALANCE]: () => ({ centerWalletBalance: 0, lockMoney: 0 }),
      });
      t.enter('AGZR');
      await waitFor(() => expect(t.navigate.to).toHaveBeenCalledWith({ name: 'game', params: { info: 'AGZR' } }));
      expect(t.dialogs.toast).toHaveBeenCalledWith('中心钱包和场馆余额均为0，充值后即可转入游戏', 'warning');
      expect(t.calls.filter((c) => c.path === TRANSFER)).toHaveLength(0);
    });
  });
});
