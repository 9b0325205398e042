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
 * How long the floating chat waits after the page's load event (then for an idle moment). Its remote
 * (mf-activity's entry and the room: about 300 ms of script on a mid-range phone) would otherwise run
 * while the player's first page is still settling and taps wait behind it. The launcher shows a few
 * seconds later; the room's unread count starts from there.
 */
export const CHAT_FLOAT_DELAY_MS = 3000;

/** Runs `mount` once the page has loaded, CHAT_FLOAT_DELAY_MS have passed and the browser is idle; answers a cancel. */
function afterFirstLoad(mount: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const wait = () => {
    timer = setTimeout(() => {
      if (typeof requestIdleCallback === 'function') idle = requestIdleCallback(mount, { timeout: 2000 });
      else mount();
    }, CHAT_FLOAT_DELAY_MS);
  };
  if (document.readyState === 'complete') wait();
  else window.addEventListener('load', wait, { once: true });
  return () => {
    window.removeEventListener('load', wait);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) cancelIdleCallback(idle);
  };
}

/**
 * The chat room as a floating panel on every other page (mf-activity's ./chat, the lobby). Mounted
 * after the first page has loaded (afterFirstLoad), so it never competes with the page's own remote.
 */
export function ChatFloat() {
  const p = usePlatform();
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  useEffect(() => afterFirstLoad(() => setReady(true)), []);
  if (!ready || NO_FLOATING_CHAT.some((path) => matchPath(path, pathname))) return null;
  return (
    <div className={styles.chatFloat}>
      <RemoteAreaFor module={EXPOSED.mf_activity.chat} platform={p} extra={{ rid: CHAT_LOBBY, variant: 'floating' }} placeholder={<></>} />
    </div>
  );
}
