import i18next from 'i18next';
import type { Match } from '@site/shared';
import zhCN from '../../i18n/zh-CN.json';
import { clockLine, clockText, kickOffTime, minutesSeconds } from './clock-text';

const i18n = i18next.createInstance();
void i18n.init({ lng: 'zh-CN', resources: { 'zh-CN': { mf_sports: zhCN } }, defaultNS: 'mf_sports', initAsync: false, interpolation: { escapeValue: false } });
const t = (key: string, params?: Record<string, string | number>) => i18n.t(key, params);

type Fields = Parameters<typeof clockText>[0];
const live = (over: Partial<Match>): Fields => ({
  gameType: 'FT',
  gameStatus: 'live',
  re_time: '',
  se_now: '',
  t_count: 0,
  HalfTime: false,
  inningNum: 0,
  sc_FT_H: 0,
  sc_FT_C: 0,
  datetime: 0,
  ...over,
});
const line = (over: Partial<Match>) => clockLine(live(over), t);

describe('match clock and session text (spec §4)', () => {
  describe('football and virtual football', () => {
    it.each(['FT', 'VF'] as const)("%s: LIVE^0' at 0-0 is about to start; with a goal it is the minute", (gameType) => {
      expect(line({ gameType, re_time: "LIVE^0'", se_now: '1H' })).toEqual({ session: '即将开赛', time: '' });
      expect(line({ gameType, re_time: "LIVE^0'", sc_FT_H: 1 })).toEqual({ session: '进行中', time: "0'" });
    });
    it('1H/2H/LIVE with ^ show the minute and the half', () => {
      expect(line({ re_time: "1H^23'", se_now: '1H' })).toEqual({ session: '上半场', time: "23'" });
      expect(line({ re_time: "2H^67'", se_now: '2H' })).toEqual({ session: '下半场', time: "67'" });
      expect(line({ re_time: "LIVE^12'" })).toEqual({ session: '进行中', time: "12'" });
    });
    it('half-time', () => {
      expect(line({ re_time: 'HT', se_now: 'HT', HalfTime: true, sc_FT_H: 1 })).toEqual({ session: '中场休息', time: '' });
      expect(line({ gameStatus: 'break', re_time: 'HT', se_now: 'HT' })).toEqual({ session: '中场休息', time: '' });
    });
  });

  describe('basketball', () => {
    it('quarters 1-4 with mm:ss from t_count', () => {
      expect(line({ gameType: 'BK', se_now: 'Q1', re_time: 'Q1', t_count: 465 })).toEqual({ session: '第1节', time: '07:45' });
      expect(line({ gameType: 'BK', se_now: 'Q4', re_time: 'Q4', t_count: 9 })).toEqual({ session: '第4节', time: '00:09' });
    });
    it('overtime (OT in se_now) is extra time; half-time after Q2', () => {
      expect(line({ gameType: 'BK', se_now: 'OT', re_time: 'OT', t_count: 300 })).toEqual({ session: '加时', time: '05:00' });
      expect(line({ gameType: 'BK', se_now: 'OT2', t_count: 61 })).toEqual({ session: '加时', time: '01:01' });
      expect(line({ gameType: 'BK', se_now: 'HT', HalfTime: true, gameStatus: 'break' })).toEqual({ session: '中场休息', time: '' });
    });
  });

  it('baseball: the inning, top or bottom; extra innings from the ninth (spec §4 sessions)', () => {
    expect(line({ gameType: 'BS', inningNum: 3, se_now: 'TOP', re_time: '3' })).toEqual({ session: '第3局上', time: '' });
    expect(line({ gameType: 'BS', inningNum: 8, se_now: 'BOT', re_time: '8' })).toEqual({ session: '第8局下', time: '' });
    expect(line({ gameType: 'BS', inningNum: 9, se_now: 'BOT', re_time: '9' })).toEqual({ session: '加局 第9局下', time: '' });
    expect(line({ gameType: 'BS', inningNum: 10, se_now: 'TOP', re_time: '10' })).toEqual({ session: '加局 第10局上', time: '' });
  });

  it('tennis sets; table tennis and volleyball games', () => {
    expect(line({ gameType: 'TN', se_now: 'S2' })).toEqual({ session: '第2盘', time: '' });
    expect(line({ gameType: 'TT', se_now: 'S3' })).toEqual({ session: '第3局', time: '' });
    expect(line({ gameType: 'VB', se_now: 'S5' })).toEqual({ session: '第5局', time: '' });
  });

  it.each(['SK', 'OP', 'FS'] as const)('%s: other types read full time', (gameType) => {
    expect(line({ gameType, se_now: 'LIVE', re_time: 'LIVE' })).toEqual({ session: '全场', time: '' });
  });

  it.each(['FT', 'VF', 'BK', 'TN', 'OP', 'SK', 'FS', 'VB', 'BS', 'TT'] as const)('%s: finished reads 完场; before the match the kick-off time', (gameType) => {
    expect(line({ gameType, gameStatus: 'finished', se_now: 'FT' })).toEqual({ session: '完场', time: '' });
    const at = Date.UTC(2026, 10, 22, 12, 5); // 20:05 in Beijing
    expect(line({ gameType, gameStatus: 'prematch', datetime: at })).toEqual({ session: '未开赛', time: '11-22 20:05' });
  });

  it('formats mm:ss and kick-off', () => {
    expect(minutesSeconds(0)).toBe('00:00');
    expect(minutesSeconds(720)).toBe('12:00');
    expect(kickOffTime(Date.UTC(2026, 0, 3, 1, 7))).toBe('01-03 09:07');
  });
});
