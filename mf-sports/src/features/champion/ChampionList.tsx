import { useSportsT } from '../../hooks/use-sports-t';
import { useBoardList, useMarket, useMatch, usePrice } from '../live-store';
import { PriceCell } from '../odds';
import { MatchClock } from '../clock';
import styles from './champion.module.css';

function Outright({ gameId }: { gameId: string }) {
  const match = useMatch(gameId);
  const marketId = match?.marketIds.find((id) => id === `${gameId}:FS`) ?? match?.marketIds[0] ?? '';
  const market = useMarket(marketId);
  if (!match || !market) return null;
  return (
    <article className={styles.event} data-testid={`match-${gameId}`}>
      <header className={styles.eventHead}>
        <span className={styles.eventName}>{match.team_h}</span>
        <MatchClock match={match} />
      </header>
      <div className={styles.grid}>
        {market.selectionIds.map((id) => (
          <div key={id} className={styles.pick}>
            <OutrightPick marketId={marketId} selectionId={id} />
          </div>
        ))}
      </div>
    </article>
  );
}

/** One team's price; the outright selection carries the team's name. */
function OutrightPick({ marketId, selectionId }: { marketId: string; selectionId: string }) {
  const price = usePrice(selectionId);
  return <PriceCell marketId={marketId} selectionId={selectionId} label={price?.name ?? ''} />;
}

/** Champion (outright) lists: per league, each outright event with every team's price. */
export function ChampionList() {
  const t = useSportsT();
  const list = useBoardList();
  if (list.leagues.length === 0) {
    return (
      <p className={styles.state} data-testid="sports-empty">
        {t('champion.empty')}
      </p>
    );
  }
  return (
    <div className={styles.list} data-testid="champion-list">
      {list.leagues.map((league) => (
        <section key={league.id} className={styles.league}>
          <h3 className={styles.leagueName}>{league.name}</h3>
          {(list.matchIds.get(league.id) ?? []).map((gameId) => (
            <Outright key={gameId} gameId={gameId} />
          ))}
        </section>
      ))}
    </div>
  );
}
