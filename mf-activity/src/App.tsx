import { addCatalogs, usePlatform, withPlatform } from '@site/shared/react';
import { NotOpenYet } from '@site/shared/remote';
import zhCN from './i18n/zh-CN.json';
import zhTW from './i18n/zh-TW.json';
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
  addCatalogs(i18n, 'mf_activity', { 'zh-CN': zhCN, 'zh-TW': zhTW });
  if (route.name === 'friendInvitation') return <InvitePage />;
  if (route.name === 'agent') return <AgentPage />;
  if (route.name === 'sponsor') return <SponsorPage />;
  if (route.name === 'appdownload') return <DownloadPage />;
  return <NotOpenYet ns="mf_activity" i18n={i18n} route={route} navigate={navigate} />;
});
