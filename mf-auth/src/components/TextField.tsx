import { useId, type InputHTMLAttributes, type ReactNode } from 'react';
import styles from './form.module.css';

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'id' | 'prefix'> {
  label: string;
  value: string;
  onChange(value: string): void;
  /** The rule's message, shown under the field (role=alert, linked by aria-describedby). */
  error?: string | null;
  /** A control at the end of the input (send-code button, picture, ...). */
  addon?: ReactNode;
  /** Something before the input (country select, ...). */
  prefix?: ReactNode;
  autoFocus?: boolean;
}

/** One labelled input with its inline message. */
export function TextField({ label, value, onChange, error, addon, prefix, autoFocus, ...input }: Props) {
  const id = useId();
  const errId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <div className={`${styles.control} ${error ? styles.invalid : ''}`}>
        {prefix}
        <input
          {...input}
          id={id}
          className={styles.input}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errId : undefined}
          data-autofocus={autoFocus ? '' : undefined}
        />
        {addon}
      </div>
      {error ? (
        <p id={errId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
