import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as mobx from 'mobx';
import * as mobxReactLite from 'mobx-react-lite';
import { SHARED_MARKER } from '@site/shared';
import { KIT_MARKER } from '@site/kit';
import { remoteParcel } from '@site/kit/parcel';
import { App } from './App';

export const { bootstrap, mount, unmount, update } = remoteParcel({
  owner: 'mf_casino',
  rootComponent: App,
  instances: {
    react: React,
    reactDom: ReactDOM,
    reactDomClient: ReactDOMClient,
    mobx,
    mobxReactLite,
    rxjs: () => import('rxjs'),
    shared: SHARED_MARKER,
    kit: KIT_MARKER,
  },
});
export const version = __REMOTE_VERSION__;
