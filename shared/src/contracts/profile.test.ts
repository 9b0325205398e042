import { bindOther, birthdayProblem, PROFILE_MSG } from './profile';

describe('birthday rule (legal age 18, spec §9)', () => {
  const today = new Date(Date.UTC(2026, 0, 15));
  it.each([
    ['2008-01-15', null],
    ['2008-01-16', 'underAge'],
    ['1990-02-29', 'birthdayWrong'],
    ['1992-02-29', null],
    ['1990-13-01', 'birthdayWrong'],
    ['19900101', 'birthdayWrong'],
    ['1899-12-31', 'birthdayWrong'],
  ])('%s → %s', (v, want) => expect(birthdayProblem(v, today)).toBe(want));
});

describe('bindOther body', () => {
  it('answers the spec real-name message and needs one field', () => {
    expect(bindOther.request.safeParse({ realName: 'John..Smith' }).error?.issues[0]?.message).toBe('请输入正确的姓名');
    expect(bindOther.request.safeParse({}).error?.issues[0]?.message).toBe(PROFILE_MSG.nothingToSave);
    expect(bindOther.request.safeParse({ realName: '阿依·古丽' }).success).toBe(true);
  });
});
