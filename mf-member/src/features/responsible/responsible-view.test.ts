import { elapsedText } from './responsible-view';

describe('responsible gambling view rules', () => {
  it('writes the session time as H:MM:SS', () => {
    expect(elapsedText(0)).toBe('0:00:00');
    expect(elapsedText(3_723_000)).toBe('1:02:03');
    expect(elapsedText(-5)).toBe('0:00:00');
  });
});
