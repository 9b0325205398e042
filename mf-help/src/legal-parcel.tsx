import { ownInstances } from '@site/shared/instances';
import { KIT_MARKER } from '@site/kit';
import { remoteParcel } from '@site/kit/parcel';
import { helpCatalogs } from './i18n/catalog';
import { LegalApp } from './LegalApp';

/** ./legal: the terms or privacy text alone, mounted by mf-auth through props.RemoteView with { doc }. */
export const { bootstrap, mount, unmount, update } = helpCatalogs.parcel(
  remoteParcel({
    owner: 'mf_help',
    rootComponent: LegalApp,
    instances: ownInstances(KIT_MARKER),
  }),
);
export const version = __REMOTE_VERSION__;
