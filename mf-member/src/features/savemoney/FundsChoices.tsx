import styles from './funds.module.css';

/**
 * The funds pages' one-of-a-kind picker (存款 pay type, 取款 account): a radio group of buttons, each a name and a
 * muted line under it.
 */
export function FundsChoices<T>({
  label,
  items,
  keyOf,
  checked,
  name,
  detail,
  disabled,
  onPick,
  testIdOf,
}: {
  label: string;
  items: readonly T[];
  keyOf: (item: T) => string | number;
  checked: (item: T) => boolean;
  name: (item: T) => string;
  detail: (item: T) => string;
  disabled: boolean;
  onPick: (item: T) => void;
  testIdOf: (item: T) => string;
}) {
  return (
    <div className={styles.choices} role="radiogroup" aria-label={label}>
      {items.map((item) => (
        <button
          key={keyOf(item)}
          type="button"
          role="radio"
          aria-checked={checked(item)}
          className={styles.choice}
          disabled={disabled}
          onClick={() => onPick(item)}
          data-testid={testIdOf(item)}
        >
          <span className={styles.choiceName}>{name(item)}</span>
          <span className={styles.muted}>{detail(item)}</span>
        </button>
      ))}
    </div>
  );
}
