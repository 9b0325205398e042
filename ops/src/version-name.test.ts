import { checkedVersion, versionRefusal } from './version-name';

describe('version names', () => {
  it('takes letters, digits, dots, dashes and plus signs, starting with a letter or digit', () => {
    for (const ok of ['1.0.0', '1.0.0-abc123', '1.2.0-hotfix+build.7', 't1', 'x'.repeat(64)]) expect(versionRefusal(ok)).toBeNull();
  });

  it('refuses a path, a parent, spaces, a leading dot or dash, and a name above 64 characters', () => {
    for (const bad of ['', '../x', 'a/b', 'a..b', 'a b', '.a', '-a', '+a', 'a\\b', 'ä', 'x'.repeat(65)]) {
      expect(versionRefusal(bad)).toBe(
        `version "${bad}" is not a valid version name: use letters, digits, ".", "-" and "+", start with a letter or digit, no "..", at most 64 characters`,
      );
    }
    expect(() => checkedVersion('a/b')).toThrow('version "a/b" is not a valid version name');
  });
});
