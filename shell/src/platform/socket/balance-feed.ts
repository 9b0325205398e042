import { reaction } from 'mobx';
import type { Subscription } from 'rxjs';
import type { SocketService } from '@site/shared';
import { afterLoadIdle } from '../after-load-idle';

/**
 * Watches the logged-in member's balance topic while a member is logged in; a push makes the
 * balance store reload (the store stays the one owner of the figures). Returns the dispose function.
 * The watch begins once the first page has loaded (`later`, afterLoadIdle by default): watching opens
 * the live connection, whose code and member token would otherwise compete with the page's own content,
 * and the page's guard has just asked for the balance anyway.
 */
export function watchOwnBalance(socket: SocketService, userId: () => string, onPush: () => void, later: (run: () => void) => void = afterLoadIdle): () => void {
  let sub: Subscription | null = null;
  let watching = false;
  let disposed = false;
  const watch = (id: string) => {
    sub?.unsubscribe();
    sub = id ? socket.topic('balance', id).subscribe(() => onPush()) : null;
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
    sub?.unsubscribe();
  };
}
