import { eventTitle, handicapText, parlayPriceText, priceText } from './pick-text';

describe('priceText: how a price reads everywhere', () => {
  it.each([
    // hk 0.88 in each odds type: european 1.88, hong kong 0.88, malay 0.88, indonesian −1/0.88 = −1.136… → −1.13.
    [880, 'E', '1.88'],
    [880, 'H', '0.88'],
    [880, 'M', '0.88'],
    [880, 'I', '-1.13'],
    // hk 1.25: european 2.25, hong kong 1.25, malay −1/1.25 = −0.80, indonesian 1.25.
    [1_250, 'E', '2.25'],
    [1_250, 'H', '1.25'],
    [1_250, 'M', '-0.80'],
    [1_250, 'I', '1.25'],
  ] as const)('a handicap price of hk %i‰ in %s reads %s', (hkMilli, type, text) => {
    expect(priceText(hkMilli, 'R', type)).toBe(text);
    expect(priceText(hkMilli, 'OU', type)).toBe(text);
  });

  it('reads 1X2 (独赢, full and half time) european whatever odds type is chosen', () => {
    for (const type of ['E', 'H', 'I', 'M'] as const) {
      expect(priceText(950, 'M', type)).toBe('1.95');
      expect(priceText(12_320, 'HM', type)).toBe('13.32');
    }
  });

  it('truncates to two decimals, never rounds', () => {
    expect(priceText(999, 'R', 'H')).toBe('0.99');
    expect(priceText(999, 'M', 'H')).toBe('1.99');
    expect(priceText(1_151, 'R', 'M')).toBe('-0.86'); // −1/1.151 = −0.8688… (rounding would say −0.87)
    expect(priceText(70, 'OU', 'I')).toBe('-14.28'); // −1/0.07 = −14.2857… (rounding would say −14.29)
  });

  it('reads negative malay and indonesian prices with their sign', () => {
    expect(priceText(3_333, 'R', 'M')).toBe('-0.30');
    expect(priceText(333, 'R', 'I')).toBe('-3.00');
    expect(priceText(920, 'EO', 'I')).toBe('-1.08');
  });

  it('reads a combination european, truncated', () => {
    expect(parlayPriceText(3_899)).toBe('3.89');
    expect(parlayPriceText(12_345_678)).toBe('12345.67');
  });
});

describe('handicapText: a handicap line as a side reads it', () => {
  it('signs the giving and the taking side', () => {
    expect(handicapText('0.5/1', true)).toBe('-0.5/1');
    expect(handicapText('0.5/1', false)).toBe('+0.5/1');
  });

  it('reads a level line as 0 on both sides', () => {
    expect(handicapText('0', true)).toBe('0');
    expect(handicapText('0', false)).toBe('0');
    expect(handicapText('0.0', true)).toBe('0');
  });

  it('reads no line as nothing', () => {
    expect(handicapText('', true)).toBe('');
  });
});

describe('eventTitle: the event a pick belongs to', () => {
  it('names a match by its teams', () => {
    expect(eventTitle({ wtype: 'R', team_h: '本菲卡', team_c: '波尔图' })).toBe('本菲卡 vs 波尔图');
  });

  it('names an outright by its competition alone', () => {
    expect(eventTitle({ wtype: 'FS', team_h: '欧洲冠军联赛 2026/27 冠军', team_c: '' })).toBe('欧洲冠军联赛 2026/27 冠军');
  });
});
