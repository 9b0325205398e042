import { sponsorContent } from '@site/shared';
import { EmptyState, ReadStates, useApi } from '@site/shared/query';
import { usePlatform, useT } from '@site/shared/react';
import { siteReadTexts } from '../../components/site-read-texts';
import { SITE_NS } from '../../components/site-page';
import styles from '../../components/site-page.module.css';

/** An image url the page may show: https or an in-site path (anything else draws the title mark). */
const safeImage = (url: string): string | null => (/^(https:\/\/|\/)[^\s"'<>]*$/.test(url) ? url : null);

/** /sponsor (no footer): the site's sponsorships from sponsorContent, rendered as text. */
export function SponsorPage() {
  const { i18n } = usePlatform();
  const t = useT(i18n, SITE_NS);
  // The sponsorships' texts come in the language asked for: a switch asks again (the shown ones stay until then).
  const load = useApi(sponsorContent, {}, { call: { silent: true }, refetchOn: ['language'] });
  const list = load.data;
  return (
    <section className={styles.page} data-testid="sponsor-page">
      <header className={`${styles.hero} ${styles.heroBlue}`}>
        <div>
          <h1>{t('sponsor.title')}</h1>
          <p>{t('sponsor.slogan')}</p>
        </div>
      </header>
      <ReadStates read={load} texts={siteReadTexts(t)} />
      {list && list.length === 0 ? <EmptyState text={t('sponsor.none')} /> : null}
      {list ? (
        <div className={styles.grid3}>
          {list.map((s) => {
            const image = safeImage(s.image);
            return (
              <article key={s.id} className={styles.card} data-testid="sponsor-item">
                {image ? (
                  <img className={styles.sponsorImage} src={image} alt={s.title} loading="lazy" />
                ) : (
                  <div className={styles.sponsorMark} aria-hidden="true">
                    {s.title.slice(0, 2)}
                  </div>
                )}
                <h2>{s.title}</h2>
                <p className={styles.muted}>{s.content}</p>
              </article>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
