import type { MouseEvent } from 'react';
import { buildPath, type Navigator } from '@site/shared';
import styles from '../member-forms.module.css';

const TABS = [
  { route: 'feedback', label: 'feedback.tabs.send' },
  { route: 'feedbackList', label: 'feedback.tabs.list' },
] as const;

/** 提交反馈 / 我的反馈 (with the unread replies): real links, a plain click through the shell's navigator. */
export function FeedbackTabs({
  current,
  unread,
  navigate,
  t,
}: {
  current: 'feedback' | 'feedbackList';
  unread: number;
  navigate: Navigator;
  t: (key: string, o?: Record<string, unknown>) => string;
}) {
  const go = (name: string) => (e: MouseEvent<HTMLAnchorElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    navigate.to({ name });
  };
  return (
    <nav className={styles.tabs} aria-label={t('feedback.tabs.label')}>
      {TABS.map((tab) => (
        <a
          key={tab.route}
          href={buildPath(tab.route) ?? '/'}
          className={styles.tab}
          aria-current={current === tab.route ? 'page' : undefined}
          onClick={go(tab.route)}
        >
          {t(tab.label)}
          {tab.route === 'feedbackList' && unread > 0 ? (
            <span className={styles.count} data-testid="feedback-tab-unread" aria-label={t('feedback.unreadReplies', { count: unread })}>
              {unread}
            </span>
          ) : null}
        </a>
      ))}
    </nav>
  );
}
