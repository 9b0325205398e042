import { useEffect, useState } from 'react';
import { messageOf, sponsorContent, type ResponseOf } from '@site/shared';
import { useLanguage, usePlatform, useT } from '@site/shared/react';
import { SITE_NS } from '../site-page';
import styles from '../site-page.module.css';

type Load = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'ready'; list: ResponseOf<typeof sponsorContent> };

/** An image url the page may show: https or an in-site path (anything else draws the title mark). */
const safeImage = (url: string): string | null => (/^(https:\/\/|\/)[^\s"'<>]*$/.test(url) ? url : null);

/** /sponsor (no footer): the site's sponsorships from sponsorContent, rendered as text. */
export function SponsorPage() {
  const { i18n, http } = usePlatform();
  const t = useT(i18n, SITE_NS);
  // The sponsorships' texts come in the language asked for: a switch asks again (the shown ones stay until then).
  const language = useLanguage(i18n);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    http.call(sponsorContent, {}, { silent: true }).then(
      (list) => live && setLoad({ status: 'ready', list }),
      (e: unknown) => live && setLoad({ status: 'failed', message: messageOf(e) }),
    );
    return () => {
      live = false;
    };
  }, [http, language]);
  return (
    <section className={styles.page} data-testid="sponsor-page">
      <header className={`${styles.hero} ${styles.heroBlue}`}>
        <div>
          <h1>{t('sponsor.title')}</h1>
          <p>{t('sponsor.slogan')}</p>
        </div>
      </header>
      {load.status === 'loading' ? <p className={styles.muted}>{t('site.loading')}</p> : null}
      {load.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {load.message || t('site.failed')}
        </p>
      ) : null}
      {load.status === 'ready' && load.list.length === 0 ? <p className={styles.muted}>{t('sponsor.none')}</p> : null}
      {load.status === 'ready' ? (
        <div className={styles.grid3}>
          {load.list.map((s) => {
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
