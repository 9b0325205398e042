import { usePlatform } from '@site/shared/react';
import { useCasinoT } from '../../hooks/use-casino-t';
import { gameFrameEntry } from '../venue-entry';
import { useRecycleOnLeave } from './recycle-on-leave';
import styles from './game-frame.module.css';

/**
 * /game/{info} (auth): the in-site frame of an http venue url (spec §2, §4). The url was stored by the
 * venue entry for this venue (info = enName); without it the player is asked to enter the venue again.
 */
export function GameFramePage() {
  const platform = usePlatform();
  const { route, storage, navigate, bus } = platform;
  useRecycleOnLeave(platform);
  const t = useCasinoT();
  const info = route.params['info'] ?? '';
  const entry = storage.get(gameFrameEntry);
  const opened = entry && entry.enName === info ? entry : null;
  const url = opened?.url ?? null;
  return (
    <div className={styles.frame} data-testid="game-frame">
      <div className={styles.bar}>
        <button type="button" onClick={() => navigate.back()}>
          {t('frame.back')}
        </button>
        <span className={styles.title} data-testid="frame-title">
          {opened?.title ?? ''}
        </span>
        {url ? (
          <button type="button" onClick={() => navigate.newWindow(url)}>
            {t('frame.newWindow')}
          </button>
        ) : null}
      </div>
      {url ? (
        <iframe className={styles.iframe} src={url} title={t('frame.title', { name: opened?.title ?? '' })} allow="autoplay; fullscreen" />
      ) : (
        <div className={styles.missing}>
          <p>{t('frame.missing')}</p>
          <button type="button" onClick={() => bus.emit('venue:enter', { enName: info, gameCode: '', isActivity: false })}>
            {t('frame.reenter')}
          </button>
        </div>
      )}
    </div>
  );
}
