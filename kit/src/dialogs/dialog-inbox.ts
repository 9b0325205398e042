import type { SiteBus, SiteEventName, SiteEvents } from '@site/shared';
import type { DialogDecl } from './dialog-table';

/** One event of a dialog, discriminated by its type. */
export type DialogEvent<K extends SiteEventName = SiteEventName> = { [P in K]: { type: P; payload: SiteEvents[P] } }[K];

/** What a dialog parcel is handed (prop `dialogInbox`): its events, the early ones first. */
export interface DialogInbox<K extends SiteEventName = SiteEventName> {
  /**
   * Called once the parcel is mounted: every event buffered so far is handed over in order, then
   * each new one as it comes. Returns the function that gives the inbox back (events buffer again).
   */
  take(handler: (event: DialogEvent<K>) => void): () => void;
}

/** The host's side of an inbox. */
export interface DialogInboxFeed<K extends SiteEventName = SiteEventName> extends DialogInbox<K> {
  readonly opened: boolean;
  /** Offers one event; returns true when it opened the dialog (the host mounts the parcel then). */
  push(event: DialogEvent<K>): boolean;
}

/**
 * Buffers a dialog's events until its parcel takes them: an event sent before the remote has
 * loaded is never lost. Events other than the opening ones are dropped while the dialog was
 * never opened (an `auth:close` before any login means nothing).
 */
export function createDialogInbox<K extends SiteEventName>(decl: DialogDecl<K>): DialogInboxFeed<K> {
  const buffer: DialogEvent<K>[] = [];
  let handler: ((event: DialogEvent<K>) => void) | null = null;
  let opened = false;
  return {
    get opened() {
      return opened;
    },
    push(event) {
      const opens = !opened && decl.opens.includes(event.type);
      if (!opened && !opens) return false;
      opened = true;
      if (handler) handler(event);
      else buffer.push(event);
      return opens;
    },
    take(next) {
      handler = next;
      while (buffer.length > 0 && handler === next) next(buffer.shift()!);
      return () => {
        if (handler === next) handler = null;
      };
    },
  };
}

/** An inbox fed by the bus with the dialog's events; `onOpen` runs when the first opening event arrives. */
export function connectDialogInbox<K extends SiteEventName>(
  bus: SiteBus,
  decl: DialogDecl<K>,
  onOpen: () => void = () => undefined,
): DialogInboxFeed<K> & { close(): void } {
  const inbox = createDialogInbox(decl);
  const offs = decl.receives.map((type) =>
    bus.subscribe(type, (payload) => {
      if (inbox.push({ type, payload } as DialogEvent<K>)) onOpen();
    }),
  );
  return Object.assign(inbox, { close: () => offs.forEach((off) => off()) });
}
