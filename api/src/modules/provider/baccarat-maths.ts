import type { Rng } from './rng';

/**
 * Baccarat as the help topic bczr states it (pure): A = 1, 2–9 face value, 10/J/Q/K = 0, totals
 * mod 10; a natural 8/9 stops both hands; the player draws on 0–5; the banker's third card by the
 * table; banker pays 0.95, player 1, tie 8 (player/banker bets returned on a tie), pairs 11.
 * Cards come from a fresh 8-deck shoe every round.
 */
export const BACCARAT_DECKS = 8;
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['spade', 'heart', 'club', 'diamond'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export interface Card {
  rank: Rank;
  suit: Suit;
}

export const BACCARAT_SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
export type BaccaratSpot = (typeof BACCARAT_SPOTS)[number];
export type BaccaratBets = Record<BaccaratSpot, number>;
export type BaccaratResult = 'player' | 'banker' | 'tie';

export function cardPoints(card: Card): number {
  const i = RANKS.indexOf(card.rank);
  return i >= 9 ? 0 : i + 1;
}

export function handTotal(cards: readonly Card[]): number {
  return cards.reduce((sum, c) => sum + cardPoints(c), 0) % 10;
}

export function playerDraws(playerTotal: number): boolean {
  return playerTotal <= 5;
}

/** The banker's draw: its total, and the player's third card's points (null when the player stood). */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

export interface BaccaratCoup {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  result: BaccaratResult;
  playerPair: boolean;
  bankerPair: boolean;
}

/** Plays one coup from cards dealt in order (P, B, P, B, then third cards as the rules ask). */
export function playCoup(deal: () => Card): BaccaratCoup {
  const p1 = deal();
  const b1 = deal();
  const p2 = deal();
  const b2 = deal();
  const player = [p1, p2];
  const banker = [b1, b2];
  const natural = handTotal(player) >= 8 || handTotal(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (playerDraws(handTotal(player))) {
      const third = deal();
      player.push(third);
      playerThird = cardPoints(third);
    }
    if (bankerDraws(handTotal(banker), playerThird)) banker.push(deal());
  }
  const playerTotal = handTotal(player);
  const bankerTotal = handTotal(banker);
  const result: BaccaratResult = playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, result, playerPair: p1.rank === p2.rank, bankerPair: b1.rank === b2.rank };
}

/** A fresh shoe dealt without replacement (only the cards a coup needs are drawn). */
export function shoeDealer(rng: Rng): () => Card {
  const size = BACCARAT_DECKS * 52;
  const taken = new Set<number>();
  return () => {
    // At most 6 of 416 cards are taken: redraw a taken index (uniform over the rest).
    for (;;) {
      const i = rng.int(size);
      if (taken.has(i)) continue;
      taken.add(i);
      const inDeck = i % 52;
      return { rank: RANKS[inDeck % 13] as Rank, suit: SUITS[Math.floor(inDeck / 13)] as Suit };
    }
  };
}

/**
 * What the bets return (stake included), in fen: banker 1.95×, player 2×, tie 9×, pair 12×;
 * on a tie the player and banker bets come back. Amounts are whole chips (multiples of 100 fen),
 * so 0.95 of a banker bet is whole fen.
 */
export function baccaratReturnFen(coup: BaccaratCoup, bets: BaccaratBets): number {
  let back = 0;
  if (coup.result === 'tie') back += bets.player + bets.banker + bets.tie * 9;
  else if (coup.result === 'player') back += bets.player * 2;
  else back += bets.banker + (bets.banker * 95) / 100;
  if (coup.playerPair) back += bets.playerPair * 12;
  if (coup.bankerPair) back += bets.bankerPair * 12;
  return back;
}
