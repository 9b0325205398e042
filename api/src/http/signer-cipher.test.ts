import { randomBytes } from 'node:crypto';
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
