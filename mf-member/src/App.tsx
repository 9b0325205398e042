import { addCatalogs, usePlatform, withPlatform } from '@site/shared/react';
import { NotOpenYet } from '@site/shared/remote';
import zhCN from './i18n/zh-CN.json';
import zhTW from './i18n/zh-TW.json';

/** This remote's pages are not built yet: its own honest panel, naming the page that was asked for. */
export const App = withPlatform(function MemberApp() {
  const { i18n, route, navigate } = usePlatform();
  addCatalogs(i18n, 'mf_member', { 'zh-CN': zhCN, 'zh-TW': zhTW });
  return <NotOpenYet ns="mf_member" i18n={i18n} route={route} navigate={navigate} />;
});
