import { useState, type ReactNode } from 'react';
import { maskName, realNumberShown, type UserInfo, messageOf } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { ErrorState } from '@site/shared/query';
import { NS } from '../../i18n/catalog';
import { HEAD_TIMING, useProfile } from './use-profile';
import { profileContracts } from './profile-calls';
import { PageOutline } from '../../PageOutline';
import styles from '../../components/member-forms.module.css';

type T = (k: string, o?: Record<string, unknown>) => string;

function Row({ label, value, action, testId }: { label: string; value: ReactNode; action?: ReactNode; testId?: string }) {
  return (
    <li className={styles.row} data-testid={testId}>
      <span className={styles.rowLabel}>{label}</span>
      <span>{value}</span>
      <span>{action}</span>
    </li>
  );
}

/** Gender and birthday, saved with member/bindOther. */
function EditableFields({ user, t, onSaved }: { user: UserInfo; t: T; onSaved: () => Promise<void> }) {
  const { http, dialogs } = usePlatform();
  const [gender, setGender] = useState(user.gender);
  const [birthday, setBirthday] = useState(user.birthday);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const changed = gender !== user.gender || birthday !== user.birthday;
  const save = async () => {
    setBusy(true);
    try {
      const { bindOther } = await profileContracts();
      await http.call(
        bindOther,
        { ...(gender && gender !== user.gender ? { gender } : {}), ...(birthday && birthday !== user.birthday ? { birthday } : {}) },
        { silent: true },
      );
      dialogs.toast(t('profile.saved'), 'success');
      setError('');
      await onSaved();
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Row
        label={t('profile.gender')}
        value={
          <select className={styles.select} aria-label={t('profile.gender')} value={gender} onChange={(e) => setGender(e.target.value as UserInfo['gender'])}>
            <option value="">{t('profile.unset')}</option>
            <option value="male">{t('profile.male')}</option>
            <option value="female">{t('profile.female')}</option>
          </select>
        }
      />
      <Row
        label={t('profile.birthday')}
        value={
          <input
            className={styles.input}
            type="date"
            aria-label={t('profile.birthday')}
            value={birthday}
            max="2100-01-01"
            onChange={(e) => setBirthday(e.target.value)}
          />
        }
        action={
          changed ? (
            <button type="button" className={styles.primary} disabled={busy} onClick={() => void save()} data-testid="profile-save">
              {t('profile.save')}
            </button>
          ) : null
        }
      />
      {error ? (
        <li className={styles.row}>
          <span />
          <span className={styles.error} role="alert">
            {error}
          </span>
          <span />
        </li>
      ) : null}
    </>
  );
}

/** /mine/userinfo: avatar, the profile fields of spec §3 (masked where sensitive), links to bind or change each. */
export function UserInfoPage() {
  const { i18n, navigate, http, dialogs, stores } = usePlatform();
  const t = useT(i18n, NS);
  const hideNumbers = stores.site.flags?.hideRealNumbers;
  const { user: profile, choices, cards, reload, headShown, headFailed, choicesWanted } = useProfile();
  const [picking, setPicking] = useState(false);
  const goAuth = (tab: string) => navigate.to({ name: 'auth', query: { tab } });
  const bindLink = (tab: string, testId: string) => (
    <button type="button" className={styles.link} onClick={() => goAuth(tab)} data-testid={testId}>
      {t('profile.goBind')}
    </button>
  );
  const choose = async (id: string) => {
    try {
      const { addAvatar } = await profileContracts();
      await http.call(addAvatar, { avatar: id }, { silent: true });
      dialogs.toast(t('profile.saved'), 'success');
      setPicking(false);
      await reload();
    } catch (e) {
      dialogs.toast(messageOf(e), 'error');
    }
  };
  // Until member info and the avatars are in: the outline the page takes the place of (nothing below it moves).
  const user = profile.data;
  if (user === undefined && profile.isPending) return <PageOutline status={t('profile.loading')} />;
  if (user === undefined)
    return (
      <section className={styles.page}>
        <ErrorState message={messageOf(profile.error) || t('profile.failed')} retryText={t('cards.retry')} onRetry={() => void reload()} />
      </section>
    );
  const avatars = choices.data ?? [];
  // Member info's image of the avatar; from an api without it, the chosen one of the list (the first when none).
  const avatarUrl = user.avatarUrl || (avatars.find((a) => a.id === user.avatar) ?? avatars[0])?.url;
  return (
    <section className={styles.page} data-testid="userinfo-page">
      <h1 className={styles.title}>{t('profile.title')}</h1>
      <div className={styles.panel}>
        <div className={styles.head}>
          {avatarUrl ? (
            <img className={styles.avatar} src={avatarUrl} alt={t('profile.avatar')} elementtiming={HEAD_TIMING} onLoad={headShown} onError={headFailed} />
          ) : (
            <span className={styles.avatar} />
          )}
          <div>
            <strong data-testid="userinfo-name">{user.name}</strong>
            <p className={styles.muted}>{t('profile.vip', { grade: user.vipGrade })}</p>
            <button
              type="button"
              className={styles.link}
              onClick={() => {
                choicesWanted();
                setPicking((v) => !v);
              }}
              aria-expanded={picking}
            >
              {t('profile.changeAvatar')}
            </button>
          </div>
        </div>
        {picking ? (
          <div className={styles.avatars} role="group" aria-label={t('profile.avatar')}>
            {choices.isPending ? (
              <p className={styles.muted} role="status">
                {t('profile.avatarsLoading')}
              </p>
            ) : null}
            {choices.isError ? <p className={styles.error}>{t('profile.avatarsFailed')}</p> : null}
            {avatars.map((a) => (
              <button key={a.id} type="button" className={styles.avatarChoice} aria-pressed={a.id === user.avatar} onClick={() => void choose(a.id)}>
                <img src={a.url} alt={t('profile.avatarN', { id: a.id })} />
              </button>
            ))}
          </div>
        ) : null}
        <ul className={styles.rows}>
          <Row label={t('profile.username')} value={user.name} />
          <EditableFields key={`${user.gender}|${user.birthday}`} user={user} t={t} onSaved={reload} />
          <Row label={t('profile.registerDate')} value={user.registerDate} />
          <Row
            testId="row-real-name"
            label={t('profile.realName')}
            value={user.bindRealName ? realNumberShown(maskName(user.realName), hideNumbers, 'name') : t('profile.unbound')}
            action={user.bindRealName ? <span className={styles.ok}>{t('profile.verified')}</span> : bindLink('realName', 'bind-real-name')}
          />
          <Row
            testId="row-phone"
            label={t('profile.phone')}
            value={user.bindPhone ? realNumberShown(user.phone, hideNumbers) : t('profile.unbound')}
            action={user.bindPhone ? <span className={styles.ok}>{t('profile.verified')}</span> : bindLink('phone', 'bind-phone')}
          />
          <Row
            label={t('profile.email')}
            value={user.bindEmail ? user.email : t('profile.unbound')}
            action={user.bindEmail ? <span className={styles.ok}>{t('profile.verified')}</span> : bindLink('email', 'bind-email')}
          />
          <Row
            label={t('profile.password')}
            value="******"
            action={
              <button type="button" className={styles.link} onClick={() => goAuth('password')}>
                {t('profile.change')}
              </button>
            }
          />
          <Row
            label={t('profile.secondPassword')}
            value={t('profile.secondPasswordHint')}
            action={
              <button type="button" className={styles.link} onClick={() => navigate.to({ name: 'takemoney' })}>
                {t('profile.manage')}
              </button>
            }
          />
          <Row
            label={t('profile.bankCard')}
            value={
              cards.data !== undefined ? (
                t('profile.cardCount', { count: cards.data })
              ) : cards.isError ? (
                <span className={styles.error}>{t('cards.failed')}</span>
              ) : (
                <span className={styles.muted} role="status">
                  {t('cards.loading')}
                </span>
              )
            }
            action={
              <button type="button" className={styles.link} onClick={() => navigate.to({ name: 'accountManage', params: { id: 'bank' } })}>
                {t('profile.manage')}
              </button>
            }
          />
        </ul>
      </div>
    </section>
  );
}
