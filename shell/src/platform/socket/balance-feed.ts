import { reaction } from 'mobx';
import type { Subscription } from 'rxjs';
import type { SocketService } from '@site/shared';

/**
 * Watches the logged-in member's balance topic while a member is logged in; a push makes the
 * balance store reload (the store stays the one owner of the figures). Returns the dispose function.
 */
export function watchOwnBalance(socket: SocketService, userId: () => string, onPush: () => void): () => void {
  let sub: Subscription | null = null;
  const dispose = reaction(
    userId,
    (id) => {
      sub?.unsubscribe();
      sub = id ? socket.topic('balance', id).subscribe(() => onPush()) : null;
    },
    { fireImmediately: true },
  );
  return () => {
    dispose();
    sub?.unsubscribe();
  };
}
