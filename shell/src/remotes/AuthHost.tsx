import { useEffect, useState } from 'react';
import type { AuthModeValue } from '@site/shared';
import { usePlatform } from '../platform/platform-context';
import { RemoteArea } from './RemoteArea';

/**
 * Mounts mf-auth's dialog parcel on the first auth event (login/register buttons, login-required
 * prompts, login-expired) and keeps it mounted; the event that opened it is handed over.
 */
export function AuthHost() {
  const p = usePlatform();
  const [openWith, setOpenWith] = useState<{ mode: AuthModeValue } | null>(null);
  useEffect(() => {
    const first = p.bus.subscribe('auth:login', (e) => setOpenWith((cur) => cur ?? { mode: e.mode ?? 1 }));
    return first;
  }, [p]);
  if (!openWith) return null;
  return <RemoteArea remote="mf_auth" module="./AuthDialog" platform={p} extra={{ openWith }} />;
}
