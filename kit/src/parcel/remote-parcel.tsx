import type { ComponentClass, ComponentType } from 'react';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { recordInstances, type InstanceSet, type MountProps } from '@site/shared';
import { renderErrorBoundary } from './render-error-boundary';

export interface RemoteParcelOptions<P extends MountProps> {
  owner: string;
  /** The root; a dialog parcel's props add what its host passes (e.g. `dialogInbox`). */
  rootComponent: ComponentType<P>;
  /** The remote's own imports: recorded so tests can prove they are the shell's singletons. */
  instances: InstanceSet;
}

/**
 * The mount contract of a remote: single-spa parcel lifecycles around its root component.
 * The shell mounts it with PlatformProps + { route } (+ `onRenderError`, kit 1.2) and updates it when the
 * route changes. An error the root throws is caught by the kit's boundary and told to the host through
 * `onRenderError` (render-error-boundary.ts): single-spa-react's mount resolves once its root has committed,
 * whether the boundary caught or not, so the mount promise alone would never say it.
 */
export function remoteParcel<P extends MountProps = MountProps>({ owner, rootComponent, instances }: RemoteParcelOptions<P>) {
  recordInstances(owner, instances);
  const React = instances.react as typeof import('react');
  const ReactDOMClient = instances.reactDomClient as typeof import('react-dom/client');
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: rootComponent as ComponentType<P & AppProps>,
    errorBoundaryClass: renderErrorBoundary(React, owner) as unknown as ComponentClass<P & AppProps>,
  });
}
