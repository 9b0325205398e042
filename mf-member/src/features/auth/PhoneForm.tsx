import { useEffect, useState } from 'react';
import { bindPhone, CodeCate, queryCountryArea, sendBindCode, type CountryEntry } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { Field } from '../../components/form-fields';
import { phoneProblems } from './auth-forms';
import { BindForm, CodeField, useBindSubmit } from './bind-form';
import { sendCodeWith } from './send-code';
import styles from '../../components/member-forms.module.css';

type T = (k: string, o?: Record<string, unknown>) => string;
/** Until the api's list (which names each area in the player's language) comes: +86, named by the catalog. */
const DEFAULT_AREA: CountryEntry = { areaCode: '+86', areaName: '', regex: '^1\\d{10}$' };

/** 绑定手机: country from countryArea, the phone against its regex, a code by SMS or voice (the outbox), then bindPhone. */
export function PhoneForm({ bound, t, onDone }: { bound: string; t: T; onDone: () => Promise<void> }) {
  const { http, dialogs } = usePlatform();
  const [areas, setAreas] = useState<CountryEntry[]>([DEFAULT_AREA]);
  const [area, setArea] = useState('+86');
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [voice, setVoice] = useState(false);
  const [tried, setTried] = useState<'none' | 'send' | 'bind'>('none');
  const { busy, error, setError, run } = useBindSubmit();
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
    await run(
      () => http.call(bindPhone, { areaCode: area, phone, code }, { silent: true }),
      async () => {
        dialogs.toast(t('profile.bound'), 'success');
        await onDone();
      },
    );
  };
  return (
    <BindForm testId="phone-form" onSubmit={submit} error={error} errorTestId="phone-error" busy={busy} submitLabel={t('profile.bindPhone')}>
      <Field id="bind-phone" label={t('profile.phone')} error={problems.phone ? t(`profile.rules.${problems.phone}`) : undefined}>
        <div className={styles.phoneRow}>
          <select className={styles.select} aria-label={t('profile.area')} value={area} onChange={(e) => setArea(e.target.value)} data-testid="phone-area">
            {areas.map((a) => (
              <option key={a.areaCode} value={a.areaCode}>
                {a.areaName || t('profile.defaultArea')} {a.areaCode}
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
            aria-describedby={problems.phone ? 'bind-phone-error' : undefined}
            onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
          />
        </div>
      </Field>
      <label className={styles.hint}>
        <input type="checkbox" checked={voice} onChange={(e) => setVoice(e.target.checked)} /> {t('profile.byVoice')}
      </label>
      <CodeField id="bind-phone-code" problem={problems.code} value={code} onChange={setCode} send={send} t={t} sendTestId="phone-send-code" />
    </BindForm>
  );
}
