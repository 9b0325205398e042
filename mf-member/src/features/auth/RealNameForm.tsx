import { useState } from 'react';
import { bindOther, maskName } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { TextField } from '../../components/form-fields';
import { realNameProblems } from './auth-forms';
import { BindForm, useBindSubmit } from './bind-form';
import styles from '../../components/member-forms.module.css';

type T = (k: string, o?: Record<string, unknown>) => string;

/** 实名认证: the spec §5 rule; once bound it shows masked and cannot change here. */
export function RealNameForm({ bound, t, onDone }: { bound: string; t: T; onDone: () => Promise<void> }) {
  const { http, dialogs } = usePlatform();
  const [value, setValue] = useState('');
  const [tried, setTried] = useState(false);
  const { busy, error, setError, run } = useBindSubmit();
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
    await run(
      () => http.call(bindOther, { realName: value.trim() }, { silent: true }),
      async () => {
        dialogs.toast(t('profile.bound'), 'success');
        await onDone();
      },
    );
  };
  // The api's refusal stands under the field (it is about the name), not under the form.
  return (
    <BindForm testId="real-name-form" onSubmit={submit} busy={busy} submitLabel={t('profile.bindRealName')}>
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
    </BindForm>
  );
}
