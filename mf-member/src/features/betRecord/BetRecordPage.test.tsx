/** @jest-environment jsdom */
import { fireEvent, render, screen, within } from '@testing-library/react';
import { betRecordList, betRecordTotal, queryMemberBetList, type BetRecord, type BetView } from '@site/shared';
import type { FakeApiHandler } from '@site/shared/http';
import { App } from '../../App';
import { fakeProps } from '../../test-support/fake-platform';

const route = { name: 'betRecord', params: {}, query: {} };

const leg = (over: Partial<BetView['legs'][number]>): BetView['legs'][number] => ({
  gameId: 'g1',
  selectionId: 'g1:M:H',
  wtype: 'M',
  rtype: 'H',
  line: '',
  hkMilli: 950,
  gameType: 'FT',
  league: '英格兰超级联赛',
  team_h: '利物浦',
  team_c: '切尔西',
  pickName: '利物浦',
  datetime: 0,
  inPlay: false,
  score: '2-1',
  result: 'W',
  dReason: null,
  resultName: '赢',
  ...over,
});

const series: BetView = {
  betId: 'b-series',
  kind: 'series',
  sizes: [2, 3],
  kindName: '3串4',
  state: 'SETTLED',
  stateName: '已结算',
  rejectReason: null,
  rejectMessage: '',
  unitStake: 10,
  totalStake: 40,
  maxReturn: 200,
  payout: 27.78,
  winLoss: -12.22,
  result: 'LL',
  resultName: '输半',
  oddsType: 'I',
  legs: [
    leg({ hkMilli: 850, result: 'LW', resultName: '赢半', wtype: 'R', pickName: '利物浦 -0.5/1' }),
    leg({ gameId: 'g2', team_h: '阿森纳', team_c: '热刺', pickName: '阿森纳' }),
    leg({ gameId: 'g3', result: 'D', dReason: 'D1', resultName: '取消（赛事取消）', team_h: '曼城', team_c: '埃弗顿', pickName: '曼城' }),
  ],
  combinations: [
    { legs: [0, 1], euroMilli: 3_608, stake: 10, payout: 27.78 },
    { legs: [0, 2], euroMilli: 3_608, stake: 10, payout: 0 },
    { legs: [1, 2], euroMilli: 3_802, stake: 10, payout: 0 },
    { legs: [0, 1, 2], euroMilli: 7_036, stake: 10, payout: 0 },
  ],
  placedAt: 0,
  pendingUntil: null,
  settledAt: 0,
  cashOut: null,
};

const RECORDS: BetRecord[] = [
  {
    id: 'b-series',
    enName: 'crty',
    venueName: '皇冠体育',
    gameCode: '',
    gameName: '3串4',
    stake: 40,
    win: 27.78,
    profit: -12.22,
    time: Date.UTC(2026, 0, 15, 12),
    validStake: 40,
    state: 'SETTLED',
    stateName: '已结算',
    result: 'LL',
    resultName: '输半',
    sport: series,
  },
  {
    id: 'r-slot',
    enName: 'PGDZ',
    venueName: 'PG电子',
    gameCode: 'caishen',
    gameName: '财神到',
    stake: 2,
    win: 5,
    profit: 3,
    time: Date.UTC(2026, 0, 15, 11),
    validStake: 2,
    state: 'SETTLED',
    stateName: '已结算',
    result: 'W',
    resultName: '赢',
    sport: null,
  },
];

/** The record calls over a fixed set of records: filtered by state as the api filters them. */
function recordsApi() {
  const of = (body: Record<string, unknown>) => RECORDS.filter((r) => body.state === undefined || r.state === body.state);
  const totals = (list: BetRecord[]) => ({
    count: list.length,
    stake: list.reduce((n, r) => n + r.stake, 0),
    win: list.reduce((n, r) => n + r.win, 0),
    profit: list.reduce((n, r) => n + r.profit, 0),
    validStake: list.reduce((n, r) => n + r.validStake, 0),
  });
  const routes: Record<string, FakeApiHandler> = {
    [betRecordList.path]: (body) => ({ list: of(body), total: of(body).length, pageNum: body.pageNum, pageSize: body.pageSize }),
    [betRecordTotal.path]: (body) => totals(of(body)),
    [queryMemberBetList.path]: (body) => ({
      list: of(body).map((r) => ({
        enName: r.enName,
        venueName: r.venueName,
        category: 1,
        count: 1,
        stake: r.stake,
        validStake: r.validStake,
        win: r.win,
        profit: r.profit,
      })),
      total: totals(of(body)),
    }),
  };
  return routes;
}

describe('/mine/betRecord', () => {
  it('shows the totals, each record with its state and result, every leg with its result and a series with its combinations', async () => {
    const { props, calls } = fakeProps(recordsApi(), route);
    render(<App {...props} />);
    const totals = await screen.findByTestId('bet-record-totals');
    expect(screen.getByRole('heading', { level: 1, name: '投注记录' })).toBeTruthy();
    expect(totals.textContent).toContain('¥ 42');
    expect(totals.textContent).toContain('-¥ 9.22');
    const row = screen.getByTestId('bet-record-b-series');
    expect(row.textContent).toContain('已结算');
    const legs = within(row).getByRole('list', { name: '投注项' });
    expect(
      within(legs)
        .getAllByRole('listitem')
        .map((li) => li.querySelector('[data-result]')?.textContent),
    ).toEqual(['赢半', '赢', '取消（赛事取消）']);
    expect(within(row).getByText('3串4：共4个组合')).toBeTruthy();
    expect(row.querySelectorAll('details li')).toHaveLength(4);
    // Each leg reads the price it was accepted at in the odds type the bet was placed in (indonesian here), the 1X2
    // legs european; a combination reads its european product, truncated (3.608 is 3.60).
    expect(
      within(legs)
        .getAllByTestId('leg-price')
        .map((b) => b.textContent),
    ).toEqual(['-1.17', '1.95', '1.95']);
    expect([...row.querySelectorAll('details li')].map((li) => li.children[1]?.textContent)).toEqual(['@ 3.60', '@ 3.60', '@ 3.80', '@ 7.03']);
    // The first call asked for the last 7 days over every venue.
    const first = calls.find((c) => c.path === betRecordList.path)!;
    expect(first.body).toMatchObject({ category: 8, pageNum: 1, pageSize: 10 });
  });

  it('a state filter asks again with the state; no record shows the empty notice', async () => {
    const { props, calls } = fakeProps(recordsApi(), route);
    render(<App {...props} />);
    await screen.findByTestId('bet-record-totals');
    fireEvent.change(screen.getByLabelText('状态'), { target: { value: 'PENDING' } });
    expect(await screen.findByText('所选时间内暂无投注记录')).toBeTruthy();
    expect(calls.filter((c) => c.path === betRecordList.path).at(-1)?.body).toMatchObject({ state: 'PENDING', pageNum: 1 });
  });
});
