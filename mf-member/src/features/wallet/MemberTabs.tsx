import { observer } from 'mobx-react-lite';
import { buildPath, shownWithDepositFlag, type Navigator } from '@site/shared';
import { usePlatform } from '@site/shared/react';
import { PageTabs } from '../../components/page-tabs';

/** The money pages of the member centre: wallet, transfer, deposit, withdrawal, transaction records. */
const TABS = [
  { route: 'wallet', label: 'tabs.wallet' },
  { route: 'transfermoney', label: 'tabs.transfer' },
  { route: 'savemoney', label: 'tabs.savemoney' },
  { route: 'takemoney', label: 'tabs.takemoney' },
  { route: 'transRecord', label: 'tabs.transRecord' },
] as const;

/** The tabs; with the site deposit flag off the deposit tab is gone (its page is not found then). */
export const MemberTabs = observer(function MemberTabs({ current, navigate, t }: { current: string; navigate: Navigator; t: (key: string) => string }) {
  const { stores } = usePlatform();
  const siteDeposit = stores.site.flags?.siteDeposit;
  const tabs = TABS.filter((tab) => shownWithDepositFlag(buildPath(tab.route) ?? '', siteDeposit));
  return <PageTabs tabs={tabs} current={current} label={t('tabs.label')} navigate={navigate} t={t} />;
});
