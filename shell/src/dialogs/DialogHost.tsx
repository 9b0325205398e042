import { observer } from 'mobx-react-lite';
import { usePlatform } from '../platform/platform-context';
import styles from './dialogs.module.css';

/** Toasts at the bottom and the open dialogs of the dialog kit. */
export const DialogHost = observer(function DialogHost() {
  const { dialogState } = usePlatform();
  return (
    <>
      <div className={styles.toasts} role="status" aria-live="polite">
        {dialogState.toasts.map((t) => (
          <div key={t.id} className={`${styles.toast} ${styles[t.kind]}`} data-testid="toast" data-kind={t.kind}>{t.message}</div>
        ))}
      </div>
      {dialogState.dialogs.map((d) => (
        <div key={d.id} className={styles.backdrop}>
          <div role="dialog" aria-modal="true" aria-labelledby={`dlg-${d.id}`} className={styles.dialog}>
            <h2 id={`dlg-${d.id}`}>{d.options.title ?? '温馨提示'}</h2>
            <p>{'content' in d.options ? d.options.content : d.options.message}</p>
            <div className={styles.actions}>
              {('single' in d.options && d.options.single) || ('showCancel' in d.options && !d.options.showCancel) ? null : (
                <button type="button" onClick={() => dialogState.close(d.id, false)}>{d.options.cancelText ?? '取消'}</button>
              )}
              <button type="button" className={styles.confirm} autoFocus onClick={() => dialogState.close(d.id, true)}>{d.options.confirmText ?? '确定'}</button>
            </div>
          </div>
        </div>
      ))}
    </>
  );
});
