import { messageOf } from '@site/shared';
import { useState } from 'react';
import { usePlatform } from '@site/shared/react';
import type { CardRuleKey } from '@site/shared';
import { hasErrors, type FormErrors } from './card-form';

/**
 * One add form: the values, the rule problems shown after the first submit, the api's answer.
 * submit() checks the shared rules, then calls send; success → onDone.
 */
export function useAddForm<F extends object>(initial: F, check: (f: F) => FormErrors<F>, send: (f: F) => Promise<unknown>, onDone: () => void) {
  const { dialogs } = usePlatform();
  const [form, setForm] = useState<F>(initial);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [serverError, setServerError] = useState('');
  const errors: FormErrors<F> = tried ? check(form) : {};
  const set = <K extends keyof F>(key: K, value: F[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerError('');
  };
  const submit = async (successText: string) => {
    setTried(true);
    if (hasErrors(check(form))) return;
    setSending(true);
    try {
      await send(form);
      dialogs.toast(successText, 'success');
      setForm(initial);
      setTried(false);
      onDone();
    } catch (e) {
      setServerError(messageOf(e));
    } finally {
      setSending(false);
    }
  };
  return { form, set, errors: errors as Partial<Record<keyof F, CardRuleKey>>, sending, serverError, submit };
}
