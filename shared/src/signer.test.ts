import { decryptText, encryptText, obfuscatePath, readObfuscatedPath } from './signer';

describe('signer crypto', () => {
  it('round-trips text through AES', () => {
    const c = encryptText('{"a":"中文"}');
    expect(c).not.toContain('中文');
    expect(decryptText(c)).toBe('{"a":"中文"}');
  });
  it('answers null for foreign cipher text', () => {
    expect(decryptText('not-a-cipher')).toBeNull();
    expect(decryptText('')).toBeNull();
  });
  it('obfuscates a path with its time and reads it back', () => {
    const seg = obfuscatePath('/site/api/v1/user/login', 1700000000000);
    expect(seg).toMatch(/^[0-9a-f]+$/);
    expect(seg).not.toContain('login');
    expect(readObfuscatedPath(seg)).toEqual({ time: 1700000000000, path: '/site/api/v1/user/login' });
    expect(obfuscatePath('/a', 1)).not.toBe(obfuscatePath('/a', 2));
  });
  it('rejects a segment that is not ours', () => {
    expect(readObfuscatedPath('zz')).toBeNull();
    expect(readObfuscatedPath('abcdef')).toBeNull();
  });
});
