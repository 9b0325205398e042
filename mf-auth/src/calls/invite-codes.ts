import { REFERRAL_CODE_PATTERN, StorageKey, localStore, type PlatformProps } from '@site/shared';

function valid(value: unknown): string | undefined {
  return typeof value === 'string' && REFERRAL_CODE_PATTERN.test(value) ? value : undefined;
}

function stored(key: string): string | undefined {
  return valid(localStore.get(key));
}

/** Referral and invite codes the shell kept from the URL (spec §3), sent with register as rCode / iCode. */
export function inviteCodes(props: Pick<PlatformProps, 'device'>): { rCode?: string; iCode?: string } {
  let codes: { inviteCode?: unknown; referralCode?: unknown };
  try {
    codes = props.device?.codes() ?? {};
  } catch {
    codes = {};
  }
  const rCode = valid(codes.referralCode) ?? stored(StorageKey.referralCode);
  const iCode = valid(codes.inviteCode) ?? stored(StorageKey.inviteCode);
  return { ...(rCode ? { rCode } : {}), ...(iCode ? { iCode } : {}) };
}
