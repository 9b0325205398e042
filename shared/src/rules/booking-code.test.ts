import { BOOKING_CODE_ALPHABET, BOOKING_CODE_LENGTH, bookingCodeExpired, bookingCodeExpiry, bookingCodeOf, newBookingCode } from './booking-code';

describe('booking codes', () => {
  it('use an alphabet without characters that read alike', () => {
    for (const ch of '01OIL') expect(BOOKING_CODE_ALPHABET).not.toContain(ch);
    expect(new Set(BOOKING_CODE_ALPHABET).size).toBe(BOOKING_CODE_ALPHABET.length);
  });

  it('mint codes of the alphabet and length', () => {
    let n = 0;
    const code = newBookingCode((below) => n++ % below);
    expect(code).toHaveLength(BOOKING_CODE_LENGTH);
    expect(code).toBe('23456789');
    expect(bookingCodeOf(code)).toBe(code);
  });

  it('read a typed code without case, spaces or dashes, and refuse what cannot be one', () => {
    expect(bookingCodeOf(' ab2c-d3ef ')).toBe('AB2CD3EF');
    expect(bookingCodeOf('AB2CD3E0')).toBeNull();
    expect(bookingCodeOf('AB2CD3E')).toBeNull();
  });

  it('expire at the last kick-off', () => {
    const expiresAt = bookingCodeExpiry([1000, 3000, 2000]);
    expect(expiresAt).toBe(3000);
    expect(bookingCodeExpired(expiresAt, 2999)).toBe(false);
    expect(bookingCodeExpired(expiresAt, 3000)).toBe(true);
  });
});
