import { useEffect, type RefObject } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE));
}

/**
 * Keyboard handling of a modal: focus moves in on open (the initial element or the first
 * focusable), Tab and Shift+Tab cycle inside, Esc calls onEscape (when given), and focus returns
 * to the opener on close.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  options: { initial?: RefObject<HTMLElement | null>; opener: HTMLElement | null; onEscape?: () => void },
): void {
  const { initial, opener, onEscape } = options;
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    (initial?.current ?? root.querySelector<HTMLElement>('[data-autofocus]') ?? focusableIn(root)[0] ?? root).focus();
    return () => {
      if (opener && opener.isConnected) opener.focus();
    };
    // Runs once per opened dialog.
  }, [ref, initial, opener]);

  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        if (onEscape) {
          e.stopPropagation();
          onEscape();
        }
        return;
      }
      if (e.key !== 'Tab') return;
      const items = focusableIn(root);
      if (items.length === 0) {
        e.preventDefault();
        root.focus();
        return;
      }
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = document.activeElement;
      if (e.shiftKey && (active === first || !root.contains(active))) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && (active === last || !root.contains(active))) {
        e.preventDefault();
        first.focus();
      }
    };
    root.addEventListener('keydown', onKey);
    return () => root.removeEventListener('keydown', onKey);
  }, [ref, onEscape]);
}
