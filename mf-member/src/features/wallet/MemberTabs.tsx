import type { MouseEvent } from 'react';
import { buildPath, type Navigator } from '@site/shared';
import styles from './wallet.module.css';

/** The wallet pages of the member centre: 我的钱包 (/mine/wallet) and 转账 (/mine/transfermoney). */
const TABS = [
  { route: 'wallet', label: 'tabs.wallet' },
  { route: 'transfermoney', label: 'tabs.transfer' },
  { route: 'savemoney', label: 'tabs.savemoney' },
  { route: 'takemoney', label: 'tabs.takemoney' },
  { route: 'transRecord', label: 'tabs.transRecord' },
] as const;

/** Real links (new tab works); a plain click goes through the shell's navigator. */
export function MemberTabs({ current, navigate, t }: { current: string; navigate: Navigator; t: (key: string) => string }) {
  const go = (name: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate.to({ name });
  };
  return (
    <nav className={styles.tabs} aria-label={t('tabs.label')}>
      {TABS.map((tab) => (
        <a
          key={tab.route}
          href={buildPath(tab.route) ?? '/'}
          className={styles.tab}
          aria-current={current === tab.route ? 'page' : undefined}
          onClick={go(tab.route)}
        >
          {t(tab.label)}
        </a>
      ))}
    </nav>
  );
}
