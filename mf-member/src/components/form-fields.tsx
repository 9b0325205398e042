import type { InputHTMLAttributes, ReactNode } from 'react';
import { AMOUNT_MAX_LENGTH, amountAsTyped, fenOfAmountText, isLanguage, toCapitalNumerals } from '@site/shared';
import styles from './member-forms.module.css';

interface FieldText {
  id: string;
  label: string;
  /** The problem shown under the field (role=alert); the control is then aria-invalid. */
  error?: string;
  hint?: string;
  /** data-testid of the problem line. */
  errorTestId?: string;
}

/** A labelled form field with its problem (role=alert) under it: the member centre's one field block. */
export function Field({ id, label, error, hint, errorTestId, children }: FieldText & { children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {error ? (
        <p className={styles.error} role="alert" id={`${id}-error`} data-testid={errorTestId}>
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

interface AmountFieldProps extends FieldText {
  value: string;
  /** The text the field holds after a keystroke: amountAsTyped's, so a third decimal or a 13th character never arrives. */
  onChange(text: string): void;
  /** The page's language (i18n.language): the capital numerals are written in it. */
  language: string;
  /** The words before the capital numerals ('大写'), from the page's catalog. */
  capitalLabel: string;
  placeholder?: string;
  readOnly?: boolean;
  testId: string;
  /** A control after the input ('全部'). */
  addon?: ReactNode;
}

/**
 * The member centre's one amount field (deposit, withdrawal, transfer, any amount box): the shared typing rule
 * (at most 2 decimals and 12 characters while typing, spec §5 / §9) and, under it, the amount the player is about to
 * confirm in Chinese capital numerals (data-testid `<testId>-capital`).
 */
export function AmountField({ id, label, error, hint, value, onChange, language, capitalLabel, placeholder, readOnly, testId, addon }: AmountFieldProps) {
  const fen = fenOfAmountText(value);
  const capital = fen !== null && fen > 0 ? toCapitalNumerals(fen / 100, isLanguage(language) ? language : undefined) : '';
  return (
    <Field id={id} label={label} error={error} hint={hint} errorTestId={`${testId}-error`}>
      <div className={styles.amountRow}>
        <input
          id={id}
          className={styles.input}
          inputMode="decimal"
          autoComplete="off"
          maxLength={AMOUNT_MAX_LENGTH}
          placeholder={placeholder}
          value={value}
          readOnly={readOnly}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => onChange(amountAsTyped(value, e.target.value))}
          data-testid={testId}
        />
        {addon}
      </div>
      {capital ? (
        <p className={styles.capital} data-testid={`${testId}-capital`}>
          {capitalLabel}
          {capital}
        </p>
      ) : null}
    </Field>
  );
}
