import { useEffect, useState } from 'react';
import { DEFAULT_PHONE_REGEX, LIMITS, queryCountryArea, type CountryEntry } from '@site/shared';
import { TextField } from '../../components/TextField';
import { useAuthT } from '../../hooks/use-auth-t';
import { usePlatform } from '@site/shared/react';
import { validateForgotEmail, validateForgotPhone } from '../../rules/validation';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { sendResetCode, type Identity } from './forgot-calls';
import { messageOf, resendAfterOf } from '../../calls/call-errors';
import form from '../../components/form.module.css';

/** Until the api's list (which names each area in the player's language) comes: +86, named by the catalog. */
const DEFAULT_AREA: CountryEntry = { areaName: '', areaCode: '+86', regex: DEFAULT_PHONE_REGEX };

interface Props {
  by: 'phone' | 'email';
  initial: Identity | null;
  /** The identity was accepted and a code sent (resend after `seconds`, when the api says). */
  onDone(identity: Identity, seconds?: number): void;
}

/** Step 0: username + phone (with a country select) or username + e-mail. */
export function ForgotIdentityStep({ by, initial, onDone }: Props) {
  const props = usePlatform();
  const t = useAuthT();
  const [areas, setAreas] = useState<CountryEntry[]>([DEFAULT_AREA]);
  const [areaCode, setAreaCode] = useState(initial?.by === 'phone' ? initial.areaCode : DEFAULT_AREA.areaCode);

  useEffect(() => {
    if (by !== 'phone') return;
    let alive = true;
    props.http.call(queryCountryArea, {}, { silent: true }).then(
      (list) => alive && list.length > 0 && setAreas(list),
      () => undefined,
    );
    return () => {
      alive = false;
    };
  }, [by, props.http]);

  const area = areas.find((a) => a.areaCode === areaCode) ?? areas[0] ?? DEFAULT_AREA;

  function check(v: { name: string; target: string }) {
    if (by === 'phone') {
      const e = validateForgotPhone({ name: v.name, phone: v.target, regex: area.regex });
      return { name: e.name, target: e.phone };
    }
    const e = validateForgotEmail({ name: v.name, email: v.target });
    return { name: e.name, target: e.email };
  }

  const { values, change, error, formError, setFormError, busy, onSubmit } = useValidatedForm(
    () => ({ name: initial?.name ?? '', target: initial ? (initial.by === 'phone' ? initial.phone : initial.email) : '' }),
    check,
  );
  const { name, target } = values;

  const submit = onSubmit(async () => {
    const identity: Identity =
      by === 'phone' ? { by, name: name.trim(), phone: target, areaCode: area.areaCode } : { by, name: name.trim(), email: target.trim() };
    try {
      await sendResetCode(props.http, identity);
      props.dialogs.toast(t(by === 'phone' ? 'code.smsSent' : 'code.emailSent'), 'success');
      onDone(identity);
    } catch (err) {
      const wait = resendAfterOf(err);
      if (wait !== null) {
        // A code already went there within 60 s and is still valid: go on to enter it, with the
        // countdown; the step's '验证码已发送至…' is the one message (no 60-second error next to it).
        onDone(identity, wait);
      } else {
        setFormError(messageOf(err, t('error.generic')));
      }
    }
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate data-testid="forgot-identity">
      <TextField
        label={t('forgot.name')}
        placeholder={t('forgot.namePlaceholder')}
        name="username"
        autoComplete="username"
        maxLength={LIMITS.forgotUsername}
        value={name}
        onChange={(v) => change('name', v)}
        error={error('name')}
        autoFocus
      />
      {by === 'phone' ? (
        <TextField
          label={t('forgot.phone')}
          placeholder={t('forgot.phonePlaceholder')}
          name="phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={LIMITS.phoneInput}
          value={target}
          onChange={(v) => change('target', v)}
          error={error('target')}
          prefix={
            <select
              className={form.select}
              aria-label={t('forgot.area')}
              value={area.areaCode}
              onChange={(e) => setAreaCode(e.target.value)}
              data-testid="area-select"
            >
              {areas.map((a) => (
                <option key={a.areaCode} value={a.areaCode}>{`${a.areaName || t('forgot.defaultArea')} ${a.areaCode}`}</option>
              ))}
            </select>
          }
        />
      ) : (
        <TextField
          label={t('forgot.email')}
          placeholder={t('forgot.emailPlaceholder')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={LIMITS.email}
          value={target}
          onChange={(v) => change('target', v)}
          error={error('target')}
        />
      )}
      {formError ? (
        <p role="alert" className={form.formError}>
          {formError}
        </p>
      ) : null}
      <button type="submit" className={form.primary} disabled={busy} aria-busy={busy} data-testid="forgot-next">
        {busy ? t('forgot.working') : t('forgot.next')}
      </button>
    </form>
  );
}
