import type { MouseEvent } from 'react';
import { buildPath, type Navigator } from '@site/shared';
import styles from './member-forms.module.css';

export interface PageTab {
  /** The route a tab opens (shared/src/routes.ts). */
  route: string;
  /** Its catalog key. */
  label: string;
  /** A count shown after the label (e.g. unread replies); hidden when 0 or absent. */
  count?: number;
  countTestId?: string;
}

/** The member centre's page tabs: real links (a new tab works), a plain click through the shell's navigator. */
export function PageTabs({
  tabs,
  current,
  label,
  navigate,
  t,
}: {
  tabs: readonly PageTab[];
  current: string;
  label: string;
  navigate: Navigator;
  t: (key: string) => string;
}) {
  const go = (name: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate.to({ name });
  };
  return (
    <nav className={styles.tabs} aria-label={label}>
      {tabs.map((tab) => (
        <a
          key={tab.route}
          href={buildPath(tab.route) ?? '/'}
          className={styles.tab}
          aria-current={current === tab.route ? 'page' : undefined}
          onClick={go(tab.route)}
        >
          {t(tab.label)}
          {tab.count ? (
            <span className={styles.count} data-testid={tab.countTestId}>
              {tab.count}
            </span>
          ) : null}
        </a>
      ))}
    </nav>
  );
}
