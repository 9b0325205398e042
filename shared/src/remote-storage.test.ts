/** @jest-environment jsdom */
import { z } from 'zod';
import { createPlatformStorage, defineStoredValue } from './remote-storage';
import { betSlip, favourites, hideNoBalance, oddsType } from './stored-values';

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

const pick = {
  gameInfo: { gameId: 1001, gide: 'g1', hgid: 'h1', team_h: '皇家马德里', team_c: '巴塞罗那' },
  playInfo: { w: 'R' },
  oddInfo: { gameId: 1001, r: '0.95' },
  isInvalid: false,
};

describe('platform.storage', () => {
  it('reads the fallback before anything is stored, and reads back what was written', () => {
    const sports = createPlatformStorage('mf_sports');
    expect(sports.get(oddsType)).toBe('H');
    expect(sports.get(betSlip)).toEqual({ picks: [], multiple: false, series: false, autoAcceptOdds: true });
    expect(sports.set(oddsType, 'M')).toBe(true);
    expect(sports.set(betSlip, { picks: [pick], multiple: true, series: false, autoAcceptOdds: true })).toBe(true);
    expect(sports.get(oddsType)).toBe('M');
    expect(sports.get(betSlip).picks).toEqual([pick]);
  });

  it('keeps each remote in its own namespace', () => {
    const casino = createPlatformStorage('mf_casino');
    const member = createPlatformStorage('mf_member');
    casino.set(hideNoBalance, 1);
    expect(member.get(hideNoBalance)).toBe(0);
    expect(localStorage.getItem('mf_casino/hideNoBalance')).toBe('1');
    member.set(favourites, [{ enName: 'AG', gameCode: 'BAC' }]);
    expect(casino.get(favourites)).toEqual([]);
  });

  it.each([
    ['not JSON', '{oops'],
    ['the wrong type', '"yes"'],
    ['a value outside the schema', '"X"'],
  ])('drops a corrupt entry (%s) and reads the fallback, never throws', (_case, raw) => {
    localStorage.setItem('mf_sports/oddsType', raw);
    localStorage.setItem('mf_sports/hideNoBalance', raw);
    const sports = createPlatformStorage('mf_sports');
    expect(sports.get(oddsType)).toBe('H');
    expect(sports.get(hideNoBalance)).toBe(0);
    expect(localStorage.getItem('mf_sports/oddsType')).toBeNull();
  });

  it('drops a bet slip of more than 10 picks', () => {
    localStorage.setItem('mf_sports/betSlip', JSON.stringify({ picks: Array(11).fill(pick), multiple: true, series: false, autoAcceptOdds: true }));
    expect(createPlatformStorage('mf_sports').get(betSlip).picks).toEqual([]);
  });

  it('refuses to write a value that breaks its schema', () => {
    const sports = createPlatformStorage('mf_sports');
    expect(sports.set(oddsType, 'Z' as never)).toBe(false);
    expect(localStorage.getItem('mf_sports/oddsType')).toBeNull();
  });

  it('a changed read never changes the fallback of the definition', () => {
    const member = createPlatformStorage('mf_member');
    member.get(favourites).push({ enName: 'AG', gameCode: 'X' });
    expect(member.get(favourites)).toEqual([]);
  });

  it('blocked or full storage reads the fallback and writes nothing, without a throw', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    const sports = createPlatformStorage('mf_sports');
    expect(sports.get(oddsType)).toBe('H');
    expect(sports.set(oddsType, 'E')).toBe(false);
  });

  it('remove forgets the value', () => {
    const sports = createPlatformStorage('mf_sports');
    sports.set(oddsType, 'I');
    sports.remove(oddsType);
    expect(sports.get(oddsType)).toBe('H');
  });

  it('takes only well-formed keys and namespaces', () => {
    expect(() => defineStoredValue({ key: '../token', schema: z.string(), fallback: '' })).toThrow(/must match/);
    expect(() => createPlatformStorage('a/b')).toThrow(/must match/);
  });
});
