import { useRef, type ReactNode } from 'react';
import { useFocusTrap } from './use-focus-trap';
import styles from './dialogs.module.css';

interface Props {
  id: number;
  kind: string;
  title: string;
  message: string;
  /** Without a close path the dialog is an alertdialog: no ×, Esc does nothing. */
  onClose?: () => void;
  closeLabel: string;
  opener: HTMLElement | null;
  children: ReactNode;
}

/** The frame every dialog of the kit shares: backdrop, labelled dialog, optional ×, focus trap. */
export function DialogFrame({ id, kind, title, message, onClose, closeLabel, opener, children }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useFocusTrap(ref, { opener, onEscape: onClose });
  return (
    <div className={styles.backdrop}>
      <div
        ref={ref}
        role={onClose ? 'dialog' : 'alertdialog'}
        aria-modal="true"
        aria-labelledby={`dlg-${id}-title`}
        aria-describedby={`dlg-${id}-text`}
        tabIndex={-1}
        className={styles.dialog}
        data-testid={`dialog-${kind}`}
      >
        <div className={styles.head}>
          <h2 id={`dlg-${id}-title`}>{title}</h2>
          {onClose ? (
            <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
              ×
            </button>
          ) : null}
        </div>
        <p id={`dlg-${id}-text`}>{message}</p>
        <div className={styles.actions}>{children}</div>
      </div>
    </div>
  );
}
