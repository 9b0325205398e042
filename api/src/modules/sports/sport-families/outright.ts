import { chancesOf } from '../markets';
import { restingCursor, type SportFamily } from '../sim-match';

/**
 * Outrights (champion lists): never in play; at its date the champion is drawn by the list's chances now.
 */
export const outrights: SportFamily = {
  step: () => false,
  result(sm, rng) {
    const fs = sm.markets[0]!;
    const chances = chancesOf(fs, null);
    let r = rng.next();
    let idx = chances.length - 1;
    for (let i = 0; i < chances.length; i++)
      if ((r -= chances[i] as number) < 0) {
        idx = i;
        break;
      }
    const sel = fs.market.selections[idx]!;
    return { winner: sel.key, detail: { champion: sel.name } };
  },
  cursorOf: restingCursor,
};
