/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { type BetView, type PickPrice } from '@site/shared';
import { App } from '../../App';
import { counts, FT_RB, league, match } from '../../test-support/sport-fixtures';
import { fakeProps } from '../../test-support/fake-platform';

const MATCHES = '/game/api/v1/sport/matches';
const PRICE_CHECK = '/game/api/v1/sport/bet/priceCheck';
const PLACE = '/game/api/v1/sport/bet/place';
const SESSION = { url: '/provider/sport/?uid=tok-abc', balance: 0, appInfo: {} };
/** A loaded machine answers the fake api late (not a timing assertion). */
const SLOW = { timeout: 10_000 };

const snapshot = () => ({
  seqs: { [FT_RB]: 5 },
  at: 1,
  counts: counts([{ sport: 'FT', show: 'RB', n: 2 }]),
  leagues: [league('FT', 100021, '英格兰超级联赛')],
  matches: [
    match('g1', { league_id: 100021, team_h: '曼城', team_c: '阿森纳' }, { home: 920 }),
    match('g2', { league_id: 100021, team_h: '利物浦', team_c: '切尔西' }, { home: 900 }),
  ],
});

type Pick = { selectionId: string; hkMilli: number; line: string };
/** The api's price check: every pick open, at the price given here (default: the one seen). */
const priceAnswer = (now: () => Record<string, number>) => (body: Record<string, unknown>) => ({
  prices: (body['picks'] as Pick[]).map((p): PickPrice => ({
    selectionId: p.selectionId,
    state: 'open',
    open: true,
    hkMilli: now()[p.selectionId] ?? p.hkMilli,
    line: p.line,
    minStake: 10,
    maxStake: 5000,
    change: 'none',
    lineChanged: false,
    inPlay: false,
  })),
  balance: 1000,
  at: 1,
});

const receipt = (over: Partial<BetView>): BetView => ({
  betId: 'Q1',
  kind: 'single',
  sizes: [1],
  kindName: '单注',
  state: 'ACCEPTED',
  stateName: '已受理',
  rejectReason: null,
  rejectMessage: '',
  unitStake: 50,
  totalStake: 50,
  maxReturn: 96,
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
});

beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 1200 });
});
beforeEach(() => localStorage.clear());

describe('quick bet in the match centre', () => {
  it('on with a preset stake, one tap on a price places that single at once and shows its receipt', async () => {
    const t = fakeProps({ [MATCHES]: () => snapshot(), [PRICE_CHECK]: priceAnswer(() => ({})), [PLACE]: () => ({ bet: receipt({}), balance: 950 }) });
    t.navigate.takeHandover.mockReturnValue(SESSION);
    render(<App {...t.props} />);
    await screen.findByTestId('match-g1');
    fireEvent.click(screen.getByTestId('slip-quick'));
    expect(screen.getByTestId('slip-quick-hint').textContent).toBe('点击赔率即以 10 元投注单注');
    fireEvent.click(within(screen.getByTestId('slip-quick-panel')).getByRole('button', { name: '50' }));
    expect(screen.getByTestId('slip-quick-hint').textContent).toBe('点击赔率即以 50 元投注单注');

    await act(async () => fireEvent.click(screen.getByTestId('odds-g1:R:H')));
    await waitFor(() => expect(t.calls.some((c) => c.path === PLACE)).toBe(true), SLOW);
    const placed = t.calls.filter((c) => c.path === PLACE);
    expect(placed).toHaveLength(1);
    expect(placed[0]?.body).toMatchObject({ kind: 'single', unitStake: '50', autoAccept: true });
    expect((placed[0]?.body['picks'] as Pick[]).map((p) => p.selectionId)).toEqual(['g1:R:H']);
    // The same checks: a price check just before.
    expect(t.calls.findIndex((c) => c.path === PRICE_CHECK)).toBeLessThan(t.calls.findIndex((c) => c.path === PLACE));
    // The same receipt as 确认投注.
    expect((await screen.findByTestId('bet-state', {}, SLOW)).textContent).toBe('已受理');
    expect(screen.getByTestId('bet-kind').textContent).toBe('单注');
  });

  it('auto-accept off with an odds floor: below it the slip says so; a worse price at or above it is placed with the floor', async () => {
    const t = fakeProps({
      [MATCHES]: () => snapshot(),
      [PRICE_CHECK]: priceAnswer(() => ({ 'g1:R:H': 880 })),
      [PLACE]: () => ({ bet: receipt({}), balance: 950 }),
    });
    t.navigate.takeHandover.mockReturnValue(SESSION);
    render(<App {...t.props} />);
    await screen.findByTestId('match-g1');
    fireEvent.click(screen.getByTestId('slip-auto-accept'));
    fireEvent.click(screen.getByTestId('odds-g1:R:H'));
    const pick = await screen.findByTestId('slip-pick-g1:R:H');
    await waitFor(() => expect(pick.dataset['change']).toBe('down'), SLOW);
    fireEvent.change(within(pick).getByTestId('slip-floor'), { target: { value: '0.95' } });
    expect(within(pick).getByTestId('slip-floor-problem').textContent).toBe('最低赔率不能高于当前赔率');
    fireEvent.change(within(pick).getByTestId('slip-floor'), { target: { value: '0.89' } });
    expect(within(pick).queryByTestId('slip-floor-problem')).toBeNull();
    expect(screen.getByTestId('slip-problem').textContent).toBe('赔率已低于您设定的最低赔率，请接受新赔率或调整最低赔率');
    expect(screen.getByTestId('slip-accept')).toBeTruthy();

    fireEvent.change(within(pick).getByTestId('slip-floor'), { target: { value: '0.87' } });
    expect(within(pick).getByTestId('slip-floor-takes').textContent).toBe('新赔率不低于最低赔率，将按新赔率投注');
    expect(screen.queryByTestId('slip-problem')).toBeNull();
    fireEvent.change(screen.getByTestId('slip-stake'), { target: { value: '20' } });
    await act(async () => fireEvent.click(screen.getByTestId('slip-place')));
    await waitFor(() => expect(t.calls.some((c) => c.path === PLACE)).toBe(true), SLOW);
    expect(t.calls.find((c) => c.path === PLACE)?.body).toMatchObject({ autoAccept: false, picks: [{ selectionId: 'g1:R:H', hkMilli: 920, floor: 870 }] });
  });
});
