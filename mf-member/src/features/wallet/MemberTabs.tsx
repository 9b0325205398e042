import type { Navigator } from '@site/shared';
import { PageTabs } from '../page-tabs';

/** The money pages of the member centre: wallet, transfer, deposit, withdrawal, transaction records. */
const TABS = [
  { route: 'wallet', label: 'tabs.wallet' },
  { route: 'transfermoney', label: 'tabs.transfer' },
  { route: 'savemoney', label: 'tabs.savemoney' },
  { route: 'takemoney', label: 'tabs.takemoney' },
  { route: 'transRecord', label: 'tabs.transRecord' },
] as const;

export function MemberTabs({ current, navigate, t }: { current: string; navigate: Navigator; t: (key: string) => string }) {
  return <PageTabs tabs={TABS} current={current} label={t('tabs.label')} navigate={navigate} t={t} />;
}
