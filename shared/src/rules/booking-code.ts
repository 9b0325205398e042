/**
 * 投注码 (booking codes): a saved pre-match slip named by a short code a player can read aloud or type. The
 * alphabet leaves out the characters that read alike (0/O, 1/I/L), so a typed code is the printed one; a
 * code is read without case, spaces or dashes.
 */
export const BOOKING_CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
export const BOOKING_CODE_LENGTH = 8;
export const BOOKING_CODE_PATTERN = new RegExp(`^[${BOOKING_CODE_ALPHABET}]{${BOOKING_CODE_LENGTH}}$`);

/** A code as typed ('ab2c-d3ef ') in its one form ('AB2CD3EF'), or null when it cannot be a code. */
export function bookingCodeOf(input: string): string | null {
  const code = input.replace(/[\s-]/g, '').toUpperCase();
  return BOOKING_CODE_PATTERN.test(code) ? code : null;
}

/** A new code from `randomIndex` (an unbiased index below the alphabet's length: crypto.randomInt in the api). */
export function newBookingCode(randomIndex: (below: number) => number): string {
  let code = '';
  for (let i = 0; i < BOOKING_CODE_LENGTH; i++) code += BOOKING_CODE_ALPHABET[randomIndex(BOOKING_CODE_ALPHABET.length)];
  return code;
}

/** A code lives until its last leg kicks off: after that no leg can be loaded any more. */
export const bookingCodeExpiry = (kickOffs: readonly number[]): number => Math.max(...kickOffs);
export const bookingCodeExpired = (expiresAt: number, now: number): boolean => now >= expiresAt;

/** The path of the page that loads a code into the slip; the link and the QR carry it. */
export const bookingCodePath = (code: string): string => `/sport/code/${code}`;
