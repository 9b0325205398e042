import {
  bankerDraws,
  baccaratReturnFen,
  cardPoints,
  handTotal,
  playCoup,
  playerDraws,
  shoeDealer,
  type BaccaratBets,
  type Card,
  type Rank,
} from './baccarat-maths';
import { cryptoRng } from './rng';

const c = (rank: Rank): Card => ({ rank, suit: 'spade' });
/** Deals the given ranks in order (P1, B1, P2, B2, third cards). */
const scripted = (...ranks: Rank[]) => {
  const cards = ranks.map(c);
  return () => {
    const next = cards.shift();
    if (!next) throw new Error('the coup asked for more cards than scripted');
    return next;
  };
};
const noBets: BaccaratBets = { player: 0, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 };

describe('baccarat points', () => {
  it('counts A as 1, 2-9 at face value, 10/J/Q/K as 0, and keeps the last digit', () => {
    expect(['A', '2', '9', '10', 'J', 'Q', 'K'].map((r) => cardPoints(c(r as Rank)))).toEqual([1, 2, 9, 0, 0, 0, 0]);
    expect(handTotal([c('7'), c('8')])).toBe(5);
    expect(handTotal([c('K'), c('9'), c('5')])).toBe(4);
  });
});

describe('baccarat third-card rules (help topic bczr)', () => {
  it('the player draws on 0-5 and stands on 6-7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map(playerDraws)).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('the banker follows the table when the player drew a third card', () => {
    const table: Record<number, number[]> = {
      0: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      1: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      2: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
      3: [0, 1, 2, 3, 4, 5, 6, 7, 9],
      4: [2, 3, 4, 5, 6, 7],
      5: [4, 5, 6, 7],
      6: [6, 7],
      7: [],
    };
    for (let banker = 0; banker <= 7; banker++) {
      for (let third = 0; third <= 9; third++) expect([banker, third, bankerDraws(banker, third)]).toEqual([banker, third, table[banker]?.includes(third)]);
    }
  });

  it('when the player stood, the banker draws on 0-5 and stands on 6-7', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((b) => bankerDraws(b, null))).toEqual([true, true, true, true, true, true, false, false]);
  });

  it('a natural 8 or 9 stops both hands', () => {
    const coup = playCoup(scripted('4', '2', '4', '3'));
    expect(coup).toMatchObject({ playerTotal: 8, bankerTotal: 5, result: 'player' });
    expect(coup.player).toHaveLength(2);
    expect(coup.banker).toHaveLength(2);
  });

  it('plays whole coups: player draws, banker draws by the table', () => {
    // P 2+3 = 5 draws a 7 → 2; B 3+K = 3, player's third 7 → banker draws a 6 → 9.
    const coup = playCoup(scripted('2', '3', '3', 'K', '7', '6'));
    expect(coup).toMatchObject({ playerTotal: 2, bankerTotal: 9, result: 'banker' });
    expect(coup.player).toHaveLength(3);
    expect(coup.banker).toHaveLength(3);
    // P 2+3 = 5 draws an 8; B 3+K = 3 stands on a player's third 8.
    const stands = playCoup(scripted('2', '3', '3', 'K', '8'));
    expect(stands).toMatchObject({ playerTotal: 3, bankerTotal: 3, result: 'tie' });
    expect(stands.banker).toHaveLength(2);
    // P 7 stands; B 5 draws (player stood).
    const bankerAlone = playCoup(scripted('3', '2', '4', '3', 'A'));
    expect(bankerAlone).toMatchObject({ playerTotal: 7, bankerTotal: 6, result: 'player' });
    expect(bankerAlone.player).toHaveLength(2);
    expect(bankerAlone.banker).toHaveLength(3);
  });

  it('spots pairs of equal rank in the first two cards', () => {
    const coup = playCoup(scripted('Q', '5', 'Q', '5', 'A', '9'));
    expect(coup.playerPair).toBe(true);
    expect(coup.bankerPair).toBe(true);
  });
});

describe('baccarat pays', () => {
  it('banker 0.95, player 1, tie 8 with player/banker bets returned, pairs 11', () => {
    const bankerWins = playCoup(scripted('2', '3', '3', 'K', '7', '6'));
    expect(baccaratReturnFen(bankerWins, { ...noBets, banker: 1000, player: 500 })).toBe(1950);
    const playerWins = playCoup(scripted('4', '2', '4', '3'));
    expect(baccaratReturnFen(playerWins, { ...noBets, player: 1000, tie: 100 })).toBe(2000);
    const tie = playCoup(scripted('2', '3', '3', 'K', '8'));
    expect(baccaratReturnFen(tie, { ...noBets, player: 1000, banker: 200, tie: 100 })).toBe(1000 + 200 + 900);
    const pairs = playCoup(scripted('Q', '5', 'Q', '5', 'A', '9'));
    expect(baccaratReturnFen(pairs, { ...noBets, playerPair: 100, bankerPair: 200 })).toBe(1200 + 2400);
  });

  it('deals a coup from a fresh 8-deck shoe without reusing a card position', () => {
    const rng = cryptoRng();
    for (let i = 0; i < 2000; i++) {
      const coup = playCoup(shoeDealer(rng));
      expect(coup.player.length + coup.banker.length).toBeGreaterThanOrEqual(4);
      expect(coup.player.length + coup.banker.length).toBeLessThanOrEqual(6);
      expect(coup.playerTotal).toBe(handTotal(coup.player));
    }
  });
});

describe('baccarat odds over many coups', () => {
  it('wins as the known 8-deck odds say: banker 45.86%, player 44.62%, tie 9.52% (a maths check, not a timing)', () => {
    const rng = cryptoRng();
    const coups = 200_000;
    const seen = { player: 0, banker: 0, tie: 0 };
    for (let i = 0; i < coups; i++) seen[playCoup(shoeDealer(rng)).result] += 1;
    // One standard error is about 0.11 points: 0.6 is more than 5 of them.
    expect(Math.abs(seen.banker / coups - 0.4586)).toBeLessThan(0.006);
    expect(Math.abs(seen.player / coups - 0.4462)).toBeLessThan(0.006);
    expect(Math.abs(seen.tie / coups - 0.0952)).toBeLessThan(0.004);
  });
});
