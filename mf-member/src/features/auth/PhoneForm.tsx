import { useEffect, useState } from 'react';
import { bindPhone, CodeCate, queryCountryArea, sendBindCode, type CountryEntry } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { Field } from '../form-fields';
import { messageOf } from '../cards/use-cards';
import { phoneProblems } from './auth-forms';
import { SendCodeButton, sendCodeWith } from './SendCodeButton';
import styles from '../member-forms.module.css';

type T = (k: string, o?: Record<string, unknown>) => string;
const DEFAULT_AREA: CountryEntry = { areaCode: '+86', areaName: '中国大陆', regex: '^1\\d{10}$' };

/** 绑定手机: country from countryArea, the phone against its regex, a code by SMS or voice (the outbox), then bindPhone. */
export function PhoneForm({ bound, t, onDone }: { bound: string; t: T; onDone: () => Promise<void> }) {
  const { http, dialogs } = usePlatform();
  const [areas, setAreas] = useState<CountryEntry[]>([DEFAULT_AREA]);
  const [area, setArea] = useState('+86');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [voice, setVoice] = useState(false);
  const [tried, setTried] = useState<'none' | 'send' | 'bind'>('none');
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    http.call(queryCountryArea, {}, { silent: true }).then(
      (list) => {
        if (list.length > 0) setAreas(list);
      },
      () => undefined,
    );
  }, [http]);
  if (bound)
    return (
      <p className={styles.success} data-testid="phone-bound">
        {t('profile.phoneBound', { phone: bound })}
      </p>
    );
  const regex = areas.find((a) => a.areaCode === area)?.regex ?? DEFAULT_AREA.regex;
  const problems = tried === 'none' ? {} : phoneProblems({ phone, regex, code, needCode: tried === 'bind' });
  const send = async () => {
    setTried('send');
    if (phoneProblems({ phone, regex, code, needCode: false }).phone) return false;
    return sendCodeWith(
      () => http.call(sendBindCode, { cate: voice ? CodeCate.VOICE : CodeCate.SMS, areaCode: area, phone }, { silent: true }),
      t(voice ? 'profile.sentVoice' : 'profile.sentSms'),
      dialogs,
      setError,
    );
  };
  const submit = async () => {
    setTried('bind');
    const p = phoneProblems({ phone, regex, code, needCode: true });
    if (p.phone || p.code) return;
    setBusy(true);
    try {
      await http.call(bindPhone, { areaCode: area, phone, code }, { silent: true });
      dialogs.toast(t('profile.bound'), 'success');
      await onDone();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      className={styles.form}
      noValidate
      data-testid="phone-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Field id="bind-phone" label={t('profile.phone')} error={problems.phone ? t(`profile.rules.${problems.phone}`) : undefined}>
        <div className={styles.phoneRow}>
          <select className={styles.select} aria-label={t('profile.area')} value={area} onChange={(e) => setArea(e.target.value)} data-testid="phone-area">
            {areas.map((a) => (
              <option key={a.areaCode} value={a.areaCode}>
                {a.areaName} {a.areaCode}
              </option>
            ))}
          </select>
          <input
            id="bind-phone"
            className={styles.input}
            inputMode="numeric"
            maxLength={11}
            placeholder={t('profile.phonePlaceholder')}
            value={phone}
            aria-invalid={Boolean(problems.phone)}
            onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
          />
        </div>
      </Field>
      <label className={styles.hint}>
        <input type="checkbox" checked={voice} onChange={(e) => setVoice(e.target.checked)} /> {t('profile.byVoice')}
      </label>
      <Field id="bind-phone-code" label={t('profile.code')} error={problems.code ? t(`profile.rules.${problems.code}`) : undefined}>
        <div className={styles.codeRow}>
          <input
            id="bind-phone-code"
            className={styles.input}
            inputMode="numeric"
            maxLength={6}
            autoComplete="one-time-code"
            placeholder={t('profile.codePlaceholder')}
            value={code}
            aria-invalid={Boolean(problems.code)}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <SendCodeButton send={send} t={t} testId="phone-send-code" />
        </div>
      </Field>
      {error ? (
        <p className={styles.error} role="alert" data-testid="phone-error">
          {error}
        </p>
      ) : null}
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('profile.bindPhone')}
        </button>
      </div>
    </form>
  );
}
