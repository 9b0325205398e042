import { observer } from 'mobx-react-lite';
import type { ConfirmOptions, TipsOptions } from '@site/shared';
import { useT } from '@site/shared/react';
import { usePlatform } from '../platform/platform-context';
import type { OpenDialog } from '../platform/dialogs';
import { DialogFrame } from './DialogFrame';
import { Toasts } from './Toasts';
import styles from './dialogs.module.css';

/** Common confirm (title, content, cancel, confirm, single-button mode) and tips (message, optional cancel, closable). */
const KitDialog = observer(function KitDialog({ d }: { d: OpenDialog }) {
  const { dialogState, i18n } = usePlatform();
  const t = useT(i18n, 'shell');
  const close = (value: boolean) => dialogState.close(d.id, value);
  const confirm = d.kind === 'confirm' ? (d.options as ConfirmOptions) : null;
  const tips = d.kind === 'tips' ? (d.options as TipsOptions) : null;
  const message = confirm ? confirm.content : tips!.message;
  const showCancel = confirm ? !confirm.single : tips!.showCancel === true;
  // Confirm dialogs always close with Esc / ×; tips only when closable (6302 is not).
  const closable = confirm ? true : tips!.closable !== false;
  return (
    <DialogFrame
      id={d.id}
      kind={d.kind}
      title={d.options.title ?? t('dialog.title')}
      message={message}
      onClose={closable ? () => close(false) : undefined}
      closeLabel={t('dialog.close')}
      opener={d.opener}
    >
      {showCancel ? (
        <button type="button" onClick={() => close(false)}>
          {d.options.cancelText ?? t('dialog.cancel')}
        </button>
      ) : null}
      <button type="button" className={styles.confirm} data-autofocus onClick={() => close(true)}>
        {d.options.confirmText ?? t('dialog.confirm')}
      </button>
    </DialogFrame>
  );
});

/** Toasts at the bottom and the open dialogs of the dialog kit (the top one holds the focus). */
export const DialogHost = observer(function DialogHost() {
  const { dialogState } = usePlatform();
  return (
    <>
      <Toasts />
      {dialogState.dialogs.map((d) => (
        <KitDialog key={d.id} d={d} />
      ))}
    </>
  );
});
