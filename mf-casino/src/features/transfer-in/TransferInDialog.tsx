import { useState } from 'react';
import type { MountProps } from '@site/shared';
import { useDialogInbox, type DialogInbox } from '@site/kit';
import { withPlatform } from '@site/shared/react';
import { Modal } from '@site/shared/modal';
import { useCasinoT } from '../../hooks/use-casino-t';
import { useCasinoCatalogs } from '../../i18n/catalog';
import { TransferInForm } from './TransferInForm';

type Props = MountProps & { dialogInbox: DialogInbox<'wallet:transfer-in'> };

/**
 * The ./TransferInDialog parcel: opened by 'wallet:transfer-in' from any page (spec §2 Dialogs, §5).
 * After '转账成功' the venue opens (through 'venue:enter') and the balance store is refreshed.
 */
export const TransferInDialog = withPlatform<Props>(function TransferInDialogRoot(props: Props) {
  useCasinoCatalogs(props.i18n);
  const t = useCasinoT();
  const [channelCode, setChannelCode] = useState<string | null>(null);
  useDialogInbox(props.dialogInbox, (e) => setChannelCode(e.payload.channelCode));
  if (!channelCode) return null;
  const close = () => setChannelCode(null);
  return (
    <Modal title={t('transferIn.title')} closeLabel={t('dialog.close')} onClose={close} size="small" testId="transfer-in-dialog" focusKey={channelCode}>
      <TransferInForm
        key={channelCode}
        channelCode={channelCode}
        activity={false}
        onDone={() => {
          close();
          props.bus.emit('venue:enter', { enName: channelCode, gameCode: '', isActivity: false });
        }}
      />
    </Modal>
  );
});
