import { StorageKey } from '@site/shared';

const CODE = /^[A-Za-z0-9_-]{1,64}$/;

function read(key: string): string | undefined {
  try {
    const raw = window.localStorage.getItem(key);
    return raw !== null && CODE.test(raw) ? raw : undefined;
  } catch {
    return undefined;
  }
}

/** Referral and invite codes the shell stored from the URL (spec §3), sent with register. */
export function inviteCodes(): { rCode?: string; iCode?: string } {
  const rCode = read(StorageKey.referralCode);
  const iCode = read(StorageKey.inviteCode);
  return { ...(rCode ? { rCode } : {}), ...(iCode ? { iCode } : {}) };
}
