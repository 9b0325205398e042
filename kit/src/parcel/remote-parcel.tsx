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
    ReactDOMClient: transitionRoots(React, ReactDOMClient),
    rootComponent: rootComponent as ComponentType<P & AppProps>,
    errorBoundaryClass: renderErrorBoundary(React, owner) as unknown as ComponentClass<P & AppProps>,
  });
}

/**
 * React DOM as single-spa-react sees it, with every render of a parcel's root (its mount and each update with a new
 * route) a transition: React renders the tree in slices and lets the browser answer a tap between them. Rendered
 * at once, a remote's first tree was one task of 100–250 ms at 4× CPU on each remote's page, the longest before
 * the page could answer its first tap. What the remote renders itself (state, stores) keeps its own priority.
 */
function transitionRoots(React: typeof import('react'), client: typeof import('react-dom/client')): typeof import('react-dom/client') {
  return {
    ...client,
    createRoot: (container, options) => {
      const root = client.createRoot(container, options);
      return {
        render: (children) => React.startTransition(() => root.render(children)),
        unmount: () => root.unmount(),
      };
    },
  };
}
