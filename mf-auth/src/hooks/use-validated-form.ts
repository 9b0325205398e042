import { useState, type FormEvent } from 'react';
import { hasErrors, type Errors } from '../rules/validation';
import { useRuleText } from './use-auth-t';

/**
 * The state every auth form shares: values, per-field messages (re-checked on change once a
 * submit has shown them), a form-level message and the busy flag while the call runs.
 */
export function useValidatedForm<V extends object, F extends string>(initial: V | (() => V), validate: (values: V) => Errors<F>) {
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<Partial<Errors<F>>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ruleText = useRuleText();

  function change<K extends keyof V>(key: K, value: V[K]): void {
    const next = { ...values, [key]: value };
    setValues(next);
    if (hasErrors(errors as Errors<F>)) setErrors(validate(next));
  }

  /** A submit handler: every field is validated, then the action runs with the form busy. */
  function onSubmit(action: (values: V) => Promise<void>) {
    return async (e: FormEvent) => {
      e.preventDefault();
      if (busy) return;
      const errs = validate(values);
      setErrors(errs);
      setFormError(null);
      if (hasErrors(errs)) return;
      setBusy(true);
      try {
        await action(values);
      } finally {
        setBusy(false);
      }
    };
  }

  /** Drops one field's message (its cause went away outside the field, e.g. a code was requested). */
  function clearError(field: F): void {
    setErrors((current) => (current[field] ? { ...current, [field]: null } : current));
  }

  /** The text shown under a field: its rule's message from the catalog, or null. */
  const error = (field: F): string | null => ruleText(errors[field]);
  return { values, change, error, clearError, formError, setFormError, busy, onSubmit };
}
