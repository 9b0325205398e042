import fs from 'node:fs';
import type { Match } from '@site/shared';
import { buildApp } from '../../app';
import { TEST_SECRETS, testApp, throwawayDataDir, type TestApp } from '../../test-support';
import { FEED_CONTROL_REFUSAL, type FeedControl } from './feed-control';
import { Simulator } from './simulator';
import { sportsFeedOf } from './sports';
import { simSettings } from './test-support/sim-settings';

const settings = simSettings;

const all = (sim: Simulator): Match[] => [...sim.boardMatches().values()].flat();
const find = (sim: Simulator, gameId: string): Match | undefined => all(sim).find((m) => m.gameId === gameId);
const football = (sim: Simulator, live: boolean): Match =>
  all(sim).find((m) => m.gameType === 'FT' && m.isLive === live && m.markets.some((k) => k.kind === 'M'))!;
const one = (sim: Simulator, control: FeedControl) => {
  const r = sim.tick(undefined, [control]);
  return { ...r, outcome: r.controlled[0]! };
};

describe('the feed under dev controls', () => {
  it('frozen, a tick moves nothing: no clock, no kick-off, no price, no suspension; run lets it go again', () => {
    const sim = new Simulator(settings({ frozen: true }));
    const before = JSON.stringify([...sim.boardMatches()]);
    const now = sim.now;
    for (let i = 0; i < 300; i++) expect(sim.tick().changes.size).toBe(0);
    expect(sim.now).toBe(now);
    expect(JSON.stringify([...sim.boardMatches()])).toBe(before);
    expect(one(sim, { op: 'run' }).outcome).toEqual({ ok: true });
    expect(sim.isFrozen).toBe(false);
    expect(sim.tick().changes.size).toBeGreaterThan(0);
    expect(sim.now).toBeGreaterThan(now);
    expect(one(sim, { op: 'freeze' }).outcome).toEqual({ ok: true });
    expect(sim.isFrozen).toBe(true);
  });

  it('kickOff starts a match now: in play on the in-play board, in its first minute', () => {
    const sim = new Simulator(settings({ frozen: true }));
    const m = football(sim, false);
    const r = one(sim, { op: 'kickOff', gameId: m.gameId });
    expect(r.outcome).toEqual({ ok: true, re_time: "LIVE^0'" });
    expect(r.changes.get('FT.RB')!.add.map((x) => x.gameId)).toContain(m.gameId);
    expect(find(sim, m.gameId)).toMatchObject({ showType: 'RB', isLive: true, gameStatus: 'live', se_now: '1H' });
    expect(one(sim, { op: 'kickOff', gameId: m.gameId }).outcome).toEqual({ ok: false, reason: FEED_CONTROL_REFUSAL.notPrematch });
  });

  it('minute moves a football match through half time to the minute asked, with no goal on the way; full time ends it', () => {
    const sim = new Simulator(settings({ frozen: true }));
    const m = football(sim, false);
    one(sim, { op: 'kickOff', gameId: m.gameId });
    const r = one(sim, { op: 'minute', gameId: m.gameId, minute: 60 });
    expect(r.outcome).toEqual({ ok: true, re_time: "2H^60'" });
    const now = find(sim, m.gameId)!;
    expect([now.sc_FT_H, now.sc_FT_C]).toEqual([0, 0]);
    // The first half's lines are decided (closed for good).
    for (const k of now.markets.filter((x) => x.kind.startsWith('H'))) expect(k.suspended).toBe(true);
    expect(r.changes.get('FT.RB')!.deltas.find((d) => d.id === m.gameId)?.clk?.re_time).toBe("2H^60'");
    expect(one(sim, { op: 'minute', gameId: m.gameId, minute: 30 }).outcome).toEqual({ ok: false, reason: FEED_CONTROL_REFUSAL.minutePassed });
    const end = one(sim, { op: 'minute', gameId: m.gameId, minute: 200 });
    expect(end.outcome).toEqual({ ok: true, re_time: 'FT' });
    expect(end.finished.map((f) => f.gameId)).toEqual([m.gameId]);
    expect(find(sim, m.gameId)).toBeUndefined();
  });

  it('score, suspend, reopen and price each change one match, and the tick carries the change', () => {
    const sim = new Simulator(settings({ frozen: true }));
    const m = football(sim, true);
    const id = m.gameId;
    const scored = one(sim, { op: 'score', gameId: id, side: 'C' });
    expect(scored.outcome.ok).toBe(true);
    expect(find(sim, id)!.sc_FT_C).toBe(m.sc_FT_C);
    expect(scored.changes.get('FT.RB')!.deltas.find((d) => d.id === id)?.sc?.[1]).toBe(find(sim, id)!.sc_FT_C);
    // A goal suspends the match's markets; frozen, they stay suspended until reopened.
    for (let i = 0; i < 100; i++) sim.tick();
    expect(find(sim, id)!.markets.find((k) => k.kind === 'M')!.suspended).toBe(true);
    expect(one(sim, { op: 'reopen', gameId: id, kind: 'M' }).outcome.ok).toBe(true);
    expect(find(sim, id)!.markets.find((k) => k.kind === 'M')!.suspended).toBe(false);
    expect(one(sim, { op: 'suspend', gameId: id, kind: 'M' }).outcome.ok).toBe(true);
    expect(find(sim, id)!.markets.find((k) => k.kind === 'M')!.suspended).toBe(true);
    one(sim, { op: 'reopen', gameId: id });
    const home = () => find(sim, id)!.markets.find((k) => k.kind === 'M')!.selections[0]!.hkMilli;
    const before = home();
    const up = one(sim, { op: 'price', gameId: id, kind: 'M', direction: 'up' });
    expect(home()).toBeGreaterThan(before);
    expect(up.priceChanges).toBeGreaterThan(0);
    const mid = home();
    one(sim, { op: 'price', gameId: id, kind: 'M', direction: 'down' });
    expect(home()).toBeLessThan(mid);
    expect(one(sim, { op: 'price', gameId: id, kind: 'XX', direction: 'up' }).outcome).toEqual({ ok: false, reason: FEED_CONTROL_REFUSAL.noMarket });
  });

  it('a price held at the edge of the range is refused that way, unmoved, and still moves the other way', () => {
    const sim = new Simulator(settings({ frozen: true }));
    const id = football(sim, true).gameId;
    one(sim, { op: 'reopen', gameId: id });
    const home = () => find(sim, id)!.markets.find((k) => k.kind === 'M')!.selections[0]!.hkMilli;
    let last = one(sim, { op: 'price', gameId: id, kind: 'M', direction: 'up' });
    for (let i = 0; i < 80 && last.outcome.ok; i++) last = one(sim, { op: 'price', gameId: id, kind: 'M', direction: 'up' });
    expect(last.outcome).toEqual({ ok: false, reason: FEED_CONTROL_REFUSAL.priceAtLimit });
    expect(last.priceChanges).toBe(0);
    const atEdge = home();
    expect(one(sim, { op: 'price', gameId: id, kind: 'M', direction: 'up' }).outcome.ok).toBe(false);
    expect(home()).toBe(atEdge);
    // The refused steps were not kept: one step down moves it at once.
    expect(one(sim, { op: 'price', gameId: id, kind: 'M', direction: 'down' }).outcome.ok).toBe(true);
    expect(home()).toBeLessThan(atEdge);
  });

  it('finish ends a match now with its score; an unknown match is refused', () => {
    const sim = new Simulator(settings({ frozen: true }));
    const m = football(sim, true);
    const r = one(sim, { op: 'finish', gameId: m.gameId });
    expect(r.outcome).toEqual({ ok: true, re_time: 'FT' });
    expect(r.finished).toEqual([expect.objectContaining({ gameId: m.gameId, scoreH: m.sc_FT_H, scoreC: m.sc_FT_C })]);
    expect(one(sim, { op: 'finish', gameId: m.gameId }).outcome).toEqual({ ok: false, reason: FEED_CONTROL_REFUSAL.noMatch });
  });
});

