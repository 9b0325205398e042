import { REFERRAL_CODE_PATTERN } from '@site/shared';
import { readEntry, writeEntry, writeStored } from './storage';

export interface ReferralCodes {
  inviteCode: string;
  referralCode: string;
}

/**
 * Invite and referral codes from a URL query (spec §3): rcode / r_code and icode / i_code in any
 * casing (RCODE, Rcode, r_Code ...). Values that are not codes are ignored.
 */
export function codesFromSearch(search: string): Partial<ReferralCodes> {
  const out: Partial<ReferralCodes> = {};
  let params: URLSearchParams;
  try {
    params = new URLSearchParams(search);
  } catch {
    return out;
  }
  for (const [key, raw] of params) {
    const name = key.toLowerCase().replace(/_/g, '');
    const value = raw.trim();
    if (!REFERRAL_CODE_PATTERN.test(value)) continue;
    if (name === 'rcode') out.referralCode = value;
    else if (name === 'icode') out.inviteCode = value;
  }
  return out;
}

/** At start-up: keeps the URL's codes and the current URL as the original URL. */
export function captureReferral(loc: { search: string; href: string }): Partial<ReferralCodes> {
  const codes = codesFromSearch(loc.search);
  if (codes.inviteCode) writeEntry('inviteCode', codes.inviteCode);
  if (codes.referralCode) writeEntry('referralCode', codes.referralCode);
  writeEntry('originalUrl', loc.href);
  return codes;
}

export function readReferralCodes(): ReferralCodes {
  return { inviteCode: readEntry('inviteCode'), referralCode: readEntry('referralCode') };
}

/** Invite and referral codes are cleared together (spec §4). */
export function clearReferralCodes(): void {
  writeStored('inviteCode', null);
  writeStored('referralCode', null);
}
