import type { AUTH_DIALOG, DialogDecl, DialogInbox, EXPOSED, ExposedModuleId, TRANSFER_IN_DIALOG, VENUE_ENTRY_DIALOG } from '@site/kit';
import type { ExposedProps_mf_activity } from './mf-activity';
import type { ExposedProps_mf_auth } from './mf-auth';
import type { ExposedProps_mf_casino } from './mf-casino';
import type { ExposedProps_mf_help } from './mf-help';
import type { ExposedProps_mf_member } from './mf-member';
import type { ExposedProps_mf_sports } from './mf-sports';

/**
 * Every exposed module's props beyond MountProps, as the remotes declare them (the generated .d.ts beside this file,
 * `npm run exposed-types`; ops/src/exposed-types.test.ts keeps them equal to the remotes' sources).
 */
export type ExposedProps = ExposedProps_mf_auth &
  ExposedProps_mf_help &
  ExposedProps_mf_sports &
  ExposedProps_mf_casino &
  ExposedProps_mf_member &
  ExposedProps_mf_activity;

/** What the shell passes a module beside MountProps (`extra` of RemoteAreaFor): checked by tsc against the parcel's props. */
export type PropsOf<M extends ExposedModuleId> = ExposedProps[M];

/** Whether a dialog parcel takes the inbox of the events its dialog declaration hands it. */
type TakesInbox<D> =
  D extends DialogDecl<infer K>
    ? D['module'] extends ExposedModuleId
      ? DialogInbox<K> extends PropsOf<D['module']>['dialogInbox' & keyof PropsOf<D['module']>]
        ? true
        : false
      : false
    : false;

/**
 * Checked by tsc for each dialog of the kit's table: its parcel's `dialogInbox` prop takes an inbox of the events the
 * declaration hands it (a parcel that renames the prop, or narrows its events, fails here).
 */
export const DIALOG_PARCELS_TAKE_THEIR_INBOX: [
  TakesInbox<typeof AUTH_DIALOG & { module: typeof EXPOSED.mf_auth.AuthDialog }>,
  TakesInbox<typeof VENUE_ENTRY_DIALOG & { module: typeof EXPOSED.mf_casino.VenueEntryDialog }>,
  TakesInbox<typeof TRANSFER_IN_DIALOG & { module: typeof EXPOSED.mf_casino.TransferInDialog }>,
] = [true, true, true];

/**
 * The one dialog host's props for whichever dialog parcel it mounts (its module known only at run time): the
 * inbox, whose events DIALOG_PARCELS_TAKE_THEIR_INBOX checks per dialog.
 */
export const dialogParcelProps = (inbox: DialogInbox): PropsOf<ExposedModuleId> => ({ dialogInbox: inbox }) as PropsOf<ExposedModuleId>;
