/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { BET_STATE, type BetView, type PickPrice } from '@site/shared';
import { App } from '../../App';
import { counts, FT_RB, league, match } from '../../test-support/sport-fixtures';
import { fakeProps } from '../../test-support/fake-platform';

const MATCHES = '/game/api/v1/sport/matches';
const PRICE_CHECK = '/game/api/v1/sport/bet/priceCheck';
const PLACE = '/game/api/v1/sport/bet/place';
const VENUE_BALANCE = '/game/api/v1/venue/balance';
/** A loaded machine answers the fake api late: the waits of the newer tests allow for it (not a timing assertion). */
const SLOW = { timeout: 10_000 };
const BET_LIST = '/game/api/v1/sport/bet/list';
const SESSION = { url: '/provider/sport/?uid=tok-abc', balance: 0, appInfo: {} };

const snapshot = () => ({
  seqs: { [FT_RB]: 5 },
  at: 1,
  counts: counts([{ sport: 'FT', show: 'RB', n: 3 }]),
  leagues: [league('FT', 100021, '英格兰超级联赛')],
  matches: [
    match('g1', { league_id: 100021, team_h: '曼城', team_c: '阿森纳' }, { home: 920 }),
    match('g2', { league_id: 100021, team_h: '利物浦', team_c: '切尔西' }, { home: 900 }),
    match('g3', { league_id: 100021, team_h: '热刺', team_c: '纽卡斯尔' }, { home: 1000 }),
  ],
});

type Pick = { selectionId: string; hkMilli: number; line: string };
/** The api's price check: every pick open at the price given here (default: the one seen). */
function priceAnswer(now: Record<string, number> = {}) {
  return (body: Record<string, unknown>) => ({
    prices: (body['picks'] as Pick[]).map((p): PickPrice => ({
      selectionId: p.selectionId,
      state: 'open',
      open: true,
      hkMilli: now[p.selectionId] ?? p.hkMilli,
      line: p.line,
      minStake: 10,
      maxStake: 5000,
      change: 'none',
      lineChanged: false,
      inPlay: true,
    })),
    balance: 1000,
    at: 1,
  });
}

function betView(over: Partial<BetView>): BetView {
  return {
    betId: 'B1',
    kind: 'series',
    sizes: [2, 3],
    kindName: '3串4',
    state: 'ACCEPTED',
    stateName: '已受理',
    rejectReason: null,
    rejectMessage: '',
    unitStake: 10,
    totalStake: 40,
    maxReturn: 150,
    payout: null,
    winLoss: null,
    result: null,
    resultName: '',
    oddsType: 'H',
    legs: [],
    combinations: [],
    placedAt: 1,
    pendingUntil: null,
    settledAt: null,
    cashOut: null,
    ...over,
  };
}

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 1200 });
});
beforeEach(() => localStorage.clear());

const slip = () => screen.getByTestId('bet-slip');
const sw = (testId: string) => fireEvent.click(screen.getByTestId(testId));

