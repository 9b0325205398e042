import { ownInstances } from '@site/shared/instances';
import { KIT_MARKER } from '@site/kit';
import { remoteParcel } from '@site/kit/parcel';
import { mountCatalog } from './i18n/catalog';
import { App } from './App';

const lifecycles = remoteParcel({
  owner: 'mf_sports',
  rootComponent: App,
  instances: ownInstances(KIT_MARKER),
});
export const { bootstrap, unmount, update } = lifecycles;
/** The page's language catalog first (a chunk of its own for zh-TW), then the root. */
export const mount = [mountCatalog, lifecycles.mount];
export const version = __REMOTE_VERSION__;
