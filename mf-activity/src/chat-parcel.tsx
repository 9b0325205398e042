import { ownInstances } from '@site/shared/instances';
import { KIT_MARKER } from '@site/kit';
import { remoteParcel } from '@site/kit/parcel';
import { activityCatalogs } from './i18n/catalog';
import { ChatApp } from './features/chat/ChatApp';

/** ./chat: the chat room, mounted by the shell (floating panel) and the match centre (beside the board) through RemoteView. */
export const { bootstrap, mount, unmount, update } = activityCatalogs.parcel(
  remoteParcel({
    owner: 'mf_activity',
    rootComponent: ChatApp,
    instances: ownInstances(KIT_MARKER),
  }),
);
export const version = __REMOTE_VERSION__;
