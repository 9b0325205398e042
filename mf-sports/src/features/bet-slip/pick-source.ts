import type { LiveStore } from '../live-store';
import { selectionLabel } from '../../rules/selection-label';
import { PICK_REFUSAL, type PickRefusal, type PickSource } from './slip-state';

/**
 * What the slip needs of a tapped price, read from the page's live store at the tap (a price on screen may have been
 * suspended or its match ended in the frame before): the source, or why it can no longer be picked.
 */
export function pickSourceOf(
  store: LiveStore,
  marketId: string,
  selectionId: string,
  t: (key: string) => string,
): { ok: true; source: PickSource } | { ok: false; reason: PickRefusal } {
  const market = store.getMarket(marketId);
  const selection = store.getPrice(selectionId);
  // Market ids are `${gameId}:${kind}` (or `${gameId}:${kind}:${n}` for alternative lines).
  const match = store.getMatch(marketId.split(':')[0] ?? '');
  if (!market || !selection || !match) return { ok: false, reason: PICK_REFUSAL.CLOSED };
  if (market.suspended) return { ok: false, reason: PICK_REFUSAL.SUSPENDED };
  const league = store.getList().leagues.find((l) => l.league_id === match.league_id && l.gameType === match.gameType);
  const source: PickSource = {
    match: {
      gameId: match.gameId,
      gide: match.gide,
      hgid: match.hgid,
      team_h: match.team_h,
      team_c: match.team_c,
      league: league?.name ?? '',
      gameType: match.gameType,
    },
    market: { kind: market.kind, line: market.line },
    selection: { id: selection.id, key: selection.key, hkMilli: selection.hkMilli },
    pickName: selectionLabel(market, selection, { home: match.team_h, away: match.team_c }, t),
  };
  return { ok: true, source };
}
