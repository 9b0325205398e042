import { useEffect, useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { EXPOSED } from '@site/kit';
import { CHAT_LOBBY, ROUTES } from '@site/shared';
import { usePlatform } from '../platform/platform-context';
import { RemoteAreaFor } from '../remotes/RemoteArea';
import styles from './layout.module.css';

/** Pages without the floating chat: the sports venue has the room beside its board; a game frame fills the page. */
const NO_FLOATING_CHAT = ROUTES.filter((r) => r.meta.sportVenue || r.name === 'game').map((r) => r.path);

/**
 * The chat room as a floating panel on every other page (mf-activity's ./chat, the lobby). Mounted
 * once the browser is idle after the first render, so it never competes with the page's own remote.
 */
export function ChatFloat() {
  const p = usePlatform();
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof requestIdleCallback === 'function') {
      const id = requestIdleCallback(() => setReady(true), { timeout: 3000 });
      return () => cancelIdleCallback(id);
    }
    const id = setTimeout(() => setReady(true), 1000);
    return () => clearTimeout(id);
  }, []);
  if (!ready || NO_FLOATING_CHAT.some((path) => matchPath(path, pathname))) return null;
  return (
    <div className={styles.chatFloat}>
      <RemoteAreaFor module={EXPOSED.mf_activity.chat} platform={p} extra={{ rid: CHAT_LOBBY, variant: 'floating' }} placeholder={<></>} />
    </div>
  );
}
