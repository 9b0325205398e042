import { emptyPasswordFields, PasswordMode, passwordProblem, sixDigits, type PasswordFields } from './withdraw-password-forms';

const f = (o: Partial<PasswordFields>): PasswordFields => ({ ...emptyPasswordFields, ...o });

describe('withdrawal password forms', () => {
  it.each([
    [PasswordMode.CHANGE, f({}), 'oldPassword'],
    [PasswordMode.CHANGE, f({ oldPassword: '12345' }), 'oldPassword'],
    [PasswordMode.CHANGE, f({ oldPassword: '123456', password: '12a456' }), 'password'],
    [PasswordMode.CHANGE, f({ oldPassword: '123456', password: '654321', repeat: '654320' }), 'repeat'],
    [PasswordMode.CHANGE, f({ oldPassword: '123456', password: '123456', repeat: '123456' }), 'same'],
    [PasswordMode.CHANGE, f({ oldPassword: '123456', password: '654321', repeat: '654321' }), null],
    [PasswordMode.FORGOT, f({ password: '654321', repeat: '654321' }), 'code'],
    [PasswordMode.FORGOT, f({ code: '12345', password: '654321', repeat: '654321' }), 'code'],
    [PasswordMode.FORGOT, f({ code: '123456', password: '65432', repeat: '65432' }), 'password'],
    [PasswordMode.FORGOT, f({ code: '123456', password: '654321', repeat: '654321' }), null],
    // Forgotten: the new one may equal the old one (the old one is not known here).
    [PasswordMode.FORGOT, f({ code: '123456', oldPassword: '654321', password: '654321', repeat: '654321' }), null],
  ] as const)('%s %j → %s', (mode, fields, problem) => {
    expect(passwordProblem(mode, fields)).toBe(problem);
  });

  it('keeps six digits only', () => {
    expect(sixDigits(' 12a3456789')).toBe('123456');
  });
});
