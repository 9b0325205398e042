// What bootstrap needs to create the platform and start the site, in one module it loads with an eager
// import() in a task of its own (see bootstrap.tsx).
export { createPlatform, platformI18n } from './create-platform';
export { OpeningAnswers } from '@site/shared/http';
export { RemoteDialogs } from '../remotes/remote-dialogs';
export { bindSiteChrome } from './site-chrome';
export { installDevDialogs } from './dev-dialogs';
export { catalogsReady } from '../i18n';
