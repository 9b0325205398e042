import { StorageKey, type PlatformProps } from '@site/shared';

/** The shell may hand out the device fingerprint (spec §3) on PlatformProps; these are the shapes we accept. */
type WithDevice = PlatformProps & { deviceId?: unknown; device?: { id?: unknown; fingerprint?: unknown } };

const VALID = /^[\x21-\x7e]{8,200}$/;

function fromStorage(): string | null {
  try {
    const raw = window.localStorage.getItem(StorageKey.deviceId);
    if (raw !== null && VALID.test(raw)) return raw;
    const id = `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
    window.localStorage.setItem(StorageKey.deviceId, id);
    return id;
  } catch {
    return null;
  }
}

/** The device id sent with login and register: the shell's fingerprint when it offers one, else a stable stored id. */
export async function deviceIdOf(props: PlatformProps): Promise<string | undefined> {
  const p = props as WithDevice;
  const candidates: unknown[] = [p.deviceId, p.device?.id, p.device?.fingerprint];
  for (const c of candidates) {
    const value: unknown = await (typeof c === 'function' ? (c as () => unknown)() : c);
    if (typeof value === 'string' && VALID.test(value)) return value;
  }
  return fromStorage() ?? undefined;
}
