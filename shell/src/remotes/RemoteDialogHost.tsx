import { observer } from 'mobx-react-lite';
import { usePlatform } from '../platform/platform-context';
import { RemoteAreaFor } from './RemoteArea';
import type { RemoteDialogs } from './remote-dialogs';
import { dialogParcelProps } from './exposed-props';

/**
 * The one host of remote dialogs (auth, venue entry, transfer-in): each opened dialog's parcel
 * is mounted once and kept mounted, with its inbox as the `dialogInbox` prop.
 */
export const RemoteDialogHost = observer(function RemoteDialogHost({ dialogs }: { dialogs: RemoteDialogs }) {
  const p = usePlatform();
  return (
    <>
      {dialogs.opened.map(({ module, inbox }) => (
        <RemoteAreaFor key={module} module={module} platform={p} extra={dialogParcelProps(inbox)} />
      ))}
    </>
  );
});
