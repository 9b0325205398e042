import { makeAutoObservable, observable } from 'mobx';
import type { SiteBus } from '@site/shared';
import { connectDialogInbox, DIALOGS, type DialogDecl, type DialogInboxFeed, type ExposedModuleId } from '@site/kit';

export interface OpenedDialog {
  module: ExposedModuleId;
  inbox: DialogInboxFeed;
}

/**
 * The shell's remote dialogs: one inbox per dialog of the kit's table, fed by the bus from
 * start-up (before any remote has loaded, so no event is lost). A dialog's first opening event
 * adds it to `opened`; the host then mounts its parcel, which takes the inbox.
 */
export class RemoteDialogs {
  opened: OpenedDialog[] = [];
  private readonly closers: (() => void)[] = [];

  constructor(bus: SiteBus, dialogs: readonly DialogDecl[] = DIALOGS) {
    // Shallow: the inboxes stay plain objects (their buffer lives in their closure, not in MobX).
    makeAutoObservable<RemoteDialogs, 'closers'>(this, { closers: false, opened: observable.shallow });
    for (const decl of dialogs) {
      const inbox: DialogInboxFeed & { close(): void } = connectDialogInbox(bus, decl, (): void => this.open(decl.module, inbox));
      this.closers.push(inbox.close);
    }
  }

  private open(module: ExposedModuleId, inbox: DialogInboxFeed): void {
    if (!this.opened.some((d) => d.module === module)) this.opened.push({ module, inbox });
  }

  /** Stops listening to the bus (tests; the page never does). */
  dispose(): void {
    this.closers.forEach((close) => close());
  }
}
