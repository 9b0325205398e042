import { createContext, createElement, useContext, type ComponentType, type ReactNode } from 'react';
import type { MountProps } from '../platform';
import { SiteQueryProvider } from './query/SiteQueryProvider';

/**
 * One React context per remote for what the shell mounted it with (PlatformProps + route).
 * Each remote bundles its own copy of this module, so each remote has its own context; its
 * root component is wrapped with withPlatform and everything below reads usePlatform().
 */
const PlatformContext = createContext<MountProps | null>(null);

export function PlatformProvider({ platform, children }: { platform: MountProps; children?: ReactNode }) {
  return createElement(PlatformContext.Provider, { value: platform }, children);
}

/** The platform this remote was mounted with (inside a root wrapped by withPlatform). */
export function usePlatform<P extends MountProps = MountProps>(): P {
  const platform = useContext(PlatformContext);
  if (!platform) throw new Error('usePlatform: the remote root is not wrapped with withPlatform');
  return platform as P;
}

/**
 * A remote's root component (the parcel's rootComponent) wrapped in its PlatformProvider and its data layer
 * (SiteQueryProvider: the root's own query client): the root still gets its props, and each update of the
 * props (a new route) reaches usePlatform().
 */
export function withPlatform<P extends MountProps>(Root: ComponentType<P>): ComponentType<P> {
  function WithPlatform(props: P) {
    return createElement(PlatformProvider, { platform: props }, createElement(SiteQueryProvider, { bus: props.bus }, createElement(Root, props)));
  }
  WithPlatform.displayName = `withPlatform(${Root.displayName ?? Root.name ?? 'Root'})`;
  return WithPlatform;
}
