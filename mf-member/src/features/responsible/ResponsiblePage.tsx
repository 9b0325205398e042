import { useEffect, useState } from 'react';
import {
  amountAsTyped,
  beijingTime,
  excludeSelf,
  EXCLUSION_CHOICE_KEYS,
  EXCLUSION_CHOICES,
  type ExclusionChoice,
  LIMIT_PERIODS,
  type LimitPeriod,
  messageOf,
  REALITY_CHECK_MINUTES,
  type ResponseOf,
  responsibleInfo,
  sessionElapsedText,
  setDepositLimit,
  setRealityCheck,
} from '@site/shared';
import { usePlatform, useT } from '@site/shared/react';
import { NS } from '../../i18n/catalog';
import { Money } from '../wallet';
import { fundsStyles as styles } from '../savemoney';

type Info = ResponseOf<typeof responsibleInfo>;

/** /mine/responsible: deposit limits, the reality check, the session time, time-out and self-exclusion. */
export function ResponsiblePage() {
  const { i18n, http, dialogs, stores, navigate, bus } = usePlatform();
  const t = useT(i18n, NS);
  const [info, setInfo] = useState<Info | null>(null);
  const [drafts, setDrafts] = useState<Record<LimitPeriod, string>>({ day: '', week: '', month: '' });
  const [now, setNow] = useState(() => Date.now());
  const [choice, setChoice] = useState<ExclusionChoice>('timeout24h');
  const [understood, setUnderstood] = useState(false);

  const load = () => http.call(responsibleInfo, {}).then(setInfo, () => undefined);
  useEffect(() => {
    let live = true;
    http.call(responsibleInfo, {}).then(
      (i) => {
        if (live) setInfo(i);
      },
      () => undefined,
    );
    const tick = setInterval(() => setNow(Date.now()), 1000);
    return () => {
      live = false;
      clearInterval(tick);
    };
  }, [http]);

  const saveLimit = async (period: LimitPeriod) => {
    try {
      const out = await http.call(setDepositLimit, { period, limit: drafts[period].trim() }, { silent: true });
      dialogs.toast(out.applied === 'now' ? t('responsible.limits.now') : t('responsible.limits.later'), 'success');
      setDrafts((d) => ({ ...d, [period]: '' }));
      void load();
    } catch (e) {
      dialogs.toast(messageOf(e), 'error');
    }
  };

  const saveReality = async (minutes: number) => {
    try {
      const out = await http.call(setRealityCheck, { minutes }, { silent: true });
      // The shell's session clock shows the reality check on every page.
      bus.emit('responsible:changed', { realityCheckMinutes: out.realityCheckMinutes });
      void load();
    } catch (e) {
      dialogs.toast(messageOf(e), 'error');
    }
  };

  const exclude = async () => {
    if (!understood) {
      dialogs.toast(t('responsible.exclusion.understand'), 'warning');
      return;
    }
    if (!(await dialogs.confirm({ content: t('responsible.exclusion.confirm', { label: t(`responsible.exclusion.lengths.${choice}`) }) }))) return;
    try {
      const out = await http.call(excludeSelf, { choice, confirm: true }, { silent: true });
      await dialogs.tips({ message: t('responsible.exclusion.done', { until: beijingTime(out.untilAt) }) });
      await stores.session.logout();
      navigate.to({ name: 'home' });
    } catch (e) {
      dialogs.toast(messageOf(e), 'error');
    }
  };

  return (
    <section className={styles.page} data-testid="responsible-page">
      <h1 className={styles.title}>{t('responsible.title')}</h1>
      <p className={styles.note}>{t('responsible.intro')}</p>
      {info ? (
        <>
          <div className={styles.card}>
            <h2 className={styles.sectionTitle}>{t('responsible.session.title')}</h2>
            <p className={styles.state} data-testid="responsible-elapsed">
              {t('responsible.session.elapsed', { time: sessionElapsedText(now - info.sessionStartedAt) })}
            </p>
          </div>

          <div className={styles.card}>
            <h2 className={styles.sectionTitle}>{t('responsible.limits.title')}</h2>
            <p className={styles.note}>{t('responsible.limits.rule')}</p>
            {LIMIT_PERIODS.map((period) => {
              const l = info.limits.find((x) => x.period === period);
              return (
                <div key={period} className={styles.field} data-testid={`limit-${period}`}>
                  <span className={styles.choiceName}>{t(`responsible.limits.${period}`)}</span>
                  <span className={styles.muted}>
                    {l?.limit === null || l === undefined ? t('responsible.limits.none') : t('responsible.limits.current', { limit: l.limit.toFixed(2) })}
                    {' · '}
                    {t('responsible.limits.used')} <Money value={l?.used ?? 0} />
                    {l?.pending
                      ? ` · ${t('responsible.limits.pending', { limit: l.pending.limit === null ? t('responsible.limits.none') : l.pending.limit.toFixed(2), at: beijingTime(l.pending.effectiveAt) })}`
                      : ''}
                  </span>
                  <div className={styles.row}>
                    <input
                      className={styles.input}
                      inputMode="decimal"
                      maxLength={12}
                      aria-label={t(`responsible.limits.${period}`)}
                      placeholder={t('responsible.limits.placeholder')}
                      value={drafts[period]}
                      onChange={(e) => setDrafts((d) => ({ ...d, [period]: amountAsTyped(d[period], e.target.value) }))}
                      data-testid={`limit-input-${period}`}
                    />
                    <button type="button" className={styles.secondary} onClick={() => void saveLimit(period)} data-testid={`limit-save-${period}`}>
                      {t('responsible.limits.save')}
                    </button>
                  </div>
                </div>
              );
            })}
          </div>

          <div className={styles.card}>
            <h2 className={styles.sectionTitle}>{t('responsible.reality.settings')}</h2>
            <label className={styles.field}>
              <span className={styles.label}>{t('responsible.reality.interval')}</span>
              <select
                className={styles.select}
                value={info.realityCheckMinutes}
                onChange={(e) => void saveReality(Number(e.target.value))}
                data-testid="reality-interval"
              >
                {REALITY_CHECK_MINUTES.map((m) => (
                  <option key={m} value={m}>
                    {m === 0
                      ? t('responsible.reality.off')
                      : m < 60
                        ? t('responsible.reality.minutes', { n: m })
                        : t('responsible.reality.hours', { n: m / 60 })}
                  </option>
                ))}
              </select>
            </label>
          </div>

          <div className={styles.card}>
            <h2 className={styles.sectionTitle}>{t('responsible.exclusion.title')}</h2>
            <p className={styles.note}>{t('responsible.exclusion.rule')}</p>
            <label className={styles.field}>
              <span className={styles.label}>{t('responsible.exclusion.length')}</span>
              <select className={styles.select} value={choice} onChange={(e) => setChoice(e.target.value as ExclusionChoice)} data-testid="exclusion-choice">
                {EXCLUSION_CHOICE_KEYS.map((k) => (
                  <option key={k} value={k}>
                    {t(`responsible.exclusion.${EXCLUSION_CHOICES[k].kind}`)} · {t(`responsible.exclusion.lengths.${k}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.row}>
              <input type="checkbox" checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
              <span className={styles.note}>{t('responsible.exclusion.understand')}</span>
            </label>
            <button type="button" className={styles.submit} onClick={() => void exclude()} data-testid="exclusion-submit">
              {t('responsible.exclusion.submit')}
            </button>
          </div>
        </>
      ) : null}
    </section>
  );
}
