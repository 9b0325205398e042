/** @jest-environment jsdom */
import { createPlatformStorage, type BetSlipItem } from '@site/shared';
import { slipItemOf } from './slip-state';
import { SlipStore } from './slip-store';

function item(game: string): BetSlipItem {
  return slipItemOf({
    match: { gameId: game, gide: `e${game}`, hgid: `h${game}`, team_h: `主${game}`, team_c: `客${game}`, league: '英超', gameType: 'FT' },
    market: { kind: 'M', line: '' },
    selection: { id: `${game}:M:H`, key: 'H', hkMilli: 900 },
    pickName: 'H',
  });
}

describe('the slip store', () => {
  beforeEach(() => window.localStorage.clear());

  it('answers whether a selection is picked as the slip changes, and from the stored slip on a new page', () => {
    const store = new SlipStore(createPlatformStorage('mf_sports'));
    expect(store.isPicked('1:M:H')).toBe(false);
    store.dispatch({ type: 'multiple', on: true });
    store.dispatch({ type: 'pick', item: item('1') });
    store.dispatch({ type: 'pick', item: item('2') });
    expect([store.isPicked('1:M:H'), store.isPicked('2:M:H'), store.isPicked('3:M:H')]).toEqual([true, true, false]);
    store.dispatch({ type: 'remove', selectionId: '1:M:H' });
    expect([store.isPicked('1:M:H'), store.isPicked('2:M:H')]).toEqual([false, true]);

    const reloaded = new SlipStore(createPlatformStorage('mf_sports'));
    expect([reloaded.isPicked('1:M:H'), reloaded.isPicked('2:M:H')]).toEqual([false, true]);
    reloaded.dispatch({ type: 'clear' });
    expect(reloaded.isPicked('2:M:H')).toBe(false);
  });

  it('tells its listeners once per change, and not for a refused action', () => {
    const store = new SlipStore(createPlatformStorage('mf_sports'));
    let heard = 0;
    store.subscribe(() => (heard += 1));
    store.dispatch({ type: 'pick', item: item('1') });
    expect(store.dispatch({ type: 'load', items: [] }).ok).toBe(false);
    expect(heard).toBe(1);
  });
});
