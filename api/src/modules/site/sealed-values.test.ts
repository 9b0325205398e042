import { openSealed, sealValue, siteValueOf, versionOf } from './sealed-values';

const key = 'ab'.repeat(32);
const otherKey = 'cd'.repeat(32);

describe('sealed site values', () => {
  it('opens a sealed value under its own name and key only', () => {
    const sealed = sealValue(key, 'customerServiceUrl', '/app/help/zxkf?chat=1');
    expect(sealed).toMatchObject({ name: 'customerServiceUrl', v: versionOf('/app/help/zxkf?chat=1') });
    expect(sealed.cipher).not.toContain('zxkf');
    expect(openSealed(key, 'customerServiceUrl', sealed.cipher)).toEqual({ data: '/app/help/zxkf?chat=1', v: sealed.v });
    expect(openSealed(key, 'h5DomainUrl', sealed.cipher)).toBeNull();
    expect(openSealed(otherKey, 'customerServiceUrl', sealed.cipher)).toBeNull();
    expect(openSealed(key, 'customerServiceUrl', 'not-a-cipher')).toBeNull();
    expect(openSealed(key, 'customerServiceUrl', '%%%')).toBeNull();
  });

  it('keeps v while the value stays and changes it with the value', () => {
    expect(sealValue(key, 'a', 'x').v).toBe(sealValue(key, 'a', 'x').v);
    expect(sealValue(key, 'a', 'x').v).not.toBe(sealValue(key, 'a', 'y').v);
    expect(Number.isSafeInteger(versionOf('anything'))).toBe(true);
  });

  it('seals only marked, non-empty values', () => {
    expect(siteValueOf(key, ['h5DomainUrl'], 'h5DomainUrl', '')).toBe('');
    expect(siteValueOf(key, [], 'h5DomainUrl', 'https://m.example.com')).toBe('https://m.example.com');
    expect(siteValueOf(key, ['h5DomainUrl'], 'h5DomainUrl', 'https://m.example.com')).toMatchObject({ name: 'h5DomainUrl' });
  });
});
