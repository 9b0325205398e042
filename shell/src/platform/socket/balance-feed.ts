import { reaction } from 'mobx';
import type { Subscription } from 'rxjs';
import { MsgId, type SocketService } from '@site/shared';
import { afterLoadIdle } from '../after-load-idle';

/**
 * Watches the logged-in member's balance topic while a member is logged in; a push makes the
 * balance store reload (the store stays the one owner of the figures). Returns the dispose function.
 * The server keeps no balance to replay, so a move between the page's own read and the moment the watch
 * is live (or while the connection was down) would never be pushed: each time the server answers that the
 * topic is live (SUBSCRIBED: the first time and after every reconnect) the store reloads too.
 * The watch begins once the first page has loaded (`later`, afterLoadIdle by default): watching opens
 * the live connection, whose code and member token would otherwise compete with the page's own content,
 * and the page's guard has just asked for the balance anyway.
 */
export function watchOwnBalance(socket: SocketService, userId: () => string, onPush: () => void, later: (run: () => void) => void = afterLoadIdle): () => void {
  let subs: Subscription[] = [];
  let watching = false;
  let disposed = false;
  const unwatch = () => subs.splice(0).forEach((s) => s.unsubscribe());
  const watch = (id: string) => {
    unwatch();
    if (!id) return;
    subs = [
      socket.answers$.subscribe((frame) => {
        if (frame.msgId === MsgId.SUBSCRIBED && frame.msgData.topic === 'balance' && frame.msgData.key === id) onPush();
      }),
      socket.topic('balance', id).subscribe(() => onPush()),
    ];
  };
  const dispose = reaction(userId, (id) => {
    if (watching) watch(id);
  });
  later(() => {
    if (disposed) return;
    watching = true;
    watch(userId());
  });
  return () => {
    disposed = true;
    dispose();
    unwatch();
  };
}
