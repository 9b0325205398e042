import { memo } from 'react';
import type { MarketKind } from '@site/shared';
import { useSportsT } from '../../hooks/use-sports-t';
import { MatchClock } from '../clock';
import { useMarket, useMatch } from '../live-store';
import type { MatchView } from '../live-store';
import { PriceCell } from '../odds';
import { StarButton } from '../favourites';
import { cellLabel } from '../../rules/selection-label';
import styles from './board-rows.module.css';

/** The main markets shown inline (the contract's main lines: `${gameId}:${kind}`), each with its sides top to bottom. */
const ROW_MARKETS: readonly { kind: MarketKind; keys: readonly string[] }[] = [
  { kind: 'M', keys: ['H', 'C', 'N'] },
  { kind: 'R', keys: ['H', 'C'] },
  { kind: 'OU', keys: ['O', 'U'] },
  { kind: 'EO', keys: ['ODD', 'EVEN'] },
];
/** On a phone the row keeps 1X2, handicap and over/under. */
const PHONE_MARKETS = ROW_MARKETS.slice(0, 3);

function MarketColumn({ gameId, kind, keys, phone }: { gameId: string; kind: MarketKind; keys: readonly string[]; phone: boolean }) {
  const t = useSportsT();
  const marketId = `${gameId}:${kind}`;
  const market = useMarket(marketId);
  return (
    <div className={styles.marketCol} data-kind={kind}>
      {keys.map((key) => {
        const selectionId = `${marketId}:${key}`;
        // A two-way winner (no draw) leaves the draw line empty.
        const offered = market?.selectionIds.includes(selectionId);
        return (
          <div key={key} className={styles.line}>
            {market && offered && <PriceCell marketId={marketId} selectionId={selectionId} label={cellLabel(market, key, t, phone)} />}
          </div>
        );
      })}
    </div>
  );
}

/** Sets and games (tennis, table tennis, volleyball) next to the score. */
const SET_SPORTS: readonly string[] = ['TN', 'TT', 'VB'];

function Score({ match, side }: { match: MatchView; side: 'H' | 'C' }) {
  if (match.gameStatus === 'prematch') return null;
  const sets = SET_SPORTS.includes(match.gameType);
  const main = sets ? (side === 'H' ? match.sc_set_H : match.sc_set_A) : side === 'H' ? match.sc_FT_H : match.sc_FT_C;
  return (
    <span className={styles.score}>
      {sets && <span className={styles.games}>{side === 'H' ? match.sc_game_H : match.sc_game_A}</span>}
      <b data-testid={`score-${match.gameId}-${side}`}>{main}</b>
    </span>
  );
}

/** One match: clock, teams and score, the main markets inline, and the way to every market. */
export const MatchRow = memo(function MatchRow({ gameId, phone, onDetail }: { gameId: string; phone: boolean; onDetail(gameId: string): void }) {
  const t = useSportsT();
  const match = useMatch(gameId);
  const winner = useMarket(`${gameId}:M`);
  if (!match) return null;
  const threeWay = winner?.selectionIds.includes(`${gameId}:M:N`) ?? false;
  const markets = phone ? PHONE_MARKETS : ROW_MARKETS;
  return (
    <div className={`${styles.matchRow} ${phone ? styles.phoneRow : ''}`} data-testid={`match-${gameId}`}>
      <div className={styles.clockCol}>
        <MatchClock match={match} />
      </div>
      <button type="button" className={styles.teams} onClick={() => onDetail(gameId)}>
        <span className={styles.team}>
          <span className={styles.teamName}>{match.team_h}</span>
          <Score match={match} side="H" />
        </span>
        <span className={styles.team}>
          <span className={styles.teamName}>{match.team_c}</span>
          <Score match={match} side="C" />
        </span>
        {!phone && <span className={styles.drawLabel}>{threeWay ? t('market.draw') : ''}</span>}
      </button>
      <div className={styles.markets}>
        {markets.map((m) => (
          <MarketColumn key={m.kind} gameId={gameId} kind={m.kind} keys={phone && m.kind === 'M' ? ['H', 'N', 'C'] : m.keys} phone={phone} />
        ))}
      </div>
      <div className={styles.side}>
        <StarButton kind="match" id={gameId} />
        <button type="button" className={styles.more} onClick={() => onDetail(gameId)} title={t('market.all')} data-testid={`more-${gameId}`}>
          <span>{t('market.allShort')}</span>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
});
