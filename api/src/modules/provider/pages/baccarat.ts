import type { ProviderCard, ResponseOf, providerBaccaratDeal, providerBaccaratRoad } from '@site/shared';
import { paintRoads } from './baccarat-roads-view';
import { byId, call, chipsBar, loadSession, money, PROVIDER_API, roundKey, showBalance, sleep, toast } from './common';

type Deal = ResponseOf<typeof providerBaccaratDeal>;
const SPOTS = ['player', 'banker', 'tie', 'playerPair', 'bankerPair'] as const;
type Spot = (typeof SPOTS)[number];
const SUIT = { spade: '♠', heart: '♥', club: '♣', diamond: '♦' } as const;
const RESULT = { player: '闲赢', banker: '庄赢', tie: '和局' } as const;
const CARD_MS = 450;

/** The table's roads as the api keeps them (its own rounds, every player's); a failed read leaves the last ones shown. */
async function refreshRoads(): Promise<void> {
  const road = await call<ResponseOf<typeof providerBaccaratRoad>>(PROVIDER_API.baccaratRoad, {});
  if (road.ok) paintRoads(road.data);
}

function cardEl(card: ProviderCard): HTMLElement {
  const el = document.createElement('span');
  el.className = `card suit-${card.suit}`;
  el.textContent = `${card.rank}${SUIT[card.suit]}`;
  return el;
}

async function main(): Promise<void> {
  const session = await loadSession();
  if (!session) return;
  const chip = chipsBar(session.chipsFen);
  void refreshRoads();
  const bets: Record<Spot, number> = { player: 0, banker: 0, tie: 0, playerPair: 0, bankerPair: 0 };
  const deal = byId<HTMLButtonElement>('deal');
  const clear = byId<HTMLButtonElement>('clear');
  const result = byId('result');
  const paintBets = () => {
    for (const spot of SPOTS) {
      const el = document.querySelector<HTMLElement>(`[data-bet="${spot}"]`);
      if (el) el.textContent = bets[spot] > 0 ? money(bets[spot]) : '';
    }
  };
  let busy = false;
  for (const spot of SPOTS) {
    document.querySelector(`[data-spot="${spot}"]`)?.addEventListener('click', () => {
      if (busy) return;
      bets[spot] += chip();
      paintBets();
    });
  }
  clear.addEventListener('click', () => {
    if (busy) return;
    for (const spot of SPOTS) bets[spot] = 0;
    paintBets();
  });
  deal.disabled = false;
  deal.addEventListener('click', async () => {
    busy = true;
    deal.disabled = true;
    clear.disabled = true;
    const playerCards = byId('player-cards');
    const bankerCards = byId('banker-cards');
    playerCards.replaceChildren();
    bankerCards.replaceChildren();
    byId('player-total').textContent = '';
    byId('banker-total').textContent = '';
    result.textContent = '发牌中…';
    const out = await call<Deal>(PROVIDER_API.baccaratDeal, { bets: { ...bets } }, roundKey());
    if (!out.ok) {
      result.textContent = out.message;
      toast(out.message);
    } else {
      const d = out.data;
      // Dealt in order: player, banker, player, banker, then the third cards.
      const order: [HTMLElement, ProviderCard][] = [];
      for (let i = 0; i < 3; i++) {
        const p = d.player[i];
        const b = d.banker[i];
        if (p) order.push([playerCards, p]);
        if (b) order.push([bankerCards, b]);
      }
      for (const [hand, card] of order) {
        await sleep(CARD_MS);
        hand.append(cardEl(card));
      }
      byId('player-total').textContent = `${d.playerTotal}点`;
      byId('banker-total').textContent = `${d.bankerTotal}点`;
      const pairs = [d.playerPair ? '闲对' : '', d.bankerPair ? '庄对' : ''].filter(Boolean).join('、');
      result.textContent = `${RESULT[d.result]}${pairs ? `（${pairs}）` : ''}，${d.winFen > 0 ? `派彩 ${money(d.winFen)}` : '未中奖'}`;
      result.dataset.win = String(d.winFen);
      showBalance(d.balanceFen);
      await refreshRoads();
    }
    busy = false;
    deal.disabled = false;
    clear.disabled = false;
  });
}

void main();
