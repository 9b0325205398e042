import { useState } from 'react';
import { bindOther, maskName } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { TextField } from '../form-fields';
import { messageOf } from '../cards/use-cards';
import { realNameProblems } from './auth-forms';
import styles from '../member-forms.module.css';

type T = (k: string, o?: Record<string, unknown>) => string;

/** 实名认证: the spec §5 rule; once bound it shows masked and cannot change here. */
export function RealNameForm({ bound, t, onDone }: { bound: string; t: T; onDone: () => Promise<void> }) {
  const { http, dialogs } = usePlatform();
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  if (bound)
    return (
      <p className={styles.success} data-testid="real-name-bound">
        {t('profile.realNameBound', { name: maskName(bound) })}
      </p>
    );
  const problems = tried ? realNameProblems(value) : {};
  const submit = async () => {
    setTried(true);
    if (realNameProblems(value).realName) return;
    setBusy(true);
    try {
      await http.call(bindOther, { realName: value.trim() }, { silent: true });
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
      data-testid="real-name-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <p className={styles.notice}>{t('profile.realNameNotice')}</p>
      <TextField
        id="real-name"
        label={t('profile.realName')}
        error={problems.realName ? t(`profile.rules.${problems.realName}`) : error || undefined}
        maxLength={30}
        placeholder={t('profile.realNamePlaceholder')}
        value={value}
        onChange={(e) => {
          setValue(e.target.value);
          setError('');
        }}
      />
      <div className={styles.actions}>
        <button type="submit" className={styles.primary} disabled={busy}>
          {t('profile.bindRealName')}
        </button>
      </div>
    </form>
  );
}
