/** @jest-environment jsdom */
import { StorageKey } from '@site/shared';
import { captureReferral, clearReferralCodes, codesFromSearch, readReferralCodes } from './referral';

beforeEach(() => localStorage.clear());

describe('codesFromSearch', () => {
  it.each([
    ['?rcode=R1&icode=I1', { referralCode: 'R1', inviteCode: 'I1' }],
    ['?r_code=R2&i_code=I2', { referralCode: 'R2', inviteCode: 'I2' }],
    ['?RCODE=R3&ICODE=I3', { referralCode: 'R3', inviteCode: 'I3' }],
    ['?Rcode=R4&Icode=I4', { referralCode: 'R4', inviteCode: 'I4' }],
    ['?r_Code=R5&I_CODE=I5', { referralCode: 'R5', inviteCode: 'I5' }],
    ['?R_code=R6', { referralCode: 'R6' }],
    ['?other=1', {}],
    ['', {}],
  ])('%s', (search, expected) => {
    expect(codesFromSearch(search)).toEqual(expected);
  });
  it('ignores values that are not codes', () => {
    expect(codesFromSearch('?rcode=%3Cscript%3E&icode=')).toEqual({});
  });
});

describe('captureReferral', () => {
  it('stores both codes and the current URL, and clears the codes together', () => {
    captureReferral({ search: '?Rcode=abc&i_code=xyz', href: 'https://site.example/home?Rcode=abc&i_code=xyz' });
    expect(localStorage.getItem(StorageKey.referralCode)).toBe('abc');
    expect(localStorage.getItem(StorageKey.inviteCode)).toBe('xyz');
    expect(localStorage.getItem(StorageKey.originalUrl)).toBe('https://site.example/home?Rcode=abc&i_code=xyz');
    expect(readReferralCodes()).toEqual({ inviteCode: 'xyz', referralCode: 'abc' });
    clearReferralCodes();
    expect(readReferralCodes()).toEqual({ inviteCode: '', referralCode: '' });
    expect(localStorage.getItem(StorageKey.originalUrl)).not.toBeNull();
  });
  it('keeps earlier codes when the URL has none', () => {
    captureReferral({ search: '?icode=first', href: 'https://s.example/?icode=first' });
    captureReferral({ search: '', href: 'https://s.example/home' });
    expect(readReferralCodes().inviteCode).toBe('first');
  });
});
