import { usePlatform } from '@site/shared/react';
import { useCasinoT } from '../../hooks/use-casino-t';
import { slotLaunchDocument } from '../venue-entry';
import { useRecycleOnLeave } from './recycle-on-leave';
import styles from './game-frame.module.css';

/**
 * /pg/game and /dz/game (public): the slot frame pages. They render the provider's launch document the
 * venue entry stored, in an iframe (srcdoc); the document itself sends the frame to the game.
 */
export function SlotFramePage() {
  const platform = usePlatform();
  const { storage, navigate } = platform;
  useRecycleOnLeave(platform);
  const t = useCasinoT();
  const stored = storage.get(slotLaunchDocument);
  return (
    <div className={`${styles.frame} ${styles.slot}`} data-testid="slot-frame">
      <div className={styles.bar}>
        <button type="button" onClick={() => navigate.back()}>
          {t('frame.back')}
        </button>
        <span className={styles.title} data-testid="frame-title">
          {stored?.title ?? ''}
        </span>
      </div>
      {stored ? (
        <iframe className={styles.iframe} srcDoc={stored.document} title={t('frame.title', { name: stored.title })} allow="autoplay; fullscreen" />
      ) : (
        <div className={styles.missing}>
          <p>{t('frame.missing')}</p>
          <button type="button" onClick={() => navigate.to({ name: 'egame' })}>
            {t('frame.toList')}
          </button>
        </div>
      )}
    </div>
  );
}
