import { buildPath } from '@site/shared';
import { shownWithDepositFlag } from './deposit-visibility';

describe('shownWithDepositFlag', () => {
  it('hides the deposit menu entry and the deposit help topic when the site deposit flag is off', () => {
    expect(shownWithDepositFlag('/mine/savemoney', false)).toBe(false);
    expect(shownWithDepositFlag('/app/help/ck', false)).toBe(false);
    expect(shownWithDepositFlag('/app/help/ck/', false)).toBe(false);
  });

  it('keeps every other link, and every link while the flag is on or not yet known', () => {
    expect(shownWithDepositFlag('/app/help/qk', false)).toBe(true);
    expect(shownWithDepositFlag('/mine/savemoney', true)).toBe(true);
    expect(shownWithDepositFlag('/mine/savemoney', undefined)).toBe(true);
  });

  it('covers the path the menu builds for the deposit page', () => {
    expect(buildPath('savemoney', {})).toBe('/mine/savemoney');
  });
});