describe('the bet slip in the match centre', () => {
  it('prices go on the slip; a multiple becomes the series 3串4 and is placed with its sizes and unit', async () => {
    const t = fakeProps({
      [MATCHES]: () => snapshot(),
      [PRICE_CHECK]: priceAnswer(),
      [PLACE]: () => ({ bet: betView({ state: BET_STATE.ACCEPTED }), balance: 960 }),
    });
    t.navigate.takeHandover.mockReturnValue(SESSION);
    render(<App {...t.props} />);
    await screen.findByTestId('match-g1', {}, SLOW);
    sw('slip-multiple');
    for (const g of ['g1', 'g2', 'g3']) fireEvent.click(screen.getByTestId(`odds-${g}:R:H`));
    expect(screen.getByTestId('odds-g1:R:H').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('slip-count').textContent).toBe('3');
    expect(slip().dataset['kind']).toBe('multiple');
    // the slip opened with picks: the price check asked about them with the prices seen
    await waitFor(() => expect(t.calls.filter((c) => c.path === PRICE_CHECK).length).toBeGreaterThan(0), SLOW);
    expect(t.calls.find((c) => c.path === PRICE_CHECK)?.body).toMatchObject({ uid: 'tok-abc' });

    // picking again removes it; the slip is kept in platform storage
    fireEvent.click(screen.getByTestId('odds-g3:R:H'));
    expect(screen.getByTestId('slip-count').textContent).toBe('2');
    fireEvent.click(screen.getByTestId('odds-g3:R:H'));

    sw('slip-series');
    expect(slip().dataset['kind']).toBe('series');
    const families = within(screen.getByTestId('slip-families'));
    expect(families.getByRole('radio', { name: /3串4/ })).toHaveProperty('checked', true);
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '10' } });
    expect(screen.getByTestId('slip-combinations').textContent).toBe('4 注');
    expect(screen.getByTestId('slip-total').textContent).toBe('40.00');

    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    await waitFor(() => expect(t.calls.some((c) => c.path === PLACE)).toBe(true), SLOW);
    const placed = t.calls.find((c) => c.path === PLACE);
    expect(placed?.body).toMatchObject({ uid: 'tok-abc', kind: 'series', sizes: [2, 3], unitStake: '10', autoAccept: true });
    expect((placed?.body['picks'] as Pick[]).map((p) => p.selectionId)).toEqual(['g1:R:H', 'g2:R:H', 'g3:R:H']);
    // one idempotency key per click of 投注
    expect(placed?.headers['idempotency-key'] ?? placed?.headers['x-idempotency-key']).toBeTruthy();
    expect(await screen.findByTestId('bet-state', {}, SLOW)).toHaveProperty('textContent', '已受理');
    expect(screen.getByTestId('slip-empty')).toBeTruthy();
  });

  it('auto-accept off: a moved price shows its flag and the accept step instead of placing', async () => {
    const t = fakeProps({ [MATCHES]: () => snapshot(), [PRICE_CHECK]: priceAnswer({ 'g1:R:H': 980 }) });
    t.navigate.takeHandover.mockReturnValue(SESSION);
    render(<App {...t.props} />);
    await screen.findByTestId('match-g1', {}, SLOW);
    sw('slip-auto-accept');
    fireEvent.click(screen.getByTestId('odds-g1:R:H'));
    const item = await screen.findByTestId('slip-pick-g1:R:H', {}, SLOW);
    await waitFor(() => expect(item.dataset['change']).toBe('up'), SLOW);
    expect(within(item).getByTestId('slip-flag').textContent).toBe('赔率上升');
    expect(screen.queryByTestId('slip-place')).toBeNull();
    fireEvent.click(screen.getByTestId('slip-accept'));
    expect(item.dataset['change']).toBe('none');
    expect(screen.getByTestId('slip-place')).toBeTruthy();
  });

  it('shows the sport wallet and reads it again on every balance event (a bet, a refund, a settlement)', async () => {
    let balance = 1000;
    const t = fakeProps({ [MATCHES]: () => snapshot(), [VENUE_BALANCE]: () => ({ channelCode: 'crty', balance }) });
    t.navigate.takeHandover.mockReturnValue(SESSION);
    render(<App {...t.props} />);
    const wallet = await screen.findByTestId('slip-wallet', {}, SLOW);
    expect(wallet.dataset['fen']).toBe('100000');
    expect(t.calls.find((c) => c.path === VENUE_BALANCE)?.body).toMatchObject({ channelCode: 'crty' });
    balance = 1234.56;
    act(() => t.props.bus.emit('balance:changed', { centerWalletBalance: 0, totalMoney: 1234.56 }));
    await waitFor(() => expect(screen.getByTestId('slip-wallet').dataset['fen']).toBe('123456'), SLOW);
    expect(screen.getByTestId('slip-wallet').textContent).toContain('1,234.56');
  });

  it('the 注单 list pages 20 at a time and reads again on a balance event (a bet settled meanwhile)', async () => {
    let settled = false;
    const t = fakeProps({
      [MATCHES]: () => snapshot(),
      [BET_LIST]: (body: Record<string, unknown>) => ({
        list: [betView({ betId: `P${String(body['pageNum'])}`, ...(settled ? { state: BET_STATE.SETTLED, stateName: '已结算', payout: 52.5 } : {}) })],
        total: 45,
        pageNum: body['pageNum'],
        pageSize: body['pageSize'],
      }),
    });
    t.navigate.takeHandover.mockReturnValue(SESSION);
    render(<App {...t.props} />);
    await screen.findByTestId('match-g1', {}, SLOW);
    fireEvent.click(screen.getByTestId('slip-tab-bets'));
    expect((await screen.findByTestId('my-bets-page', {}, SLOW)).textContent).toBe('第 1 / 3 页，共 45 笔');
    expect(t.calls.filter((c) => c.path === BET_LIST).at(-1)?.body).toMatchObject({ scope: 'open', pageNum: 1, pageSize: 20 });
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await waitFor(() => expect(screen.getByTestId('my-bets-page').textContent).toBe('第 2 / 3 页，共 45 笔'), SLOW);
    expect(screen.getByTestId('bet-P2')).toBeTruthy();
    settled = true;
    act(() => t.props.bus.emit('balance:changed', { centerWalletBalance: 0, totalMoney: 52.5 }));
    await waitFor(() => expect(screen.getByTestId('bet-P2').dataset['state']).toBe('SETTLED'), SLOW);
    expect(screen.getByTestId('bet-P2').dataset['payout']).toBe('52.5');
    expect(t.calls.filter((c) => c.path === BET_LIST).at(-1)?.body).toMatchObject({ pageNum: 2 });
  });
});
