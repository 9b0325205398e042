import { StorageKey, localStore, type PlatformProps } from '@site/shared';

const VALID = /^[\x21-\x7e]{8,200}$/;

/** The fallback when the shell offers no fingerprint: a random id kept under 'deviceId'. */
function fromStorage(): string | undefined {
  const raw = localStore.get(StorageKey.deviceId);
  if (raw !== null && VALID.test(raw)) return raw;
  const id = `web-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
  return localStore.set(StorageKey.deviceId, id) ? id : undefined;
}

/** The device id sent with login and register: the shell's fingerprint (props.device.id), else a stable stored id. */
export function deviceIdOf(props: Pick<PlatformProps, 'device'>): string | undefined {
  try {
    const id: unknown = props.device?.id();
    if (typeof id === 'string' && VALID.test(id)) return id;
  } catch {
    // An older shell without a fingerprint, or one that failed: use the stored id.
  }
  return fromStorage();
}
