import styles from './stepper.module.css';

interface Props {
  step: number;
  labels: string[];
  /** Read by screen readers: '第 n 步，共 3 步'. */
  caption: string;
}

/** The wizard's progress: numbered dots with labels; done steps ticked, the current one highlighted. */
export function Stepper({ step, labels, caption }: Props) {
  return (
    <ol className={styles.stepper} aria-label={caption}>
      {labels.map((label, i) => (
        <li
          key={label}
          className={`${styles.item} ${i < step ? styles.done : ''} ${i === step ? styles.current : ''}`}
          aria-current={i === step ? 'step' : undefined}
        >
          <span className={styles.dot} aria-hidden="true">
            {i < step ? '✓' : i + 1}
          </span>
          <span className={styles.label}>{label}</span>
        </li>
      ))}
    </ol>
  );
}
