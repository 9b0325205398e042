import { StorageKey, type PlatformProps } from '@site/shared';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

type WithCodes = PlatformProps & { device?: { codes?: () => { inviteCode?: unknown; referralCode?: unknown } } };

function valid(value: unknown): string | undefined {
  return typeof value === 'string' && CODE.test(value) ? value : undefined;
}

function read(key: string): string | undefined {
  try {
    return valid(window.localStorage.getItem(key));
  } catch {
    return undefined;
  }
}

/** Referral and invite codes the shell kept from the URL (spec §3), sent with register as rCode / iCode. */
export function inviteCodes(props?: PlatformProps): { rCode?: string; iCode?: string } {
  let fromShell: { inviteCode?: unknown; referralCode?: unknown } = {};
  try {
    fromShell = (props as WithCodes | undefined)?.device?.codes?.() ?? {};
  } catch {
    fromShell = {};
  }
  const rCode = valid(fromShell.referralCode) ?? read(StorageKey.referralCode);
  const iCode = valid(fromShell.inviteCode) ?? read(StorageKey.inviteCode);
  return { ...(rCode ? { rCode } : {}), ...(iCode ? { iCode } : {}) };
}
