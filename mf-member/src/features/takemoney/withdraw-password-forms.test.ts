import { emptyPasswordFields, PasswordMode, passwordProblem, sixDigits, type PasswordFields } from './withdraw-password-forms';

const f = (o: Partial<PasswordFields>): PasswordFields => ({ ...emptyPasswordFields, ...o });

describe('withdrawal password forms', () => {
  it.each([
    [PasswordMode.CHANGE, f({}), 'oldPassword'],
    [PasswordMode.CHANGE, f({ oldPassword: '12345' }), 'oldPassword'],
    [PasswordMode.CHANGE, f({ oldPassword: '123456', password: '12a456' }), 'password'],
    [PasswordMode.CHANGE, f({ oldPassword: '123456', password: '654321', repeat: '654321' }), 'weak'],
    [PasswordMode.CHANGE, f({ oldPassword: '123456', password: '777777', repeat: '777777' }), 'weak'],
    [PasswordMode.CHANGE, f({ oldPassword: '123456', password: '246802', repeat: '246803' }), 'repeat'],
    [PasswordMode.CHANGE, f({ oldPassword: '135790', password: '135790', repeat: '135790' }), 'same'],
    [PasswordMode.CHANGE, f({ oldPassword: '123456', password: '246802', repeat: '246802' }), null],
    [PasswordMode.FORGOT, f({ password: '246802', repeat: '246802' }), 'code'],
    [PasswordMode.FORGOT, f({ code: '12345', password: '246802', repeat: '246802' }), 'code'],
    [PasswordMode.FORGOT, f({ code: '123456', password: '65432', repeat: '65432' }), 'password'],
    [PasswordMode.FORGOT, f({ code: '123456', password: '012345', repeat: '012345' }), 'weak'],
    [PasswordMode.FORGOT, f({ code: '123456', password: '246802', repeat: '246802' }), null],
    // Forgotten: the new one may equal the old one (the old one is not known here).
    [PasswordMode.FORGOT, f({ code: '123456', oldPassword: '246802', password: '246802', repeat: '246802' }), null],
  ] as const)('%s %j → %s', (mode, fields, problem) => {
    expect(passwordProblem(mode, fields)).toBe(problem);
  });

  it('keeps six digits only', () => {
    expect(sixDigits(' 12a3456789')).toBe('123456');
  });
});
