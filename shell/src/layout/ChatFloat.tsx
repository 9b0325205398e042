import { useState } from 'react';
import { matchPath, useLocation } from 'react-router-dom';
import { EXPOSED } from '@site/kit';
import { CHAT_LOBBY, ROUTES } from '@site/shared';
import { useT } from '@site/shared/react';
import { ChatLauncher } from '@site/shared/chat-launcher';
import { usePlatform } from '../platform/platform-context';
import { RemoteAreaFor } from '../remotes/RemoteArea';
import styles from './layout.module.css';

/** Pages without the floating chat: the sports venue has the room beside its board; a game frame fills the page. */
const NO_FLOATING_CHAT = ROUTES.filter((r) => r.meta.sportVenue || r.name === 'game').map((r) => r.path);

/** The room's remote: mf-activity's ./chat (the lobby, as the floating panel). */
const CHAT_MODULE = EXPOSED.mf_activity.chat;

/**
 * The chat room as a floating panel on every other page. Until the player opens it, the launcher is the
 * shell's own button (a facade): the room's remote, the federation runtime and the parcel mount (about 50 KB
 * gzip and 300 ms of script on a mid-range phone) load when the player opens the chat, not on every first
 * page. The press (pointer down, or Enter / Space) mounts the room open (`open`); until it is in, the launcher
 * stays, marked busy. From then on the room's own launcher (collapsed, with its unread count) is on every page.
 */
export function ChatFloat() {
  const p = usePlatform();
  const t = useT(p.i18n, 'shell');
  const { pathname } = useLocation();
  const [asked, setAsked] = useState(false);
  if (NO_FLOATING_CHAT.some((path) => matchPath(path, pathname))) return null;
  const launcher = (
    <ChatLauncher label={t('layout.chat')} ariaLabel={t('layout.chatOpen')} onPointerDown={() => setAsked(true)} onClick={() => setAsked(true)} busy={asked} />
  );
  return (
    <div className={styles.chatFloat}>
      {asked ? (
        <RemoteAreaFor module={CHAT_MODULE} platform={p} extra={{ rid: CHAT_LOBBY, variant: 'floating', open: true }} placeholder={launcher} />
      ) : (
        launcher
      )}
    </div>
  );
}