describe('POST /dev/sport/control', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp();
  });
  afterAll(async () => t.app.close());

  const control = async (body: unknown) => (await t.app.inject({ method: 'POST', url: '/dev/sport/control', payload: body as object })).json();

  it('freezes the feed, kicks a match off and answers once the change is on the board copy', async () => {
    expect(await control({ op: 'freeze' })).toMatchObject({ code: 6000, data: { frozen: true } });
    const feed = sportsFeedOf(t.app);
    const m = [...feed.producer()!.sim.boardMatches().values()].flat().find((x) => x.gameType === 'FT' && !x.isLive)!;
    expect(await control({ op: 'kickOff', gameId: m.gameId })).toMatchObject({ code: 6000, data: { frozen: true, re_time: "LIVE^0'" } });
    expect(feed.board.match(m.gameId)?.match).toMatchObject({ isLive: true, showType: 'RB' });
    expect(await control({ op: 'kickOff', gameId: m.gameId })).toMatchObject({ code: 6303, message: FEED_CONTROL_REFUSAL.notPrematch });
  });

  it('refuses a body it does not know with the envelope', async () => {
    expect(await control({ op: 'teleport', gameId: 'x' })).toMatchObject({ code: 6007 });
    expect(await control({ op: 'minute', gameId: 'x', minute: -1 })).toMatchObject({ code: 6007 });
  });

  it('is not there outside dev mode', async () => {
    const dataDir = throwawayDataDir();
    const prod = await buildApp({ dataDir, dbFile: ':memory:', secrets: TEST_SECRETS, sports: { manual: true, seed: 1, matches: 20 } });
    try {
      for (const url of ['/dev/sport/control', '/dev/sport/finish']) {
        expect((await prod.app.inject({ method: 'POST', url, payload: { op: 'freeze', gameId: 'x' } })).statusCode).toBe(404);
      }
    } finally {
      await prod.app.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
