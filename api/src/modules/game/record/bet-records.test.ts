import { betRecordList, betRecordTotal, PROVIDER_API, venueTransfer } from '@site/shared';
import { DEMO } from '../../../db/seed-demo';
import { testApp, type TestApp } from '../../../test-support';
import { issueLaunchToken } from '../../venues/launch-tokens';
import { RECORDS_MSG } from '../../records/bet-record-queries';
import { SLOT_CYCLE_MS } from '../../provider/provider-rules';

let t: TestApp;
let keySeq = 0;
const nextKey = () => `records-key-${String(++keySeq).padStart(6, '0')}`;
const DAY = 24 * 3600_000;

async function play(path: string, body: Record<string, unknown>) {
  const res = await t.app.inject({ method: 'POST', url: path, payload: body, headers: { 'idempotency-key': nextKey() } });
  const out = res.json() as { code: number; data: { roundId: string; stakeFen: number; winFen: number } };
  expect(out.code).toBe(6000);
  return out.data;
}

beforeEach(async () => {
  t = await testApp();
  expect((await t.browser.login('demo01', 'demo1234', { deviceId: 'demo-device' })).code).toBe(6000);
  for (const channelCode of ['PGDZ', 'G1CP']) {
    expect((await t.browser.post(venueTransfer, { channelCode, amount: '100', ty: 1 }, { headers: { 'idempotency-key': nextKey() } })).code).toBe(6000);
  }
});
afterEach(async () => t.app.close());

