import {
  BOOKING_CODE_ALPHABET,
  BOOKING_MSG,
  sportBookingLoad,
  sportBookingSave,
  sportMatches,
  sportSearch,
  venueLaunch,
  type BetPick,
  type Match,
} from '@site/shared';
import { testApp, testClock, type TestApp, type TestBrowser, type TestClock } from '../../../../test-support';
import { toTaiwan } from '../../../../http/language';
import { RETENTION, sweepExpired } from '../../../user/retention';
import { BOOKING_RATE } from './booking';
import { codeLegsOf } from './booking-legs';

let t: TestApp;
let clock: TestClock;
let member: TestBrowser;
let uid = '';

beforeAll(async () => {
  clock = testClock();
  t = await testApp({ clock, app: { sports: { manual: true, seed: 3, matches: 60, clockSpeed: 1200, startAt: clock.now() } } });
  member = t.newBrowser();
  expect((await member.login('demo02', 'demo1234')).code).toBe(6000);
  const launched = await member.post(venueLaunch, { enName: 'crty', gameCode: '' }, { headers: { 'idempotency-key': 'booking-launch' } });
  uid = /[?&]uid=([0-9a-f]+)/.exec(launched.data.sport.url)?.[1] ?? '';
});
afterAll(async () => t.app.close());

/** Pre-match matches with an open 1X2 market, earliest kick-off first. */
async function preMatches(): Promise<Match[]> {
  const snap = await member.post(sportMatches, { uid, gameType: 'FT', showType: 'FU' });
  expect(snap.code).toBe(6000);
  return (snap.data.matches as Match[])
    .filter((m) => m.gameStatus === 'prematch' && m.markets.some((k) => k.kind === 'M' && !k.suspended))
    .sort((a, b) => a.datetime - b.datetime);
}

function homeWin(m: Match): BetPick {
  const market = m.markets.find((k) => k.kind === 'M')!;
  const sel = market.selections.find((s) => s.key === 'H')!;
  return { gameId: m.gameId, gide: m.gide, selectionId: sel.id, wtype: 'M', rtype: 'H', line: '', hkMilli: sel.hkMilli };
}

