/** @jest-environment jsdom */
import type { DeviceInfo } from '@site/shared';
import { deviceIdOf } from './device-id';
import { inviteCodes } from './invite-codes';

const device = (over: Partial<DeviceInfo>): DeviceInfo => ({
  id: () => '',
  codes: () => ({ inviteCode: '', referralCode: '' }),
  clearCodes: () => undefined,
  ...over,
});

beforeEach(() => localStorage.clear());

it("uses the shell's fingerprint", () => {
  expect(deviceIdOf({ device: device({ id: () => '0123456789abcdef0123456789abcdef' }) })).toBe('0123456789abcdef0123456789abcdef');
});

it('falls back to a stable stored id when the fingerprint is missing or fails', () => {
  const failing = device({
    id: () => {
      throw new Error('no canvas');
    },
  });
  const first = deviceIdOf({ device: failing });
  expect(first).toMatch(/^web-/);
  expect(deviceIdOf({ device: failing })).toBe(first);
  expect(localStorage.getItem('deviceId')).toBe(first);
  localStorage.setItem('deviceId', 'bad value with spaces');
  expect(deviceIdOf({ device: failing })).not.toBe('bad value with spaces');
});

it('sends only well-formed referral and invite codes', () => {
  expect(inviteCodes({ device: device({ codes: () => ({ inviteCode: 'I-1', referralCode: 'R_2' }) }) })).toEqual({ iCode: 'I-1', rCode: 'R_2' });
  expect(inviteCodes({ device: device({ codes: () => ({ inviteCode: '<script>', referralCode: '' }) }) })).toEqual({});
});
