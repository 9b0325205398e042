import { useState } from 'react';
import md5 from 'crypto-js/md5';
import { bindPassword, bindPasswordByEmail, bindPasswordByPhone, CodeCate, CodeType, PASSWORD_CHANGED_DELAY_MS, sendCodeTwo } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { TextField } from '../../components/form-fields';
import { passwordProblems, PASSWORD_WAYS, type PasswordWay } from './auth-forms';
import { BindForm, CodeField, useBindSubmit } from './bind-form';
import { sendCodeWith } from './send-code';
import styles from '../../components/member-forms.module.css';

type T = (k: string, o?: Record<string, unknown>) => string;
/** How a password leaves the browser (spec §3): its md5, never the plain text. */
const hash = (plain: string) => md5(plain).toString();

/**
 * 修改登录密码: with the old password (bindPassword), or a code to the bound phone / e-mail
 * (sendCode/two type 2 → bindPasswordByPhone / ByEmail). On success every other session has
 * ended; the page emits auth:password-changed and the shell returns to login after 3 s.
 */
export function PasswordForm({ hasPhone, hasEmail, t }: { hasPhone: boolean; hasEmail: boolean; t: T }) {
  const { http, dialogs, bus } = usePlatform();
  const [way, setWay] = useState<PasswordWay>('old');
  const [old, setOld] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [tried, setTried] = useState(false);
  const { busy, error, setError, run } = useBindSubmit();
  const [done, setDone] = useState(false);
  const problems = tried ? passwordProblems({ way, old, code, password, repeat }) : {};
  const ways = PASSWORD_WAYS.filter((w) => w === 'old' || (w === 'phone' ? hasPhone : hasEmail));
  if (done)
    return (
      <p className={styles.success} role="status" data-testid="password-changed">
        {t('profile.passwordChanged', { s: PASSWORD_CHANGED_DELAY_MS / 1000 })}
      </p>
    );
  const send = () =>
    sendCodeWith(
      () => http.call(sendCodeTwo, { type: CodeType.RESET, cate: way === 'email' ? CodeCate.EMAIL : CodeCate.SMS }, { silent: true }),
      t(way === 'email' ? 'profile.sentEmail' : 'profile.sentSms'),
      dialogs,
      setError,
    );
  const submit = async () => {
    setTried(true);
    if (Object.keys(passwordProblems({ way, old, code, password, repeat })).length > 0) return;
    const fresh = { password: hash(password), secondPassword: hash(repeat) };
    await run(
      () =>
        way === 'old'
          ? http.call(bindPassword, { oldPassword: hash(old), ...fresh }, { silent: true })
          : way === 'phone'
            ? http.call(bindPasswordByPhone, { code, ...fresh }, { silent: true })
            : http.call(bindPasswordByEmail, { code, ...fresh }, { silent: true }),
      () => {
        setDone(true);
        bus.emit('auth:password-changed', {});
      },
    );
  };
  const rule = (k: string | undefined) => (k ? t(`profile.rules.${k}`) : undefined);
  return (
    <BindForm testId="password-form" onSubmit={submit} error={error} busy={busy} submitLabel={t('profile.changePassword')}>
      <div className={styles.networks} role="group" aria-label={t('profile.passwordWay')}>
        {ways.map((w) => (
          <button
            key={w}
            type="button"
            className={styles.network}
            aria-pressed={way === w}
            onClick={() => {
              setWay(w);
              setError('');
            }}
          >
            {t(`profile.way.${w}`)}
          </button>
        ))}
      </div>
      {way === 'old' ? (
        <TextField
          id="pw-old"
          label={t('profile.oldPassword')}
          error={rule(problems.old)}
          type="password"
          maxLength={12}
          autoComplete="current-password"
          value={old}
          onChange={(e) => setOld(e.target.value)}
        />
      ) : (
        <CodeField id="pw-code" problem={problems.code} value={code} onChange={setCode} send={send} t={t} sendKey={way} />
      )}
      <TextField
        id="pw-new"
        label={t('profile.newPassword')}
        error={rule(problems.password)}
        hint={t('profile.passwordHint')}
        type="password"
        maxLength={12}
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <TextField
        id="pw-repeat"
        label={t('profile.repeatPassword')}
        type="password"
        maxLength={12}
        autoComplete="new-password"
        value={repeat}
        onChange={(e) => setRepeat(e.target.value)}
      />
    </BindForm>
  );
}
