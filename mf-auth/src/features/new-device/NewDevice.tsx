import { useState } from 'react';
import { AuthMode, CodeCate, CodeType, LIMITS, sendCodeOne, type NewDeviceChallenge } from '@site/shared';
import { TextField } from '../../components/TextField';
import { SendCodeButton, useCountdown } from '@site/shared/send-code';
import { useAuthT } from '../../hooks/use-auth-t';
import { usePlatform } from '@site/shared/react';
import { useAuthFlow } from '../auth-dialog';
import { useSendCode, useSendCodeTexts } from '../../hooks/use-send-code';
import { validateNewDevice } from '../../rules/validation';
import { useValidatedForm } from '../../hooks/use-validated-form';
import { splitMaskedPhone } from './masked-phone';
import form from '../../components/form.module.css';
import styles from './new-device.module.css';

type Channel = typeof CodeCate.SMS | typeof CodeCate.VOICE;

/**
 * New device (after 6025-6029): the masked phone with its 4 middle digits to complete, a code by
 * SMS or voice call (sendCode/one type 3), then the login again with sendCodeNum + phoneMiddle.
 */
export function NewDevice({ challenge }: { challenge: NewDeviceChallenge }) {
  const props = usePlatform();
  const t = useAuthT();
  const flow = useAuthFlow();
  const countdown = useCountdown();
  const phone = splitMaskedPhone(challenge.maskedPhone);
  const [channel, setChannel] = useState<Channel>(CodeCate.SMS);
  const { values, change, error, clearError, formError, setFormError, busy, onSubmit } = useValidatedForm({ phoneMiddle: '', code: '' }, (v) =>
    validateNewDevice({ ...v, requested: countdown.used }),
  );
  const { phoneMiddle: middle, code } = values;

  const { sending, send: sendCode } = useSendCode(countdown, setFormError);
  const codeTexts = useSendCodeTexts();
  // Asking for a code answers '请先获取验证码': the one message left is the send's own (sent, or the 60-second wait).
  const send = () => {
    clearError('code');
    return sendCode(
      async () =>
        (await props.http.call(sendCodeOne, { type: CodeType.NEW_DEVICE, cate: channel, SendName: challenge.name, version: 1 }, { silent: true })).resendAfter,
      channel === CodeCate.VOICE ? 'code.voiceSent' : 'code.smsSent',
    );
  };

  const submit = onSubmit(async () => {
    setFormError(await flow.signIn({ name: challenge.name, password: challenge.password }, { sendCodeNum: code, phoneMiddle: middle }));
  });

  return (
    <form className={form.form} onSubmit={submit} noValidate data-testid="new-device">
      <p className={styles.intro} role="status">
        {challenge.message || t('newDevice.intro')}
      </p>
      <p className={styles.phone} data-testid="masked-phone">
        <span className={form.srOnly}>{t('newDevice.maskedPhone', { head: phone.head, tail: phone.tail })}</span>
        <span className={styles.digits} aria-hidden="true" data-testid="masked-phone-digits">
          <span>{phone.head}</span>
          <span className={`${styles.gap} ${middle.length > 0 ? styles.gapFilled : ''}`}>{middle.padEnd(4, '•')}</span>
          <span>{phone.tail}</span>
        </span>
      </p>
      <TextField
        label={t('newDevice.middle')}
        placeholder="••••"
        name="phone-middle"
        inputMode="numeric"
        autoComplete="off"
        maxLength={LIMITS.phoneCompletion}
        value={middle}
        onChange={(v) => change('phoneMiddle', v.replace(/\D/g, '').slice(0, LIMITS.phoneCompletion))}
        error={error('phoneMiddle')}
        autoFocus
      />
      <fieldset className={styles.channels}>
        <legend className={form.label}>{t('newDevice.channel')}</legend>
        {(
          [
            [CodeCate.SMS, 'newDevice.sms'],
            [CodeCate.VOICE, 'newDevice.voice'],
          ] as const
        ).map(([value, key]) => (
          <label key={value} className={`${styles.channel} ${channel === value ? styles.channelActive : ''}`}>
            <input type="radio" name="channel" value={value} checked={channel === value} onChange={() => setChannel(value)} />
            {t(key)}
          </label>
        ))}
      </fieldset>
      <TextField
        label={t('newDevice.code')}
        placeholder={t('newDevice.codePlaceholder')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LIMITS.smsCode}
        value={code}
        onChange={(v) => change('code', v.replace(/\D/g, '').slice(0, LIMITS.smsCode))}
        error={error('code')}
        addon={<SendCodeButton countdown={countdown} busy={sending} onSend={() => void send()} texts={codeTexts} className={form.addonButton} />}
      />
      {formError ? (
        <p role="alert" className={form.formError}>
          {formError}
        </p>
      ) : null}
      <button type="submit" className={form.primary} disabled={busy} aria-busy={busy} data-testid="new-device-submit">
        {busy ? t('newDevice.submitting') : t('newDevice.submit')}
      </button>
      <div className={form.footer}>
        <button type="button" className={form.link} onClick={() => flow.dispatch({ type: 'switch', mode: AuthMode.LOGIN })}>
          {t('newDevice.backToLogin')}
        </button>
        <button type="button" className={form.link} onClick={flow.openCustomerService}>
          {t('contact')}
        </button>
      </div>
    </form>
  );
}
