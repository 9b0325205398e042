import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as mobx from 'mobx';
import * as mobxReactLite from 'mobx-react-lite';
import { recordInstances, SHARED_MARKER } from '@site/shared';
import { KIT_MARKER } from '@site/kit';

/**
 * Records the shared singletons the shell holds (the probe e2e compares with each remote's).
 * RxJS is taken from the shared scope only when the probe asks: the shell's own code imports
 * RxJS narrowly (platform/rx.ts), so no page loads the whole of it for the probe.
 * Idempotent: every call records the same objects.
 */
export function recordSharedInstances(): void {
  recordInstances('shell', {
    react: React,
    reactDom: ReactDOM,
    reactDomClient: ReactDOMClient,
    mobx,
    mobxReactLite,
    rxjs: () => import('rxjs'),
    shared: SHARED_MARKER,
    kit: KIT_MARKER,
  });
}
