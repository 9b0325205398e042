import type { ComponentType } from 'react';
import singleSpaReact from 'single-spa-react';
import type { AppProps } from 'single-spa';
import { recordInstances, type InstanceSet, type MountProps } from '@site/shared';

export interface RemoteParcelOptions<P extends MountProps> {
  owner: string;
  /** The root; a dialog parcel's props add what its host passes (e.g. `dialogInbox`). */
  rootComponent: ComponentType<P>;
  /** The remote's own imports: recorded so tests can prove they are the shell's singletons. */
  instances: InstanceSet;
}

/**
 * The mount contract of a remote: single-spa parcel lifecycles around its root component.
 * The shell mounts it with PlatformProps + { route } and updates it when the route changes.
 */
export function remoteParcel<P extends MountProps = MountProps>({ owner, rootComponent, instances }: RemoteParcelOptions<P>) {
  recordInstances(owner, instances);
  const React = instances.react as typeof import('react');
  const ReactDOMClient = instances.reactDomClient as typeof import('react-dom/client');
  return singleSpaReact<P>({
    React,
    ReactDOMClient,
    rootComponent: rootComponent as ComponentType<P & AppProps>,
    errorBoundary(error: Error) {
      console.error(`[${owner}]`, error);
      return React.createElement(
        'div',
        { role: 'alert', 'data-remote-error': owner, style: { padding: 24, textAlign: 'center' } },
        '页面出了点问题，请刷新后重试',
      );
    },
  });
}
