import { selectionLabel } from './selection-label';

const t = (key: string) => ({ 'market.draw': '和局', 'market.over': '大', 'market.under': '小' })[key] ?? key;
const teams = { home: '本菲卡', away: '波尔图' };

describe('selectionLabel: a handicap pick as the slip names it', () => {
  it('signs the line by the side that gives it', () => {
    const market = { kind: 'R' as const, line: '0.5/1', strong: 'H' as const };
    expect(selectionLabel(market, { key: 'H', name: '' }, teams, t)).toBe('本菲卡 -0.5/1');
    expect(selectionLabel(market, { key: 'C', name: '' }, teams, t)).toBe('波尔图 +0.5/1');
  });

  it('reads a level line as 0 on both sides, never -0 or +0', () => {
    const level = { kind: 'R' as const, line: '0', strong: 'H' as const };
    expect(selectionLabel(level, { key: 'H', name: '' }, teams, t)).toBe('本菲卡 0');
    expect(selectionLabel({ ...level, kind: 'HR' }, { key: 'C', name: '' }, teams, t)).toBe('波尔图 0');
  });
});
