import type { MountProps } from '@site/shared';
import { withPlatform } from '@site/shared/react';
import { NotOpenYet } from '@site/shared/remote';
import { NS, registerMemberCatalogs } from './i18n/catalog';
import { WalletPage } from './features/wallet/WalletPage';
import { TransferPage } from './features/transfermoney/TransferPage';
import { CardsPage } from './features/cards/CardsPage';
import { UserInfoPage } from './features/userinfo/UserInfoPage';
import { AuthPage } from './features/auth/AuthPage';
import { MessagePage } from './features/message/MessagePage';

/** The member centre (/mine/*): the wallet pages; the other pages keep their honest "not open yet" panel. */
export const App = withPlatform(function MemberApp({ i18n, route, navigate }: MountProps) {
  registerMemberCatalogs(i18n);
  if (route.name === 'wallet') return <WalletPage />;
  if (route.name === 'transfermoney') return <TransferPage />;
  if (route.name === 'addBankCard') return <CardsPage />;
  if (route.name === 'accountManage') return <CardsPage />;
  if (route.name === 'alipayManage') return <CardsPage />;
  if (route.name === 'virtualCoinCard') return <CardsPage />;
  if (route.name === 'userinfo') return <UserInfoPage />;
  if (route.name === 'auth') return <AuthPage />;
  if (route.name === 'message') return <MessagePage />;
  return <NotOpenYet ns={NS} i18n={i18n} route={route} navigate={navigate} />;
});
