import { ownInstances } from '@site/shared/instances';
import { KIT_MARKER } from '@site/kit';
import { remoteParcel } from '@site/kit/parcel';
import { authCatalogs } from './i18n/catalog';
import { AuthDialog } from './features/auth-dialog/AuthDialog';

export const { bootstrap, mount, unmount, update } = authCatalogs.parcel(
  remoteParcel({
    owner: 'mf_auth',
    rootComponent: AuthDialog,
    instances: ownInstances(KIT_MARKER),
  }),
);
export const version = __REMOTE_VERSION__;
