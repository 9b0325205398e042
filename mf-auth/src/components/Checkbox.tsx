import { useId, type ReactNode } from 'react';
import styles from './form.module.css';

interface Props {
  checked: boolean;
  onChange(checked: boolean): void;
  children: ReactNode;
  /** Controls after the label (links that must not toggle the box). */
  after?: ReactNode;
  error?: string | null;
  name?: string;
}

/** A checkbox with its label text (which may hold links) and an inline message. */
export function Checkbox({ checked, onChange, children, after, error, name }: Props) {
  const id = useId();
  const errId = `${id}-error`;
  return (
    <div className={styles.checkField}>
      <div className={styles.check}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errId : undefined}
        />
        <label htmlFor={id}>{children}</label>
        {after}
      </div>
      {error ? (
        <p id={errId} role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
