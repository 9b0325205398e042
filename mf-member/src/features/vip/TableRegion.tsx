import type { ReactNode } from 'react';
import styles from './vip.module.css';

/** A table that may scroll sideways on a phone: a named region the keyboard can reach and scroll. */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // A scrollable region must be focusable (axe scrollable-region-focusable).
    <div className={styles.tableWrap} role="region" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
