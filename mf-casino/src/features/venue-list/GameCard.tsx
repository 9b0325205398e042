import type { Game } from '@site/shared';
import { useCasinoT } from '../../hooks/use-casino-t';
import styles from './venue-list.module.css';

interface Props {
  game: Game;
  /** In the list's first screen: its icon loads at once (the page's largest paint), not lazily. */
  firstScreen: boolean;
  /** Below the first screen: whether its icon may load yet (useFirstScreenIcons); until then its box is kept. */
  iconAllowed: boolean;
  /** Called once the icon has loaded or failed. */
  onIconSettled?(): void;
  collected: boolean;
  onEnter(): void;
  onToggleCollect(): void;
}

/** One game of a venue's list: icon, name, hot/new tags, the favourite star and entry on click. */
export function GameCard({ game, firstScreen, iconAllowed, onIconSettled, collected, onEnter, onToggleCollect }: Props) {
  const t = useCasinoT();
  return (
    <li className={styles.game} data-testid={`game-${game.gameCode}`}>
      <button type="button" className={styles.gameMain} onClick={onEnter} aria-label={t('game.play', { name: game.name })}>
        {firstScreen || iconAllowed ? (
          <img src={game.icon} alt="" className={styles.gameIcon} loading={firstScreen ? 'eager' : 'lazy'} onLoad={onIconSettled} onError={onIconSettled} />
        ) : (
          <span className={`${styles.gameIcon} ${styles.gameIconWaiting}`} data-testid="icon-waiting" />
        )}
        <span className={styles.gameName}>{game.name}</span>
        <span className={styles.gameTags}>
          {game.hot ? <em className={styles.tagHot}>{t('tags.hot')}</em> : null}
          {game.new ? <em className={styles.tagNew}>{t('tags.new')}</em> : null}
        </span>
      </button>
      <button
        type="button"
        className={`${styles.star} ${collected ? styles.starOn : ''}`}
        aria-pressed={collected}
        aria-label={collected ? t('game.uncollect') : t('game.collect')}
        onClick={onToggleCollect}
        data-testid={`collect-${game.gameCode}`}
      >
        <span aria-hidden="true">{collected ? '★' : '☆'}</span>
      </button>
    </li>
  );
}
