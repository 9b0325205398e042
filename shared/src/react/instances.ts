import * as React from 'react';
import * as ReactDOM from 'react-dom';
import * as ReactDOMClient from 'react-dom/client';
import * as mobx from 'mobx';
import * as mobxReactLite from 'mobx-react-lite';
import { SHARED_MARKER, type InstanceSet } from '../instances';

/**
 * The shared singletons as the build that bundles this module sees them: @site/shared is bundled into
 * each build, so these imports resolve through that build's own share scope. What the shell and each
 * remote record for the probe (recordInstances). The kit marker is the caller's: the kit depends on
 * shared, not the other way round.
 */
export function ownInstances(kitMarker: unknown): InstanceSet {
  return {
    react: React,
    reactDom: ReactDOM,
    reactDomClient: ReactDOMClient,
    mobx,
    mobxReactLite,
    rxjs: () => import('rxjs'),
    shared: SHARED_MARKER,
    kit: kitMarker,
  };
}
