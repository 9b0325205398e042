import type { MouseEvent } from 'react';
import { buildPath, type Navigator } from '@site/shared';
import styles from './vip.module.css';

/** The VIP area's pages, in the order of the tabs. */
const TABS = ['vip', 'vipDetail', 'welfare', 'exchange', 'giftRecord', 'introTutorial'] as const;
export type VipTab = (typeof TABS)[number];

/** Real links (a new tab works); a plain click goes through the shell's navigator. */
export function VipTabs({ current, navigate, t }: { current: VipTab; navigate: Navigator; t: (key: string) => string }) {
  const go = (name: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate.to({ name });
  };
  return (
    <nav className={styles.tabs} aria-label={t('vip.tabs.label')}>
      {TABS.map((name) => (
        <a key={name} href={buildPath(name) ?? '/'} className={styles.tab} aria-current={current === name ? 'page' : undefined} onClick={go(name)}>
          {t(`vip.tabs.${name}`)}
        </a>
      ))}
    </nav>
  );
}
