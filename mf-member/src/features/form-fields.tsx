import type { InputHTMLAttributes, ReactNode } from 'react';
import styles from './member-forms.module.css';

interface FieldText {
  id: string;
  label: string;
  /** The problem shown under the field (role=alert); the control is then aria-invalid. */
  error?: string;
  hint?: string;
}

/** A labelled form field with its problem (role=alert) under it: the member centre's one field block. */
export function Field({ id, label, error, hint, children }: FieldText & { children: ReactNode }) {
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

/** A Field holding one text input (the common case): id, style and aria-invalid / aria-describedby wired once. */
export function TextField({ id, label, error, hint, ...input }: FieldText & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className'>) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      <input id={id} className={styles.input} aria-invalid={Boolean(error)} aria-describedby={error ? `${id}-error` : undefined} {...input} />
    </Field>
  );
}
