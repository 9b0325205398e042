import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { SiteBus } from '../../events';
import { createSiteQueryClient, followBus } from './site-query-client';

/**
 * The data layer of one remote root: its own query client (each root is a React tree of its own and each
 * remote bundles its own copy of the query library), following the shell's bus for what other remotes change.
 * The cache goes with the root.
 */
export function SiteQueryProvider({ bus, children }: { bus: SiteBus; children?: ReactNode }) {
  const [client] = useState(createSiteQueryClient);
  useEffect(() => followBus(client, bus), [client, bus]);
  useEffect(() => () => client.clear(), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
