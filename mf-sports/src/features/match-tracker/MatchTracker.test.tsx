/** @jest-environment jsdom */
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { TrackerState } from '@site/shared';
import { App } from '../../App';
import { counts, FT_RB, league, match } from '../../test-support/sport-fixtures';
import { fakeProps } from '../../test-support/fake-platform';

const MATCHES = '/game/api/v1/sport/matches';
const DETAIL = '/game/api/v1/video/hotLive/matchDetail';
const SESSION = { url: '/provider/sport/?uid=tok-abc', balance: 0, appInfo: {} };
const live = match('g1', { league_id: 100021, team_h: '曼城', team_c: '阿森纳', sc_FT_H: 1 });

const stats = (over: Partial<TrackerState['stats']['H']> = {}) => ({ shots: 4, corners: 2, yellow: 1, red: 0, possession: 58, ...over });
const state = (seq: number, over: Partial<TrackerState> = {}): TrackerState => ({
  gameId: 'g1',
  gameType: 'FT',
  seq,
  phase: { kind: 'danger', side: 'H' },
  stats: { H: stats(), C: stats({ shots: 2, corners: 5, yellow: 0, possession: 42 }) },
  events: [
    { n: 1, kind: 'corner', side: 'C', period: 1, minute: 9 },
    { n: 2, kind: 'goal', side: 'H', period: 1, minute: 17, score: [1, 0] },
  ],
  ...over,
});

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

describe('赛况 in the match detail', () => {
  it('loads with the detail of a match in play and shows the phase, the stats and the timeline the socket sends', async () => {
    const t = fakeProps({
      [MATCHES]: () => ({
        seqs: { [FT_RB]: 5 },
        at: 1,
        counts: counts([{ sport: 'FT', show: 'RB', n: 1 }]),
        leagues: [league('FT', 100021, '英格兰超级联赛')],
        matches: [live],
      }),
      [DETAIL]: () => ({ seq: 5, match: live }),
    });
    t.navigate.takeHandover.mockReturnValue(SESSION);
    render(<App {...t.props} />);
    fireEvent.click(await screen.findByTestId('more-g1'));
    const tracker = await screen.findByTestId('match-tracker');
    expect(within(tracker).getByTestId('tracker-phase').textContent).toBe('赛况连接中…');

    act(() => t.live.push('tracker', 'g1', state(7)));
    await frame();
    expect(within(tracker).getByTestId('tracker-phase').textContent).toBe('曼城危险进攻');
    expect(within(tracker).getByTestId('stat-corners').textContent).toBe('2角球5');
    expect(within(tracker).getByTestId('stat-goals').textContent).toBe('1进球0');
    expect(within(tracker).getByTestId('stat-possession').textContent).toBe('58%控球率42%');
    const events = within(tracker).getAllByTestId('tracker-event');
    expect(events.map((e) => e.textContent)).toEqual(["17'进球曼城1-0", "9'角球阿森纳"]);

    // An older push (a snapshot that crossed a change) changes nothing; a newer one moves the phase.
    act(() => t.live.push('tracker', 'g1', state(6, { phase: { kind: 'safe', side: 'C' } })));
    act(() => t.live.push('tracker', 'g1', state(8, { phase: { kind: 'corner', side: 'C' } })));
    await frame();
    expect(within(tracker).getByTestId('tracker-phase').textContent).toBe('阿森纳角球');
  });
});
