import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as mobx from 'mobx';
import * as mobxReactLite from 'mobx-react-lite';
import * as rxjs from 'rxjs';
import { autorun } from 'mobx';
import { BrowserRouter } from 'react-router-dom';
import { editionCss, recordInstances, SHARED_MARKER, type RemoteName } from '@site/shared';
import { fetchRegistry } from './remotes/registry';
import { useRegistry } from './remotes/remote-loader';
import { RemoteArea } from './remotes/RemoteArea';
import { createPlatform } from './platform/create-platform';
import { PlatformContext } from './platform/platform-context';
import { AppRoutes } from './routing/AppRoutes';
import { DialogHost } from './dialogs/DialogHost';
import { AuthHost } from './remotes/AuthHost';

async function start(): Promise<void> {
  recordInstances('shell', { react: React, reactDom: ReactDOM, reactDomClient: ReactDOMClient, mobx, mobxReactLite, rxjs, shared: SHARED_MARKER });
  const style = document.createElement('style');
  style.id = 'site-tokens';
  style.textContent = editionCss();
  document.head.appendChild(style);

  const { registry } = await fetchRegistry();
  useRegistry(registry);

  const platform = createPlatform((get) => function RemoteView({ module, props }) {
    const [remote, ...rest] = module.split('/');
    return <RemoteArea remote={remote as RemoteName} module={`./${rest.join('/')}`} platform={get()} extra={props} />;
  });
  try {
    await platform.siteStore.load();
  } catch (e) {
    console.error('[shell] preInfo failed', e);
  }
  autorun(() => {
    document.documentElement.dataset.edition = platform.siteStore.effectiveEdition;
    document.documentElement.lang = platform.siteStore.language;
  });
  if (platform.sessionStore.isLoggedIn) {
    void platform.sessionStore.loadUserInfo().then(() => platform.balanceStore.refresh()).catch(() => undefined);
  }

  ReactDOMClient.createRoot(document.getElementById('root')!).render(
    <PlatformContext.Provider value={platform}>
      <BrowserRouter>
        <AppRoutes />
        <AuthHost />
        <DialogHost />
      </BrowserRouter>
    </PlatformContext.Provider>,
  );
}

void start();
