import { hashPassword } from './password';

it('hashes passwords with md5 (lowercase hex), never returning the plain text', () => {
  expect(hashPassword('abc')).toBe('900150983cd24fb0d6963f7d28e17f72');
  expect(hashPassword('demo1234')).toMatch(/^[a-f0-9]{32}$/);
  expect(hashPassword('demo1234')).not.toContain('demo1234');
});
