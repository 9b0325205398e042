import { usePlatform, withPlatform } from '@site/shared/react';
import { NotOpenYet } from '@site/shared/remote';
import { NS, useActivityCatalogs } from './i18n/catalog';
import { DiscountPage } from './features/discount/DiscountPage';
import { LandingPage } from './features/landing/LandingPage';
import { InvitePage } from './features/invite/InvitePage';
import { AgentPage } from './features/agent/AgentPage';
import { SponsorPage } from './features/sponsor/SponsorPage';
import { DownloadPage } from './features/download/DownloadPage';

/**
 * The activity remote's pages (promotions, the landing pages, invitations, agent, sponsor, download): one line per
 * route below; a page not built yet keeps its honest "not open yet" panel, naming the page that was asked for.
 */
export const App = withPlatform(function ActivityApp() {
  const { i18n, route, navigate } = usePlatform();
  useActivityCatalogs(i18n);
  if (route.name === 'discount') return <DiscountPage />;
  if (route.name === 'activityRacePage') return <LandingPage kind="racePage" />;
  if (route.name === 'activityLandPage') return <LandingPage kind="activityLandPage" />;
  if (route.name === 'firstDeposit') return <LandingPage kind="firstDeposit" />;
  if (route.name === 'againDeposit') return <LandingPage kind="againDeposit" />;
  if (route.name === 'newTask') return <LandingPage kind="newTask" />;
  if (route.name === 'drawGift') return <LandingPage kind="drawGift" />;
  if (route.name === 'signGift') return <LandingPage kind="signGift" />;
  if (route.name === 'bettingGift') return <LandingPage kind="bettingGift" />;
  if (route.name === 'friendInvitation') return <InvitePage />;
  if (route.name === 'agent') return <AgentPage />;
  if (route.name === 'sponsor') return <SponsorPage />;
  if (route.name === 'appdownload') return <DownloadPage />;
  return <NotOpenYet ns={NS} i18n={i18n} route={route} navigate={navigate} />;
});
