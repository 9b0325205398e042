import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { decryptText, encryptText } from '@site/shared';
import { decryptTextNative } from './signer-cipher';

describe('decryptTextNative', () => {
  it('reads what encryptText wrote, like shared decryptText', () => {
    for (const plain of ['1795300000000', '127.0.0.1', '{"a":"中文"}', 'x'.repeat(100)]) {
      expect(decryptTextNative(encryptText(plain))).toBe(plain);
      expect(decryptTextNative(encryptText(plain))).toBe(decryptText(encryptText(plain)));
    }
  });

  it('answers null for what is not ours, never throws', () => {
    for (const bad of ['', 'yesterday', '1795300000000', randomBytes(16).toString('base64'), '!!!!', encryptText('x').slice(0, 10), `${encryptText('1')}x`]) {
      expect(decryptTextNative(bad)).toBeNull();
    }
  });
});

describe('decryptTextNative against shared decryptText', () => {
  it('agrees on every text encryptText writes and on damaged ciphers (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), fc.nat(), (plain, at) => {
        const cipher = encryptText(plain);
        expect(decryptTextNative(cipher)).toBe(decryptText(cipher));
        const bytes = Buffer.from(cipher, 'base64');
        bytes[at % bytes.length] = (bytes[at % bytes.length]! + 1) % 256;
        const damaged = bytes.toString('base64');
        const native = decryptTextNative(damaged);
        // A damaged cipher is refused by both, or both read the same text from it.
        if (native !== null) expect(native).toBe(decryptText(damaged));
      }),
      { numRuns: 500 },
    );
  });

  it('keeps a leading byte-order mark, as crypto-js does (a case the property once found)', () => {
    for (const plain of ['\uFEFF', '\uFEFF1795300000000', 'a\uFEFF']) expect(decryptTextNative(encryptText(plain))).toBe(plain);
  });

  it('reads many ciphers in a row with its one decipher, whatever came before', () => {
    const plains = Array.from({ length: 50 }, (_, i) => String(1795300000000 + i * 37));
    const ciphers = plains.map((p) => encryptText(p));
    expect(decryptTextNative('AAAA')).toBeNull();
    expect(ciphers.map((c) => decryptTextNative(c))).toEqual(plains);
  });
});
