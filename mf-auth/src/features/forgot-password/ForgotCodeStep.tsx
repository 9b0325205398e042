import { useState, type FormEvent } from 'react';
import { LIMITS } from '@site/shared';
import { TextField } from '../../components/TextField';
import { SendCodeButton, type Countdown } from '@site/shared/send-code';
import { useAuthT, useRuleText } from '../../hooks/use-auth-t';
import { usePlatform } from '@site/shared/react';
import { validateVerifyCode } from '../../rules/validation';
import { sendResetCode, verifyResetCode, type Identity } from './forgot-calls';
import { messageOf } from '../../calls/call-errors';
import { useSendCode, useSendCodeTexts } from '../../hooks/use-send-code';
import form from '../../components/form.module.css';
import styles from './forgot.module.css';

interface Props {
  identity: Identity;
  countdown: Countdown;
  code: string;
  onCode(code: string): void;
  onDone(): void;
}

/** Step 1: the code sent to the phone / e-mail, with the send-code button (60 s countdown, then '重新发送'). */
export function ForgotCodeStep({ identity, countdown, code, onCode, onDone }: Props) {
  const props = usePlatform();
  const t = useAuthT();
  const ruleText = useRuleText();
  const [error, setError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { sending, send } = useSendCode(countdown, setFormError);
  const codeTexts = useSendCodeTexts();
  const target = identity.by === 'phone' ? `${identity.areaCode} ${identity.phone}` : identity.email;

  const resend = () => send(() => sendResetCode(props.http, identity), identity.by === 'phone' ? 'code.smsSent' : 'code.emailSent');

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (busy) return;
    const errs = validateVerifyCode({ code });
    setError(ruleText(errs.code));
    setFormError(null);
    if (errs.code) return;
    setBusy(true);
    try {
      await verifyResetCode(props.http, identity, code.trim());
      onDone();
    } catch (err) {
      setFormError(messageOf(err, t('error.generic')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={form.form} onSubmit={submit} noValidate data-testid="forgot-code">
      <p className={styles.hint}>
        {t('forgot.codeSentTo')}
        <strong>{target}</strong>
      </p>
      <TextField
        label={t('forgot.code')}
        placeholder={t('forgot.codePlaceholder')}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={LIMITS.verifyCode}
        value={code}
        onChange={(v) => {
          onCode(v);
          if (error) setError(ruleText(validateVerifyCode({ code: v }).code));
        }}
        error={error}
        addon={<SendCodeButton countdown={countdown} busy={sending} onSend={() => void resend()} texts={codeTexts} className={form.addonButton} />}
        autoFocus
      />
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
