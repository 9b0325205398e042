import type { MouseEvent } from 'react';
import { buildPath, type Navigator, type NavigateTarget } from '@site/shared';
import styles from '../../components/member-forms.module.css';

/** The account pages: bank cards (/mine/accountManage/bank), alipay, USDT addresses. */
const TABS: { key: string; target: NavigateTarget; label: string }[] = [
  { key: 'bank', target: { name: 'accountManage', params: { id: 'bank' } }, label: 'cards.tabs.bank' },
  { key: 'alipay', target: { name: 'alipayManage' }, label: 'cards.tabs.alipay' },
  { key: 'usdt', target: { name: 'virtualCoinCard' }, label: 'cards.tabs.usdt' },
];

export function AccountTabs({ current, navigate, t }: { current: string; navigate: Navigator; t: (key: string) => string }) {
  const go = (target: NavigateTarget) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate.to(target);
  };
  return (
    <nav className={styles.tabs} aria-label={t('cards.tabs.label')}>
      {TABS.map((tab) => (
        <a
          key={tab.key}
          href={buildPath(tab.target.name, tab.target.params) ?? '/'}
          className={styles.tab}
          aria-current={current === tab.key ? 'page' : undefined}
          onClick={go(tab.target)}
        >
          {t(tab.label)}
        </a>
      ))}
    </nav>
  );
}
