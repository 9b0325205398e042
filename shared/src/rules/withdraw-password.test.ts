import { isWeakWithdrawPassword, isWeakWithdrawPasswordDigest, WEAK_WITHDRAW_PASSWORDS, withdrawPasswordDigest } from './withdraw-password';

describe('weak withdrawal passwords', () => {
  it.each(['000000', '111111', '999999', '123456', '012345', '456789', '654321', '987654', '543210'])('%s is weak', (plain) => {
    expect(isWeakWithdrawPassword(plain)).toBe(true);
    expect(isWeakWithdrawPasswordDigest(withdrawPasswordDigest(plain))).toBe(true);
  });

  it.each(['135790', '246802', '123457', '112233', '890123', '098765', '121212'])('%s is not', (plain) => {
    expect(isWeakWithdrawPassword(plain)).toBe(false);
    expect(isWeakWithdrawPasswordDigest(withdrawPasswordDigest(plain))).toBe(false);
  });

  it('lists exactly the weak 6-digit texts, and judges only 6-digit texts', () => {
    const all = Array.from({ length: 1_000_000 }, (_, n) => String(n).padStart(6, '0'));
    expect(all.filter(isWeakWithdrawPassword).sort()).toEqual([...WEAK_WITHDRAW_PASSWORDS].sort());
    expect(WEAK_WITHDRAW_PASSWORDS).toHaveLength(20);
    expect(isWeakWithdrawPassword('12345')).toBe(false);
    expect(isWeakWithdrawPasswordDigest(withdrawPasswordDigest('123456').toUpperCase())).toBe(true);
  });
});
