import type { MountProps } from '@site/shared';
import { withPlatform } from '@site/shared/react';
import { NotOpenYet } from '@site/shared/remote';
import { NS, registerMemberCatalogs } from './i18n/catalog';
import { WalletPage } from './features/wallet/WalletPage';
import { TransferPage } from './features/transfermoney/TransferPage';
import { BetRecordPage } from './features/betRecord/BetRecordPage';
import { SaveMoneyPage } from './features/savemoney/SaveMoneyPage';
import { DepositWaitPage } from './features/savemoney/DepositWaitPage';
import { TakeMoneyPage } from './features/takemoney/TakeMoneyPage';
import { TransRecordPage } from './features/records/TransRecordPage';
import { ResponsiblePage } from './features/responsible/ResponsiblePage';

/** The member centre (/mine/*): the wallet pages; the other pages keep their honest "not open yet" panel. */
export const App = withPlatform(function MemberApp({ i18n, route, navigate }: MountProps) {
  registerMemberCatalogs(i18n);
  if (route.name === 'wallet') return <WalletPage />;
  if (route.name === 'transfermoney') return <TransferPage />;
  if (route.name === 'betRecord') return <BetRecordPage />;
  if (route.name === 'savemoney') return <SaveMoneyPage />;
  if (route.name === 'rechargeWait') return <DepositWaitPage />;
  if (route.name === 'transferWait') return <DepositWaitPage />;
  if (route.name === 'virtualCoinWait') return <DepositWaitPage />;
  if (route.name === 'huione') return <DepositWaitPage />;
  if (route.name === 'xnbsk') return <DepositWaitPage />;
  if (route.name === 'takemoney') return <TakeMoneyPage />;
  if (route.name === 'transRecord') return <TransRecordPage />;
  if (route.name === 'responsible') return <ResponsiblePage />;
  return <NotOpenYet ns={NS} i18n={i18n} route={route} navigate={navigate} />;
});
