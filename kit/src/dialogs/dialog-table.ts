import type { SiteEventName } from '@site/shared';
import { EXPOSED, type ExposedModuleId } from '../exposed-modules';

/** One remote dialog: the exposed parcel, the events that open it, every event it is handed. */
export interface DialogDecl<K extends SiteEventName = SiteEventName> {
  module: ExposedModuleId;
  /** The first of these mounts the parcel (it is handed over once the parcel takes its inbox). */
  opens: readonly K[];
  /** Handed to the parcel in order; before an opening event they mean nothing and are dropped. */
  receives: readonly K[];
}

const AUTH_OPENS = ['auth:login', 'auth:register', 'auth:forgot-password', 'auth:new-device'] as const;
const AUTH_EVENTS = [...AUTH_OPENS, 'auth:switch-way', 'auth:close'] as const;
export type AuthDialogEvent = (typeof AUTH_EVENTS)[number];

export const AUTH_DIALOG: DialogDecl<AuthDialogEvent> = { module: EXPOSED.mf_auth.AuthDialog, opens: AUTH_OPENS, receives: AUTH_EVENTS };
export const VENUE_ENTRY_DIALOG: DialogDecl<'venue:enter'> = { module: EXPOSED.mf_casino.VenueEntryDialog, opens: ['venue:enter'], receives: ['venue:enter'] };
export const TRANSFER_IN_DIALOG: DialogDecl<'wallet:transfer-in'> = {
  module: EXPOSED.mf_casino.TransferInDialog,
  opens: ['wallet:transfer-in'],
  receives: ['wallet:transfer-in'],
};

/** Every dialog the shell's one dialog host serves (one bus event never opens two). */
export const DIALOGS: readonly DialogDecl[] = [AUTH_DIALOG, VENUE_ENTRY_DIALOG, TRANSFER_IN_DIALOG];
