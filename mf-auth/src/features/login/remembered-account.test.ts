/** @jest-environment jsdom */
import { decryptText, encryptText } from '@site/shared';
import { isRememberOn, readRememberedAccount, saveRememberedAccount, setRememberFlag } from './remembered-account';

beforeEach(() => localStorage.clear());

describe('remembered password (spec §3, §4)', () => {
  it('on stores the current timestamp, off stores an empty string', () => {
    setRememberFlag(true, 1_760_000_000_000);
    expect(localStorage.getItem('rememberPwd')).toBe('1760000000000');
    expect(isRememberOn()).toBe(true);
    setRememberFlag(false);
    expect(localStorage.getItem('rememberPwd')).toBe('');
    expect(isRememberOn()).toBe(false);
  });
  it('credentials round-trip encrypted, never as plain text', () => {
    saveRememberedAccount({ name: 'player01', password: 'secret123' });
    const raw = localStorage.getItem('rememberedAccount')!;
    expect(raw).not.toContain('secret123');
    expect(raw).not.toContain('player01');
    expect(JSON.parse(decryptText(raw)!)).toEqual({ name: 'player01', password: 'secret123' });
    expect(readRememberedAccount()).toEqual({ name: 'player01', password: 'secret123' });
  });
  it('switching remember off forgets the credentials', () => {
    saveRememberedAccount({ name: 'player01', password: 'secret123' });
    setRememberFlag(false);
    expect(localStorage.getItem('rememberedAccount')).toBeNull();
  });
  it.each([
    ['not a cipher', 'garbage!!'],
    ['plain JSON', JSON.stringify({ name: 'a', password: 'b' })],
    ['encrypted non-JSON', encryptText('hello')],
    ['encrypted wrong shape', encryptText(JSON.stringify({ name: 1 }))],
  ])('a corrupt value (%s) is discarded', (_label, value) => {
    localStorage.setItem('rememberedAccount', value);
    expect(readRememberedAccount()).toBeNull();
    expect(localStorage.getItem('rememberedAccount')).toBeNull();
  });
  it('a corrupt flag counts as off', () => {
    localStorage.setItem('rememberPwd', 'yes');
    expect(isRememberOn()).toBe(false);
  });
});
