/** @jest-environment jsdom */
import { encryptText, StorageKey, type StorageKeyName } from '@site/shared';
import { clearDecryptedCaches, readDecryptedCache, readEntry, writeDecryptedCache, writeEntry } from './storage';

beforeEach(() => localStorage.clear());

const GOOD: Record<StorageKeyName, string> = {
  token: 'eyJ.abc-123',
  inviteCode: 'INV_01',
  referralCode: 'r-77',
  originalUrl: 'https://site.example/home?icode=1',
  jwt: 'a.b.c',
  userId: 'u10001',
  rememberPassword: '1731000000000',
  rememberedCredentials: encryptText(JSON.stringify({ name: 'demo01', password: 'x' })),
  edition: 'professional',
  language: 'zh-TW',
  safeSwitch: '0',
  deviceId: '0123456789abcdef0123456789abcdef',
};
const BAD: Record<StorageKeyName, string> = {
  token: 'has space\n',
  inviteCode: '<script>',
  referralCode: 'x'.repeat(65),
  originalUrl: 'javascript:alert(1)',
  jwt: '令牌',
  userId: 'x'.repeat(65),
  rememberPassword: 'true',
  rememberedCredentials: '{"name":"plain","password":"text"}',
  edition: 'dark',
  language: 'en',
  safeSwitch: 'off',
  deviceId: 'x y',
};

describe('client storage entries (spec §3)', () => {
  it.each(Object.keys(GOOD) as StorageKeyName[])('%s: a valid value is read back', (key) => {
    localStorage.setItem(StorageKey[key], GOOD[key]);
    expect(readEntry(key)).toBe(GOOD[key]);
  });
  it.each(Object.keys(BAD) as StorageKeyName[])('%s: a corrupt or foreign value is discarded, not a crash', (key) => {
    localStorage.setItem(StorageKey[key], BAD[key]);
    expect(readEntry(key)).toBe('');
    expect(localStorage.getItem(StorageKey[key])).toBeNull();
  });
  it('refuses to write a value that breaks its meaning', () => {
    expect(writeEntry('safeSwitch', 'maybe')).toBe(false);
    expect(localStorage.getItem(StorageKey.safeSwitch)).toBeNull();
    expect(writeEntry('safeSwitch', '0')).toBe(true);
  });
  it('the remembered-password flag (written by mf-auth) reads as a timestamp or empty', () => {
    localStorage.setItem(StorageKey.rememberPassword, '1731000000000');
    expect(readEntry('rememberPassword')).toBe('1731000000000');
    localStorage.setItem(StorageKey.rememberPassword, '');
    expect(readEntry('rememberPassword')).toBe('');
  });
  it('blocked storage reads as empty', () => {
    const spy = jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(readEntry('token')).toBe('');
    spy.mockRestore();
  });
});

describe('DD_ caches', () => {
  it('keep { d, v }', () => {
    writeDecryptedCache('banks', [{ id: 1 }], 3);
    expect(localStorage.getItem('DD_banks')).toBe('{"d":[{"id":1}],"v":3}');
    expect(readDecryptedCache('banks')).toEqual({ d: [{ id: 1 }], v: 3 });
  });
  it.each(['not json', '[1,2]', '{"d":1}', '{"v":1}', '{"d":1,"v":{}}', 'null'])('drop a corrupt entry %p', (raw) => {
    localStorage.setItem('DD_x', raw);
    expect(readDecryptedCache('x')).toBeNull();
    expect(localStorage.getItem('DD_x')).toBeNull();
  });
  it('are all cleared together, other keys kept', () => {
    writeDecryptedCache('a', 1, 1);
    writeDecryptedCache('b', 2, 1);
    localStorage.setItem('token', 'keep');
    clearDecryptedCaches();
    expect(Object.keys(localStorage)).toEqual(['token']);
  });
});
