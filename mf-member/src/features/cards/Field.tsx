import type { ReactNode } from 'react';
import styles from '../member-forms.module.css';

/** A labelled form field with its problem (role=alert) under it. */
export function Field({ id, label, error, hint, children }: { id: string; label: string; error?: string; hint?: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {error ? (
        <p className={styles.error} role="alert" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
