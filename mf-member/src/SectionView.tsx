import { useEffect, useRef, useState, type ComponentType } from 'react';
import { usePlatform, useT } from '@site/shared/react';
import { NS } from './i18n/catalog';
import type { Section } from './sections';
import { PageOutline } from './PageOutline';
import { CallsAhead, CallsAheadContext } from './calls-ahead';
import styles from './components/member-forms.module.css';

/**
 * A section's page: at once when its chunk is in, else the page's outline until it comes (state, not a lazy
 * component: React would hold content that had suspended back a further 300 ms), or a retry line when it
 * did not come. While the chunk comes, the page's calls asked ahead are on their way (its first load takes them).
 * Render it keyed by the section (App does): its page and its calls asked ahead belong to that section.
 */
export function SectionView({ section }: { section: Section }) {
  const platform = usePlatform();
  const t = useT(platform.i18n, NS);
  const [Page, setPage] = useState<ComponentType | null>(() => section.loaded());
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [ahead, setAhead] = useState<CallsAhead<unknown> | null>(null);
  const aheadAsked = useRef(false);
  useEffect(() => {
    if (Page) return;
    if (section.callsAhead && !aheadAsked.current) {
      aheadAsked.current = true;
      setAhead(new CallsAhead(section.callsAhead(platform)));
    }
    let alive = true;
    section.load().then(
      (page) => {
        if (alive) setPage(() => page);
      },
      (e: unknown) => {
        console.error('[mf_member] a section of the member centre did not load', e);
        if (alive) setFailed(true);
      },
    );
    return () => {
      alive = false;
    };
  }, [section, Page, attempt, platform]);
  if (Page)
    return (
      <CallsAheadContext.Provider value={ahead}>
        <Page />
      </CallsAheadContext.Provider>
    );
  if (failed)
    return (
      <section className={styles.page}>
        <div className={styles.panel} role="alert">
          <p>{t('section.failed')}</p>
          <button
            type="button"
            className={styles.ghost}
            onClick={() => {
              setFailed(false);
              setAttempt((a) => a + 1);
            }}
          >
            {t('section.retry')}
          </button>
        </div>
      </section>
    );
  return <PageOutline />;
}