describe('bet records', () => {
  it('lists every round once with venue, game, stake, win and time; filters by category, venue and time; pages', async () => {
    const start = t.clock.now();
    const slotToken = await issueLaunchToken(t.db, { memberId: DEMO.id, enName: 'PGDZ', gameCode: 'caishen' }, start);
    const slot1 = await play(PROVIDER_API.slotSpin, { token: slotToken, game: 'caishen', stakeFen: 200 });
    t.clock.advance(SLOT_CYCLE_MS);
    const slot2 = await play(PROVIDER_API.slotSpin, { token: slotToken, game: 'caishen', stakeFen: 100 });
    t.clock.advance(1000);
    const baccarat = await play(PROVIDER_API.baccaratDeal, {
      token: await issueLaunchToken(t.db, { memberId: DEMO.id, enName: 'AGZR', gameCode: '' }, t.clock.now()),
      bets: { player: 0, banker: 1000, tie: 0, playerPair: 0, bankerPair: 0 },
    });
    t.clock.advance(1000);
    const lottery = await play(PROVIDER_API.lotteryDraw, {
      token: await issueLaunchToken(t.db, { memberId: DEMO.id, enName: 'G1CP', gameCode: '' }, t.clock.now()),
      pick: 'small',
      stakeFen: 500,
    });
    const range = { beginTime: start - DAY, endTime: t.clock.now() };

    const all = await t.browser.post(betRecordList, { ...range, pageNum: 1, pageSize: 10 });
    expect(all.code).toBe(6000);
    expect(all.data.total).toBe(4);
    expect(all.data.list.map((r: { id: string }) => r.id)).toEqual([lottery.roundId, baccarat.roundId, slot2.roundId, slot1.roundId]);
    expect(all.data.list[3]).toEqual({
      id: slot1.roundId,
      enName: 'PGDZ',
      venueName: 'PG电子',
      gameCode: 'caishen',
      gameName: '财神到',
      stake: 2,
      win: slot1.winFen / 100,
      profit: (slot1.winFen - 200) / 100,
      time: start,
      validStake: 2,
      state: 'SETTLED',
      stateName: '已结算',
      result: slot1.winFen > 200 ? 'W' : slot1.winFen === 200 ? 'P' : 'L',
      resultName: slot1.winFen > 200 ? '赢' : slot1.winFen === 200 ? '和' : '输',
      sport: null,
    });
    expect(all.data.list[1]).toMatchObject({ enName: 'AGZR', venueName: 'AG真人', gameName: '百家乐', stake: 10, win: baccarat.winFen / 100 });

    const page2 = await t.browser.post(betRecordList, { ...range, pageNum: 2, pageSize: 3 });
    expect(page2.data).toMatchObject({ total: 4, pageNum: 2, pageSize: 3 });
    expect(page2.data.list.map((r: { id: string }) => r.id)).toEqual([slot1.roundId]);

    const egame = await t.browser.post(betRecordList, { ...range, category: 6, pageNum: 1, pageSize: 10 });
    expect(egame.data.list.map((r: { id: string }) => r.id)).toEqual([slot2.roundId, slot1.roundId]);
    const every = await t.browser.post(betRecordList, { ...range, category: 8, pageNum: 1, pageSize: 10 });
    expect(every.data.total).toBe(4);
    const cp = await t.browser.post(betRecordList, { ...range, enName: 'G1CP', pageNum: 1, pageSize: 10 });
    expect(cp.data.list).toEqual([expect.objectContaining({ id: lottery.roundId, gameName: '快三', stake: 5 })]);
    const later = await t.browser.post(betRecordList, { beginTime: start + 1, endTime: t.clock.now(), pageNum: 1, pageSize: 10 });
    expect(later.data.total).toBe(3);

    const total = await t.browser.post(betRecordTotal, range);
    const stakeFen = 200 + 100 + 1000 + 500;
    const winFen = slot1.winFen + slot2.winFen + baccarat.winFen + lottery.winFen;
    expect(total).toMatchObject({ code: 6000, data: { count: 4, stake: stakeFen / 100, win: winFen / 100, profit: (winFen - stakeFen) / 100 } });
    expect((await t.browser.post(betRecordTotal, { ...range, category: 2 })).data).toMatchObject({ count: 1, stake: 10 });
    expect((await t.browser.post(betRecordTotal, { ...range, category: 3 })).data).toEqual({ count: 0, stake: 0, win: 0, profit: 0, validStake: 0 });
  });

  it('shows only the member’s own rounds', async () => {
    const token = await issueLaunchToken(t.db, { memberId: DEMO.id, enName: 'AGZR', gameCode: '' }, t.clock.now());
    await play(PROVIDER_API.baccaratDeal, { token, bets: { player: 100, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 } });
    const other = t.newBrowser();
    expect((await other.login('demo02', 'demo1234')).code).toBe(6000);
    const range = { beginTime: t.clock.now() - DAY, endTime: t.clock.now() };
    expect((await other.post(betRecordList, { ...range, pageNum: 1, pageSize: 10 })).data.total).toBe(0);
    expect((await t.browser.post(betRecordList, { ...range, pageNum: 1, pageSize: 10 })).data.total).toBe(1);
  });

  it('refuses a range over 31 days or backwards, a bad body and a guest', async () => {
    const now = t.clock.now();
    expect(await t.browser.post(betRecordList, { beginTime: now - 32 * DAY, endTime: now, pageNum: 1, pageSize: 10 })).toMatchObject({
      code: 6007,
      message: RECORDS_MSG.rangeTooLong,
    });
    expect((await t.browser.post(betRecordTotal, { beginTime: now - 31 * DAY, endTime: now })).code).toBe(6000);
    expect(await t.browser.post(betRecordTotal, { beginTime: now, endTime: now - 1 })).toMatchObject({ code: 6007, message: RECORDS_MSG.badRange });
    expect((await t.browser.post(betRecordList, { beginTime: now, endTime: now, pageNum: 0, pageSize: 10 })).code).toBe(6007);
    expect((await t.browser.post(betRecordList, { beginTime: now, endTime: now, pageNum: 1, pageSize: 101 })).code).toBe(6007);
    expect((await t.browser.post(betRecordTotal, { beginTime: 'yesterday', endTime: now })).code).toBe(6007);
    expect((await t.browser.post(betRecordTotal, { beginTime: now, endTime: now, category: 9 })).code).toBe(6007);
    expect((await t.newBrowser().post(betRecordTotal, { beginTime: now, endTime: now })).code).toBe(6001);
  });
});
