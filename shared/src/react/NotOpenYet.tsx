import type { MountProps } from '../platform';
import { addCatalogs, useT } from './use-t';
import { NOT_OPEN_NS, NOT_OPEN_PAGE_NAMES } from './NotOpenYet.pages';
import styles from './not-open-yet.module.css';

/**
 * The honest panel of a remote whose pages are not built yet: its own title and text (from the
 * remote's namespace: notOpen.title / notOpen.text / notOpen.page / notOpen.home / notOpen.help) and the
 * page's Chinese name (NotOpenYet.pages.ts), never its internal route name.
 */
export function NotOpenYet({ ns, i18n, route, navigate }: Pick<MountProps, 'i18n' | 'route' | 'navigate'> & { ns: string }) {
  addCatalogs(i18n, NOT_OPEN_NS, NOT_OPEN_PAGE_NAMES);
  const t = useT(i18n, ns);
  const pageName = useT(i18n, NOT_OPEN_NS);
  return (
    <section className={styles.panel} data-testid={`not-open-${ns}`}>
      <h1 className={styles.title}>{t('notOpen.title')}</h1>
      <p className={styles.text}>{t('notOpen.text')}</p>
      <p className={styles.page}>{t('notOpen.page', { name: pageName(route.name, { defaultValue: pageName('fallback') }) })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => navigate.to({ name: 'home' })}>
          {t('notOpen.home')}
        </button>
        <button type="button" className={styles.ghost} onClick={() => navigate.to({ name: 'helpTopic', params: { topic: 'kh' } })}>
          {t('notOpen.help')}
        </button>
      </div>
    </section>
  );
}
