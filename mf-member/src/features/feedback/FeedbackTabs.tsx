import type { Navigator } from '@site/shared';
import { PageTabs } from '../../components/page-tabs';

/** 提交反馈 / 我的反馈 (with the replies not yet opened). */
export function FeedbackTabs({
  current,
  unread,
  navigate,
  t,
}: {
  current: 'feedback' | 'feedbackList';
  unread: number;
  navigate: Navigator;
  t: (key: string) => string;
}) {
  const tabs = [
    { route: 'feedback', label: 'feedback.tabs.send' },
    { route: 'feedbackList', label: 'feedback.tabs.list', count: unread, countTestId: 'feedback-tab-unread' },
  ];
  return <PageTabs tabs={tabs} current={current} label={t('feedback.tabs.label')} navigate={navigate} t={t} />;
}
