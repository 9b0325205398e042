import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/** remoteEntry URL → subresource integrity from the registry. */
export const entryIntegrity = new Map<string, string>();

/**
 * Runtime plugin of the shell: remote entries load with the integrity the registry recorded,
 * so a tampered or half-written file in the CDN fails to load instead of running.
 */
export default function registryRuntimePlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'site-registry-integrity',
    createScript({ url }) {
      const integrity = entryIntegrity.get(new URL(url, window.location.href).pathname);
      if (!integrity) return undefined;
      const script = document.createElement('script');
      script.src = url;
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
      return script;
    },
  };
}
