import { blankMatch, SHOW_TYPES, SPORT_TYPES, sportMatches, type Match } from '../contracts/sport';
import * as contracts from '../contracts';
import type { Contract } from '../contract';
import { readInSlices } from './answer-slices';

const match = (n: number): Match => ({
  ...blankMatch({
    gameId: `m${n}`,
    gide: `g${n}`,
    hgid: '',
    league_id: 7,
    gameType: 'FT',
    showType: 'FT',
    team_h: `主队${n}`,
    team_c: `客队${n}`,
    datetime: 1_800_000_000_000 + n,
  }),
  markets: [{ id: `m${n}:M`, kind: 'M', line: '', strong: 'H', suspended: false, selections: [] }],
});

const snapshot = (count: number) => ({
  seqs: { 'FT.FT': 12 },
  at: 1_800_000_000_000,
  counts: Object.fromEntries(
    SPORT_TYPES.map((sport) => [sport, Object.fromEntries(SHOW_TYPES.map((show) => [show, sport === 'FT' && show === 'FT' ? count : 0]))]),
  ),
  leagues: [{ id: 'FT-7', league_id: 7, leagueId: 7, name: '英超', icon_class: 'sport-FT', isShow: true, isExpand: true, gameType: 'FT', count }],
  matches: Array.from({ length: count }, (_, i) => ({ ...match(i), extra: 'dropped as the whole schema drops it' })),
});

const slices = sportMatches.slices!;

describe('an answer read a slice of its list per task', () => {
  it('reads a snapshot exactly as its contract reads it whole, pausing before each slice', async () => {
    const data = snapshot(2 * slices.per + 3);
    const pause = jest.fn(() => Promise.resolve());
    const read = await readInSlices(slices, data, pause);
    expect(read).toEqual({ success: true, data: sportMatches.response.parse(data) });
    expect(pause).toHaveBeenCalledTimes(3);
  });

  it('a match that breaks the contract ends the read with its place in the answer', async () => {
    const data = snapshot(slices.per + 5);
    (data.matches[slices.per + 2] as { sc_FT_H: unknown }).sc_FT_H = -1;
    const pause = jest.fn(() => Promise.resolve());
    const read = await readInSlices(slices, data, pause);
    expect(read.success).toBe(false);
    if (read.success) return;
    expect(read.issues[0]?.path).toEqual(['matches', slices.per + 2, 'sc_FT_H']);
    expect(sportMatches.response.safeParse(data).success).toBe(false);
  });

  it('an answer without its list, or with a broken head, is refused before any slice', async () => {
    const pause = jest.fn(() => Promise.resolve());
    const { matches: _gone, ...noList } = snapshot(1);
    const headless = { ...snapshot(1), at: 'now' };
    for (const data of [noList, headless, null]) {
      const read = await readInSlices(slices, data, pause);
      expect(read.success).toBe(false);
    }
    expect(pause).not.toHaveBeenCalled();
  });

  it('the contracts with slices are the ones this file reads against their whole schema', () => {
    const sliced = Object.values(contracts).filter((c) => typeof c === 'object' && c !== null && Boolean((c as Partial<Contract>).slices));
    expect(sliced).toEqual([sportMatches]);
  });
});
