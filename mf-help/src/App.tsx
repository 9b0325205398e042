import type { MountProps } from '@site/shared';
import { addCatalogs, useT } from '@site/shared/react';
import zhCN from './i18n/zh-CN.json';
import zhTW from './i18n/zh-TW.json';
import styles from './App.module.css';

/** This remote's pages are not built yet: an honest panel of its own, with the page it was asked for. */
export function App({ i18n, route, navigate }: MountProps) {
  addCatalogs(i18n, 'mf_help', { 'zh-CN': zhCN, 'zh-TW': zhTW });
  const t = useT(i18n, 'mf_help');
  return (
    <section className={styles.panel} data-testid="not-open-mf_help">
      <h1 className={styles.title}>{t('notOpen.title')}</h1>
      <p className={styles.text}>{t('notOpen.text')}</p>
      <p className={styles.page}>{t('notOpen.page', { name: route.name })}</p>
      <div className={styles.actions}>
        <button type="button" className={styles.primary} onClick={() => navigate.to({ name: 'home' })}>{t('notOpen.home')}</button>
        <button type="button" className={styles.ghost} onClick={() => navigate.to({ name: 'helpTopic', params: { topic: 'kh' } })}>{t('notOpen.help')}</button>
      </div>
    </section>
  );
}
