/** @jest-environment jsdom */
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { fail, ResponseCode, sportVenueSession } from '@site/shared';
import { App } from '../../App';
import { counts, FT_RB, league, match } from '../../test-support/sport-fixtures';
import { fakeProps } from '../../test-support/fake-platform';

const MATCHES = '/game/api/v1/sport/matches';
const LAUNCH = '/game/api/v1/venue/launch';
const RESOURCE = '/game/api/v1/venue/resource';
const SESSION = { url: '/provider/sport/?uid=tok-abc', balance: 0, appInfo: {} };

const snapshot = () => ({
  seqs: { [FT_RB]: 5 },
  at: 1,
  counts: counts([{ sport: 'FT', show: 'RB', n: 2 }]),
  leagues: [league('FT', 100021, '英格兰超级联赛')],
  matches: [match('g1', { league_id: 100021, team_h: '曼城', team_c: '阿森纳' }, { home: 920 })],
});

/** The virtual list measures its scroller; jsdom has no layout, so the scroller reports a viewport. */
beforeAll(() => {
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', { configurable: true, get: () => 800 });
  Object.defineProperty(HTMLElement.prototype, 'offsetWidth', { configurable: true, get: () => 1200 });
});
beforeEach(() => localStorage.clear());

async function frame() {
  await act(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
  });
}