describe('booking codes', () => {
  it('saves a pre-match slip as a code of the unambiguous alphabet, living until its last kick-off', async () => {
    const [a, b] = await preMatches();
    const saved = await member.post(sportBookingSave, { picks: [homeWin(a!), homeWin(b!)] });
    expect(saved.code).toBe(6000);
    expect(saved.data.code).toMatch(/^[23456789ABCDEFGHJKMNPQRSTUVWXYZ]{8}$/);
    expect(saved.data.expiresAt).toBe(Math.max(a!.datetime, b!.datetime));
  });

  it('loads a code for a guest, typed in any case with a dash, at the current prices', async () => {
    const [a, b] = await preMatches();
    const saved = await member.post(sportBookingSave, { picks: [homeWin(a!), homeWin(b!)] });
    const guest = t.newBrowser();
    const typed = `${saved.data.code.slice(0, 4).toLowerCase()}-${saved.data.code.slice(4)}`;
    const loaded = await guest.post(sportBookingLoad, { code: typed });
    expect(loaded.code).toBe(6000);
    expect(loaded.data.code).toBe(saved.data.code);
    expect(loaded.data.legs.map((l: { gameId: string }) => l.gameId)).toEqual([a!.gameId, b!.gameId]);
    expect(loaded.data.legs[0].selection.id).toBe(homeWin(a!).selectionId);
    expect(loaded.data.dropped).toEqual([]);
  });

  it('refuses a malformed, an unknown and an expired code with their messages', async () => {
    const guest = t.newBrowser();
    expect(await guest.post(sportBookingLoad, { code: 'O0I1LABC' })).toMatchObject({ code: 6007, message: BOOKING_MSG.badCode });
    expect(await guest.post(sportBookingLoad, { code: '23456789' })).toMatchObject({ code: 6004, message: BOOKING_MSG.unknown });
    const [a] = await preMatches();
    const saved = await member.post(sportBookingSave, { picks: [homeWin(a!)] });
    const at = clock.now();
    clock.advance(saved.data.expiresAt - at);
    expect(await guest.post(sportBookingLoad, { code: saved.data.code })).toMatchObject({ code: 6004, message: BOOKING_MSG.expired });
    // A day on, the retention sweep deletes it: it is then unknown.
    clock.advance(RETENTION.bookingCodeMs);
    expect((await sweepExpired(t.db, clock.now())).booking_code).toBeGreaterThanOrEqual(1);
    expect(await guest.post(sportBookingLoad, { code: saved.data.code })).toMatchObject({ code: 6004, message: BOOKING_MSG.unknown });
    clock.advance(at - clock.now());
  });

  it('bounds how many codes a member mints in a window', async () => {
    const other = t.newBrowser();
    expect((await other.login('demo03', 'demo1234')).code).toBe(6000);
    const [a] = await preMatches();
    for (let i = 0; i < BOOKING_RATE.max; i++) expect((await other.post(sportBookingSave, { picks: [homeWin(a!)] })).code).toBe(6000);
    expect(await other.post(sportBookingSave, { picks: [homeWin(a!)] })).toMatchObject({ code: 6011, message: BOOKING_MSG.tooMany });
    clock.advance(BOOKING_RATE.windowMs);
    expect((await other.post(sportBookingSave, { picks: [homeWin(a!)] })).code).toBe(6000);
  });

  it('drops the legs that closed, each with its reason, and keeps the open ones', async () => {
    const [a, b, c] = await preMatches();
    const picks = [homeWin(a!), homeWin(b!), homeWin(c!)];
    const started: Match = { ...a!, gameStatus: 'live', isLive: true };
    const suspended: Match = { ...b!, markets: b!.markets.map((k) => (k.kind === 'M' ? { ...k, suspended: true } : k)) };
    const byId = new Map([
      [a!.gameId, started],
      [b!.gameId, suspended],
    ]);
    const read = codeLegsOf(
      [...picks, { ...homeWin(c!), gameId: 'gone', selectionId: 'gone:M:H' }],
      (id) => byId.get(id) ?? (id === c!.gameId ? c : undefined),
    );
    expect(read.legs.map((l) => l.gameId)).toEqual([c!.gameId]);
    expect(read.dropped).toEqual([
      { team_h: a!.team_h, team_c: a!.team_c, reason: 'started' },
      { team_h: b!.team_h, team_c: b!.team_c, reason: 'closed' },
      { team_h: '', team_c: '', reason: 'closed' },
    ]);
  });

  it('refuses to save a pick whose match has kicked off', async () => {
    const live = await member.post(sportMatches, { uid, gameType: 'FT', showType: 'RB' });
    const m = (live.data.matches as Match[]).find((x) => x.markets.some((k) => k.kind === 'M' && !k.suspended));
    if (!m) throw new Error('the seeded feed has a football match in play');
    expect(await member.post(sportBookingSave, { picks: [homeWin(m)] })).toMatchObject({ code: 6007, message: BOOKING_MSG.notPreMatch });
  });

  it('names no ambiguous character in its alphabet', () => {
    for (const ch of '01OIL') expect(BOOKING_CODE_ALPHABET).not.toContain(ch);
  });
});

describe('search', () => {
  it('finds a simplified team from a traditional query and from a simplified one', async () => {
    const [a] = await preMatches();
    const team = a!.team_h;
    const simplified = await member.post(sportSearch, { q: team });
    expect(simplified.code).toBe(6000);
    expect(simplified.data.matches.some((m: { gameId: string }) => m.gameId === a!.gameId)).toBe(true);
  });

  it('finds a team typed in traditional characters, and a league by its traditional name', async () => {
    const m = (await preMatches()).find((x) => toTaiwan(x.team_h) !== x.team_h);
    if (!m) throw new Error('the seeded feed has a team whose name differs in traditional characters');
    const traditional = toTaiwan(m.team_h);
    const teams = await member.post(sportSearch, { q: traditional });
    expect(teams.code).toBe(6000);
    expect(teams.data.matches.map((x: { gameId: string }) => x.gameId)).toContain(m.gameId);
    const leagues = await member.post(sportSearch, { q: '英格蘭超級聯賽' });
    expect(leagues.data.leagues.map((l: { name: string }) => l.name)).toContain('英格兰超级联赛 2026/27 冠军');
  });

  it('answers an empty query with its message', async () => {
    expect(await member.post(sportSearch, { q: '  ' })).toMatchObject({ code: 6007, message: '请输入搜索内容' });
  });
});
