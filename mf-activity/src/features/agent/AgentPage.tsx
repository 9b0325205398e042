import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { AGENT_CHANNELS, AGENT_TIERS, agentApplication, agentApply, formatMoney, messageOf, type ResponseOf, beijingDay } from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { SITE_NS } from '../../components/site-page';
import styles from '../../components/site-page.module.css';
import { draftProblems, EMPTY_DRAFT, type AgentDraft, type AgentField } from './agent-form';

type Application = ResponseOf<typeof agentApplication>;

/** /agent: the commission tiers, the programme's terms, and the application form (a guest is asked to log in on sending). */
export const AgentPage = observer(function AgentPage() {
  const { i18n, http, stores, dialogs } = usePlatform();
  const t = useT(i18n, SITE_NS);
  const loggedIn = stores.session.isLoggedIn;
  const [loaded, setApplication] = useState<Application | undefined>(undefined);
  // A guest has no application: the form shows (sending asks them to log in).
  const application = loggedIn ? loaded : null;
  const [draft, setDraft] = useState<AgentDraft>(EMPTY_DRAFT);
  const [shown, setShown] = useState<AgentField[]>([]);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    http.call(agentApplication, {}, { silent: true }).then(
      (a) => live && setApplication(a),
      () => live && setApplication(null),
    );
    return () => {
      live = false;
    };
  }, [http, loggedIn]);
  const set = (field: AgentField) => (e: { target: { value: string } }) => setDraft((d) => ({ ...d, [field]: e.target.value }));
  const submit = async (e: { preventDefault(): void }) => {
    e.preventDefault();
    const problems = draftProblems(draft);
    setShown(problems);
    if (problems.length > 0 || draft.channel === '') return;
    if (!loggedIn) {
      void dialogs.loginRequired();
      return;
    }
    setBusy(true);
    try {
      const state = await http.call(agentApply, { ...draft, channel: draft.channel }, { silent: true });
      setApplication(state);
      dialogs.toast(t('agent.submitted'), 'success');
    } catch (err) {
      dialogs.toast(messageOf(err) || t('site.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  const fieldError = (field: AgentField) =>
    shown.includes(field) ? (
      <span className={styles.error} role="alert" data-testid={`agent-error-${field}`}>
        {t(`agent.err.${field}`)}
      </span>
    ) : null;
  return (
    <section className={styles.page} data-testid="agent-page">
      <header className={`${styles.hero} ${styles.heroBlue}`}>
        <div>
          <h1>{t('agent.title')}</h1>
          <p>{t('agent.slogan')}</p>
        </div>
      </header>

      <section className={styles.card}>
        <h2>{t('agent.tiers')}</h2>
        <table className={styles.table} data-testid="agent-tiers">
          <thead>
            <tr>
              <th>{t('agent.col.level')}</th>
              <th>{t('agent.col.members')}</th>
              <th>{t('agent.col.revenue')}</th>
              <th>{t('agent.col.percent')}</th>
            </tr>
          </thead>
          <tbody>
            {AGENT_TIERS.map((tier) => (
              <tr key={tier.level}>
                <td>{t('agent.level', { level: tier.level })}</td>
                <td>{t('agent.members', { n: tier.activeMembers })}</td>
                <td>{t('agent.revenue', { amount: formatMoney(tier.netRevenueYuan) })}</td>
                <td>
                  <strong>{tier.percent}%</strong>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.muted}>{t('agent.note')}</p>
      </section>

      <div className={styles.grid3}>
        {(['free', 'monthly', 'support'] as const).map((k) => (
          <section key={k} className={styles.card}>
            <h2>{t(`agent.why.${k}.title`)}</h2>
            <p className={styles.muted}>{t(`agent.why.${k}.text`)}</p>
          </section>
        ))}
      </div>

      <section className={styles.card}>
        <h2>{t('agent.apply')}</h2>
        {application ? (
          <p className={styles.ok} data-testid="agent-status">
            {t(`agent.status.${application.status}`, { date: beijingDay(application.submittedAt) })}
          </p>
        ) : application === undefined ? (
          <p className={styles.muted}>{t('site.loading')}</p>
        ) : (
          <form className={styles.form} onSubmit={(e) => void submit(e)} noValidate data-testid="agent-form">
            <label className={styles.field}>
              {t('agent.field.realName')}
              <input value={draft.realName} onChange={set('realName')} autoComplete="name" maxLength={20} data-testid="agent-realName" />
              {fieldError('realName')}
            </label>
            <label className={styles.field}>
              {t('agent.field.phone')}
              <input value={draft.phone} onChange={set('phone')} inputMode="numeric" autoComplete="tel" maxLength={11} data-testid="agent-phone" />
              {fieldError('phone')}
            </label>
            <label className={styles.field}>
              {t('agent.field.contact')}
              <input value={draft.contact} onChange={set('contact')} maxLength={40} data-testid="agent-contact" />
              {fieldError('contact')}
            </label>
            <label className={styles.field}>
              {t('agent.field.channel')}
              <select value={draft.channel} onChange={set('channel')} data-testid="agent-channel">
                <option value="">{t('agent.choose')}</option>
                {AGENT_CHANNELS.map((c) => (
                  <option key={c} value={c}>
                    {t(`agent.channel.${c}`)}
                  </option>
                ))}
              </select>
              {fieldError('channel')}
            </label>
            <label className={`${styles.field} ${styles.fieldWide}`}>
              {t('agent.field.plan')}
              <textarea value={draft.plan} onChange={set('plan')} maxLength={300} data-testid="agent-plan" />
              {fieldError('plan')}
            </label>
            <div className={styles.fieldWide}>
              <button type="submit" className={styles.button} disabled={busy} data-testid="agent-submit">
                {t('agent.submit')}
              </button>
            </div>
          </form>
        )}
      </section>
    </section>
  );
});
