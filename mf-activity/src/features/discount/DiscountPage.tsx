import { useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { landingPath, promotionConfig, type ResponseOf } from '@site/shared';
import { useLanguage, usePlatform, useSubPage, useT } from '@site/shared/react';
import { ACTIVITY_NS } from '../../i18n/activity-ns';
import { windowStateOf } from './activity-window';
import { activitiesOf, discountSubPage, tabsOf } from './discount-view';
import { TimeLeft } from './TimeLeft';
import styles from './discount.module.css';

type Config = ResponseOf<typeof promotionConfig>;

/** /activity/discount: every activity by category, its time left and whether the member joined, and the official-channel notice (spec §8). */
export const DiscountPage = observer(function DiscountPage() {
  const { i18n, http, navigate, stores } = usePlatform();
  const t = useT(i18n, ACTIVITY_NS);
  const [{ cat }, setSub] = useSubPage(discountSubPage);
  const [config, setConfig] = useState<Config | null>(null);
  const [failed, setFailed] = useState(false);
  const [now, setNow] = useState(() => Date.now());
  const loggedIn = stores.session.isLoggedIn;
  // The activities' titles come in the language asked for: a switch asks again (the shown list stays until then).
  const language = useLanguage(i18n);

  useEffect(() => {
    let live = true;
    http.call(promotionConfig, {}, { silent: true }).then(
      (c) => {
        if (!live) return;
        setConfig(c);
        setFailed(false);
      },
      () => {
        if (live) setFailed(true);
      },
    );
    return () => {
      live = false;
    };
  }, [http, loggedIn, language]);

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(tick);
  }, []);

  const list = config ? activitiesOf(config.list, cat, now) : [];
  return (
    <section className={styles.page} data-testid="discount-page">
      <header className={styles.head}>
        <h1 className={styles.title}>{t('discount.title')}</h1>
        <p className={styles.lead}>{t('discount.lead')}</p>
      </header>
      {config && (
        <div className={styles.tabs} role="tablist">
          {tabsOf(config.list).map((c) => (
            <button
              key={c}
              type="button"
              role="tab"
              aria-selected={c === cat}
              className={styles.tab}
              data-testid={`discount-tab-${c}`}
              onClick={() => setSub({ cat: c })}
            >
              {t(`discount.category.${c}`)}
            </button>
          ))}
        </div>
      )}
      {failed && <p className={styles.empty}>{t('discount.failed')}</p>}
      {!config && !failed && <p className={styles.empty}>{t('discount.loading')}</p>}
      {config && list.length === 0 && <p className={styles.empty}>{t('discount.none')}</p>}
      <ul className={styles.grid}>
        {list.map((p) => {
          const w = windowStateOf(now, p.startAt, p.endAt);
          const joined = config?.joinedIds.includes(p.id) ?? false;
          return (
            <li key={p.id} className={styles.card} data-testid="discount-card" data-kind={p.kind} data-phase={w.phase}>
              <button type="button" className={styles.cardButton} onClick={() => navigate.path(landingPath(p.kind, p.id))}>
                <span className={styles.banner} data-kind={p.kind}>
                  <span className={styles.bannerKind}>{t(`discount.kind.${p.kind}`)}</span>
                  {joined && <span className={styles.joined}>{t('discount.joined')}</span>}
                </span>
                <span className={styles.cardBody}>
                  <span className={styles.cardTitle}>{p.title}</span>
                  <span className={styles.summary}>{p.summary}</span>
                  <span className={styles.meta}>
                    <span className={styles.badge}>{t(`discount.category.${p.category}`)}</span>
                    <TimeLeft state={w} />
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      <aside className={styles.notice} data-testid="discount-notice">
        <strong>{t('discount.noticeTitle')}</strong>
        <p>{t('discount.notice')}</p>
      </aside>
    </section>
  );
});
