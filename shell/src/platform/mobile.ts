/** Mobile user agents (phones and tablets) sent to the H5 site (spec §2). */
export const MOBILE_UA = /Android|webOS|iPhone|iPad|iPod|BlackBerry|IEMobile|Opera Mini|Mobile|HarmonyOS|MQQBrowser/i;

export function isMobileAgent(userAgent: string): boolean {
  return MOBILE_UA.test(userAgent);
}

/** The H5 address with the invite (icode) and referral (rcode) codes; null when no valid H5 url. */
export function mobileRedirectUrl(h5DomainUrl: string, codes: { inviteCode: string; referralCode: string }): string | null {
  let url: URL;
  try {
    url = new URL(h5DomainUrl);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (codes.inviteCode) url.searchParams.set('icode', codes.inviteCode);
  if (codes.referralCode) url.searchParams.set('rcode', codes.referralCode);
  return url.toString();
}
