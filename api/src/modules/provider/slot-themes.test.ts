import { isGameCode, SLOT_THEMES, themeOfGame } from './slot-themes';

describe('slot themes', () => {
  it('dresses a theme game as itself, a catalogue code by its words, any other code by a stable hash', () => {
    for (const t of SLOT_THEMES) expect(themeOfGame(t.id)).toBe(t);
    expect(themeOfGame('fortune-god-treasure').id).toBe('caishen');
    expect(themeOfGame('dragon-king-fishing').id).toBe('fortune-dragon');
    expect(themeOfGame('mermaid-hunter').id).toBe('deep-sea');
    expect(themeOfGame('diamond-party').id).toBe('star-gems');
    expect(themeOfGame('candy-night').id).toBe('fruit-party');
    expect(themeOfGame('egypt-legend')).toBe(themeOfGame('egypt-legend'));
    expect(SLOT_THEMES).toContain(themeOfGame('egypt-legend'));
  });

  it('accepts catalogue-shaped codes only', () => {
    expect(['fortune-god-treasure', 'koi_2', 'a', 'x'.repeat(40)].every(isGameCode)).toBe(true);
    expect(['', '-lead', '<script>', 'a b', 'x'.repeat(41), '../x'].some(isGameCode)).toBe(false);
  });
});
