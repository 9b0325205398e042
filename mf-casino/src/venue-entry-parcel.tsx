import { ownInstances } from '@site/shared/instances';
import { KIT_MARKER } from '@site/kit';
import { remoteParcel } from '@site/kit/parcel';
import { casinoCatalogs } from './i18n/catalog';
import { VenueEntryDialog } from './features/venue-entry/VenueEntryDialog';

export const { bootstrap, mount, unmount, update } = casinoCatalogs.parcel(
  remoteParcel({
    owner: 'mf_casino',
    rootComponent: VenueEntryDialog,
    instances: ownInstances(KIT_MARKER),
  }),
);
export const version = __REMOTE_VERSION__;
