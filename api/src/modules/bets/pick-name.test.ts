import { pickName, type NamedPick } from './pick-name';

const pick = (over: Partial<NamedPick>): NamedPick => ({
  wtype: 'R',
  rtype: 'H',
  line: '0.5/1',
  strong: 'H',
  team_h: '本菲卡',
  team_c: '波尔图',
  selectionName: '',
  ...over,
});

describe('pickName: what a leg picked, as the records read it', () => {
  it('signs a handicap by the side that gives it', () => {
    expect(pickName(pick({}))).toBe('本菲卡 -0.5/1');
    expect(pickName(pick({ rtype: 'C' }))).toBe('波尔图 +0.5/1');
  });

  it('reads a level line as 0, without a sign', () => {
    expect(pickName(pick({ line: '0' }))).toBe('本菲卡 0');
    expect(pickName(pick({ line: '0', rtype: 'C', wtype: 'HR' }))).toBe('波尔图 0');
  });

  it('names an outright pick by the selection alone', () => {
    expect(pickName(pick({ wtype: 'FS', rtype: 'T1', line: '', team_h: '欧洲冠军联赛 2026/27 冠军', team_c: '', selectionName: '皇家马德里' }))).toBe(
      '皇家马德里',
    );
  });
});
