import { observer } from 'mobx-react-lite';
import { INVITE_PAGE_SIZE, INVITE_REWARD, formatMoney, beijingDay } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { QrCode } from '../qr-code';
import { SITE_NS } from '../../components/site-page';
import styles from '../../components/site-page.module.css';
import { inviteLink, useInvite } from './use-invite';
import { siteReadTexts } from '../../components/site-read-texts';
import { ReadStates } from '@site/shared/query';

const RULE = {
  percent: INVITE_REWARD.percent,
  cap: formatMoney(INVITE_REWARD.capFen / 100),
  min: formatMoney(INVITE_REWARD.minDepositFen / 100),
  multiple: INVITE_REWARD.turnoverMultiple,
};

/** /activity/friendInvitation: how it works for everyone; the member's link, code, QR code, friends and rewards. */
export const InvitePage = observer(function InvitePage() {
  const { i18n, stores, dialogs, route, navigate } = usePlatform();
  const t = useT(i18n, SITE_NS);
  const loggedIn = stores.session.isLoggedIn;
  const pageNum = Math.max(1, Number(route.query.page) || 1);
  const invite = useInvite(loggedIn, pageNum);
  const info = loggedIn ? invite.data : undefined;
  const link = info ? inviteLink(window.location.origin, info.inviteCode) : '';
  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      dialogs.toast(t('invite.copied'), 'success');
    } catch {
      dialogs.toast(t('invite.copyFailed'), 'error');
    }
  };
  const pages = info ? Math.max(1, Math.ceil(info.total / INVITE_PAGE_SIZE)) : 1;
  return (
    <section className={styles.page} data-testid="invite-page">
      <header className={styles.hero}>
        <div>
          <h1>{t('invite.title')}</h1>
          <p>{t('invite.slogan', RULE)}</p>
        </div>
        {loggedIn ? null : (
          <button type="button" className={`${styles.button} ${styles.buttonLight}`} onClick={() => void dialogs.loginRequired()} data-testid="invite-login">
            {t('invite.login')}
          </button>
        )}
      </header>

      <section className={styles.card}>
        <h2>{t('invite.howTitle')}</h2>
        <ol className={styles.steps}>
          {(['share', 'register', 'deposit'] as const).map((k) => (
            <li key={k}>
              <strong>{t(`invite.how.${k}.title`)}</strong>
              <span className={styles.muted}>{t(`invite.how.${k}.text`, RULE)}</span>
            </li>
          ))}
        </ol>
        <p className={styles.muted}>{t('invite.rule', RULE)}</p>
      </section>

      {loggedIn ? <ReadStates read={invite} texts={siteReadTexts(t)} /> : null}
      {info ? (
        <>
          <div className={styles.grid2}>
            <section className={styles.card}>
              <h2>{t('invite.mine')}</h2>
              <p className={styles.muted}>{t('invite.code')}</p>
              <p className={styles.code} data-testid="invite-code">
                {info.inviteCode}
              </p>
              <div className={styles.linkRow}>
                <span className={styles.linkBox} data-testid="invite-link">
                  {link}
                </span>
                <button type="button" className={styles.button} onClick={() => void copy(link)} data-testid="invite-copy">
                  {t('invite.copy')}
                </button>
              </div>
            </section>
            <section className={styles.card}>
              <h2>{t('invite.qrTitle')}</h2>
              <div className={styles.qrBlock}>
                <QrCode value={link} label={t('invite.qrLabel')} />
                <p className={styles.muted}>{t('invite.qrText')}</p>
              </div>
            </section>
          </div>
          <section className={styles.card}>
            <h2>{t('invite.friends')}</h2>
            <div className={styles.stats} data-testid="invite-stats">
              <div>
                <strong data-testid="invite-total">{info.total}</strong>
                <span className={styles.muted}>{t('invite.statTotal')}</span>
              </div>
              <div>
                <strong>{info.depositedCount}</strong>
                <span className={styles.muted}>{t('invite.statDeposited')}</span>
              </div>
              <div>
                <strong data-testid="invite-reward-total">{formatMoney(info.rewardTotal)}</strong>
                <span className={styles.muted}>{t('invite.statReward')}</span>
              </div>
            </div>
            {info.friends.length === 0 ? (
              <p className={styles.muted}>{t('invite.none')}</p>
            ) : (
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th>{t('invite.col.name')}</th>
                    <th>{t('invite.col.registered')}</th>
                    <th>{t('invite.col.deposited')}</th>
                    <th>{t('invite.col.reward')}</th>
                  </tr>
                </thead>
                <tbody>
                  {info.friends.map((f, i) => (
                    <tr key={`${f.name}-${f.registeredAt}-${i}`} data-testid="invite-friend">
                      <td>{f.name}</td>
                      <td>{beijingDay(f.registeredAt)}</td>
                      <td>{f.deposited ? t('invite.yes') : t('invite.no')}</td>
                      <td data-testid="invite-friend-reward">{formatMoney(f.reward)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            )}
            {pages > 1 ? (
              <div className={styles.pager}>
                <button type="button" disabled={pageNum <= 1} onClick={() => navigate.query({ page: String(pageNum - 1) })}>
                  {t('site.prev')}
                </button>
                <span>{t('site.page', { page: pageNum, pages })}</span>
                <button type="button" disabled={pageNum >= pages} onClick={() => navigate.query({ page: String(pageNum + 1) })}>
                  {t('site.next')}
                </button>
              </div>
            ) : null}
          </section>
        </>
      ) : null}
    </section>
  );
});
