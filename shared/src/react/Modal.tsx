import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './modal.module.css';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

interface Props {
  title: ReactNode;
  /** An English subtitle / extra label (e.g. 'Graphic Verification'). */
  subtitle?: string;
  onClose(): void;
  closeLabel: string;
  children: ReactNode;
  /** Another modal is open on top: this one is inert. */
  covered?: boolean;
  size?: 'normal' | 'wide' | 'small';
  testId?: string;
  /** Extra attributes for tests (data-mode etc.). */
  data?: Record<`data-${string}`, string | number>;
  header?: ReactNode;
  /** When this changes (mode, step) and focus has left the modal, focus moves to its first field. */
  focusKey?: string | number;
}

function focusables(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[inert]') && el.getAttribute('aria-hidden') !== 'true');
}

/**
 * A modal dialog: role=dialog, aria-modal, labelled by its title, focus kept inside (Tab wraps),
 * Esc closes, and focus returns to where it was when the modal closes.
 */
export function Modal({ title, subtitle, onClose, closeLabel, children, covered = false, size = 'normal', testId, data, header, focusKey }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = useId();

  // Focus returns to where it was when the modal closes.
  useEffect(() => {
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      if (before && before.isConnected) before.focus();
    };
  }, []);

  // On open, and whenever the content is replaced (mode, step), focus stays inside.
  useEffect(() => {
    const root = ref.current;
    if (!root || covered || root.contains(document.activeElement)) return;
    const first = root.querySelector<HTMLElement>('[data-autofocus]') ?? focusables(root)[0];
    (first ?? root).focus();
  }, [focusKey, covered]);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (covered) return;
    if (e.key === 'Escape') {
      e.stopPropagation();
      onClose();
      return;
    }
    if (e.key !== 'Tab' || !ref.current) return;
    const list = focusables(ref.current);
    if (list.length === 0) {
      e.preventDefault();
      return;
    }
    const first = list[0]!;
    const last = list[list.length - 1]!;
    const active = document.activeElement;
    if (e.shiftKey && (active === first || !ref.current.contains(active))) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && (active === last || !ref.current.contains(active))) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <div className={styles.backdrop} onMouseDown={(e) => e.target === e.currentTarget && !covered && onClose()}>
      <div
        ref={ref}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[size]}`}
        onKeyDown={onKeyDown}
        inert={covered}
        data-testid={testId}
        {...data}
      >
        <div className={styles.head}>
          <h2 id={titleId} className={styles.title}>
            {title}
            {subtitle ? (
              <span className={styles.subtitle} lang="en">
                {subtitle}
              </span>
            ) : null}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={() => onClose()}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {header}
        <div className={styles.body}>{children}</div>
      </div>
    </div>
  );
}