describe('the match centre page', () => {
  it('starts from the session venue entry handed over, shows leagues and matches, and follows the feed', async () => {
    const t = fakeProps({ [MATCHES]: () => snapshot() });
    t.navigate.takeHandover.mockReturnValue(SESSION);
    render(<App {...t.props} />);
    const row = await screen.findByTestId('match-g1');
    expect(within(row).getByText('曼城')).toBeTruthy();
    expect(screen.getByTestId('league-100021').textContent).toContain('英格兰超级联赛');
    expect(t.calls.find((c) => c.path === LAUNCH)).toBeUndefined();
    expect(t.calls.find((c) => c.path === MATCHES)?.body).toMatchObject({ uid: 'tok-abc', gameType: 'FT', showType: 'RB' });
    // kept for a reload
    expect(t.props.storage.get(sportVenueSession)).toEqual({ enName: 'crty', session: SESSION });

    // hong kong by default; 1X2 always european
    const price = () => within(screen.getByTestId('odds-g1:R:H')).getByTestId('price').textContent;
    expect(price()).toBe('0.92');
    expect(within(screen.getByTestId('odds-g1:M:H')).getByTestId('price').textContent).toBe('2.10');

    // a price change and a goal arrive; they show on the next frame, the price flashing down
    act(() => t.live.push('sport', FT_RB, { seq: 6, at: 2, d: [{ id: 'g1', o: [['g1:R:H', 880]], sc: [1, 0] }] }));
    await frame();
    expect(price()).toBe('0.88');
    expect(within(screen.getByTestId('odds-g1:R:H')).getByTestId('price').className).toContain('down');
    expect(screen.getByTestId('score-g1-H').textContent).toBe('1');

    // the odds type switches by the formula (indonesian: −1/0.88 = −1.136… → −1.13) and is kept
    fireEvent.change(screen.getByTestId('odds-type'), { target: { value: 'I' } });
    expect(price()).toBe('-1.13');
    expect(localStorage.getItem('mf_sports/oddsType')).toBe('"I"');

    // a suspended market shows a lock; a finished match leaves the list
    act(() => t.live.push('sport', FT_RB, { seq: 7, at: 3, d: [{ id: 'g1', sus: [['g1:R', true]] }] }));
    await frame();
    expect(screen.getByTestId('odds-g1:R:H').getAttribute('data-locked')).toBe('1');
    act(() => t.live.push('sport', FT_RB, { seq: 8, at: 4, d: [{ id: 'g1', st: 'finished' }] }));
    await frame();
    expect(screen.queryByTestId('match-g1')).toBeNull();
    expect(screen.getByTestId('sports-empty').textContent).toBe('当前没有赛事，请稍后再来或切换其他球类。');
  });

  it('re-takes the snapshot when a batch is missed (seq gap)', async () => {
    let n = 0;
    const t = fakeProps({ [MATCHES]: () => ({ ...snapshot(), seqs: { [FT_RB]: n++ === 0 ? 5 : 9 } }) });
    t.navigate.takeHandover.mockReturnValue(SESSION);
    render(<App {...t.props} />);
    await screen.findByTestId('match-g1');
    act(() => t.live.push('sport', FT_RB, { seq: 7, at: 2, d: [] }));
    await waitFor(() => expect(t.calls.filter((c) => c.path === MATCHES)).toHaveLength(2));
  });

  it('re-takes the snapshot when the board went live at a newer seq than it (a change pushed before the subscription)', async () => {
    let n = 0;
    const t = fakeProps({ [MATCHES]: () => ({ ...snapshot(), seqs: { [FT_RB]: n++ === 0 ? 5 : 6 } }) });
    t.navigate.takeHandover.mockReturnValue(SESSION);
    render(<App {...t.props} />);
    await screen.findByTestId('match-g1');
    act(() => t.live.subscribed('sport', FT_RB, 5));
    act(() => t.live.subscribed('sport', 'BK.RB', 8));
    expect(t.calls.filter((c) => c.path === MATCHES)).toHaveLength(1);
    act(() => t.live.subscribed('sport', FT_RB, 6));
    await waitFor(() => expect(t.calls.filter((c) => c.path === MATCHES)).toHaveLength(2));
  });

  it('resumes the board from its snapshot: the batches the server sends before the subscription is live bring it up, no second snapshot', async () => {
    const t = fakeProps({ [MATCHES]: () => snapshot() });
    t.navigate.takeHandover.mockReturnValue(SESSION);
    render(<App {...t.props} />);
    await screen.findByTestId('match-g1');
    // What the shell sends with the subscription once the socket is open: where the board stands.
    expect(t.live.resumeFrom('sport', FT_RB)).toBe(5);
    act(() => {
      t.live.push('sport', FT_RB, { seq: 6, at: 2, d: [{ id: 'g1', o: [['g1:R:H', 990]] }] });
      t.live.push('sport', FT_RB, { seq: 7, at: 3, d: [] });
      t.live.subscribed('sport', FT_RB, 7);
    });
    await frame();
    expect(within(screen.getByTestId('odds-g1:R:H')).getByTestId('price').textContent).toBe('0.99');
    expect(t.calls.filter((c) => c.path === MATCHES)).toHaveLength(1);
  });

  it('launches the venue itself when no session was stored (guard 4: initialised if missing)', async () => {
    const t = fakeProps({ [LAUNCH]: () => ({ url: '', title: '皇冠体育', sport: SESSION }), [MATCHES]: () => snapshot() });
    render(<App {...t.props} />);
    await screen.findByTestId('match-g1');
    const launch = t.calls.find((c) => c.path === LAUNCH);
    expect(launch?.body).toMatchObject({ enName: 'crty', gameCode: '' });
    expect(launch?.headers['idempotency-key']).toBeTruthy();
  });

  it("a bad uid (6302) reads '数据错误，请重新进入游戏' without a retry, and the stored session is dropped", async () => {
    const t = fakeProps({ [MATCHES]: () => fail(ResponseCode.UID_VERIFICATION, '数据错误，请重新进入游戏') });
    t.props.storage.set(sportVenueSession, { enName: 'crty', session: SESSION });
    render(<App {...t.props} />);
    const error = await screen.findByTestId('sports-error');
    expect(error.textContent).toBe('数据错误，请重新进入游戏');
    expect(within(error).queryByRole('button')).toBeNull();
    expect(t.effects.reenterGame).toHaveBeenCalled();
    expect(t.props.storage.get(sportVenueSession)).toBeNull();
  });

  it('shows the session token to the venue (resource, method session) before the board asks for matches', async () => {
    const t = fakeProps({ [MATCHES]: () => snapshot() });
    t.navigate.takeHandover.mockReturnValue(SESSION);
    render(<App {...t.props} />);
    await screen.findByTestId('match-g1');
    const paths = t.calls.map((c) => c.path);
    expect(paths.indexOf(RESOURCE)).toBeGreaterThanOrEqual(0);
    expect(paths.indexOf(RESOURCE)).toBeLessThan(paths.indexOf(MATCHES));
    expect(t.calls.find((c) => c.path === RESOURCE)?.body).toMatchObject({
      method: 'session',
      enName: 'crty',
      Request: { token: 'tok-abc', language: 'zh-CN' },
    });
  });

  it("a token the venue's resource call refuses (6302) reads '数据错误，请重新进入游戏' without a retry; no matches are asked for", async () => {
    const t = fakeProps({ [RESOURCE]: () => fail(ResponseCode.UID_VERIFICATION, '数据错误，请重新进入游戏'), [MATCHES]: () => snapshot() });
    t.props.storage.set(sportVenueSession, { enName: 'crty', session: SESSION });
    render(<App {...t.props} />);
    const error = await screen.findByTestId('sports-error');
    expect(error.textContent).toBe('数据错误，请重新进入游戏');
    expect(within(error).queryByRole('button')).toBeNull();
    expect(t.effects.reenterGame).toHaveBeenCalled();
    expect(t.props.storage.get(sportVenueSession)).toBeNull();
    expect(t.calls.find((c) => c.path === MATCHES)).toBeUndefined();
  });

  it('shows the empty state of a quick league with no matches', async () => {
    const t = fakeProps(
      { [MATCHES]: () => ({ ...snapshot(), leagues: [], matches: [] }) },
      { name: 'localSport', params: { enName: 'crty' }, query: { league: '100210' } },
    );
    t.navigate.takeHandover.mockReturnValue(SESSION);
    render(<App {...t.props} />);
    expect((await screen.findByTestId('sports-empty')).textContent).toBe('该联赛当前没有赛事，请选择其他联赛。');
    expect(t.calls.find((c) => c.path === MATCHES)?.body).toMatchObject({ leagueIds: [100210] });
    expect(screen.getByTestId('quick-100210').getAttribute('aria-pressed')).toBe('true');
  });
});
