import { ownInstances } from '@site/shared/instances';
import { KIT_MARKER } from '@site/kit';
import { remoteParcel } from '@site/kit/parcel';
import { TransferInDialog } from './features/transfer-in/TransferInDialog';

export const { bootstrap, mount, unmount, update } = remoteParcel({
  owner: 'mf_casino',
  rootComponent: TransferInDialog,
  instances: ownInstances(KIT_MARKER),
});
export const version = __REMOTE_VERSION__;
