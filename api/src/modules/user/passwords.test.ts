import { createHash } from 'node:crypto';
import { isPasswordCost, PASSWORD_COST, passwords } from './passwords';

const md5 = (s: string): string => createHash('md5').update(s).digest('hex');

describe('password hashes', () => {
  it('are scrypt at the site cost by default, salted, and check only the right password', async () => {
    const site = passwords();
    const stored = await site.hash(md5('demo1234'));
    expect(stored).toMatch(new RegExp(`^scrypt\\$${PASSWORD_COST}\\$[0-9a-f]{32}\\$[0-9a-f]{64}$`));
    expect(PASSWORD_COST).toBe(16384);
    expect(await site.hash(md5('demo1234'))).not.toBe(stored);
    expect(await site.verify(md5('demo1234'), stored)).toBe(true);
    expect(await site.verify(md5('demo1235'), stored)).toBe(false);
    expect(await site.verify(md5('demo1234'), null)).toBe(false);
  });

  it('are checked at the cost each names, whatever the cost of new ones', async () => {
    const cheap = await passwords(1024).hash(md5('pw'));
    expect(cheap.startsWith('scrypt$1024$')).toBe(true);
    expect(await passwords().verify(md5('pw'), cheap)).toBe(true);
    expect(await passwords(1024).verify(md5('pw'), await passwords().hash(md5('pw')))).toBe(true);
  });

  it('of the older form, without a cost, were made at 16384', async () => {
    const older = (await passwords(16384).hash(md5('pw'))).replace('scrypt$16384$', 'scrypt$');
    expect(await passwords(1024).verify(md5('pw'), older)).toBe(true);
    expect(await passwords(1024).verify(md5('px'), older)).toBe(false);
  });

  it('that are not this api’s, or name a cost out of range, match nothing', async () => {
    const good = await passwords(1024).hash(md5('pw'));
    for (const stored of ['', 'md5$abc', good.replace('scrypt$1024$', 'scrypt$1000$'), good.replace('scrypt$1024$', 'scrypt$1048576$'), `${good}$x`]) {
      expect(await passwords(1024).verify(md5('pw'), stored)).toBe(false);
    }
  });

  it('take a cost that is a power of two from 1024 to 131072', () => {
    expect([1024, 16384, 131072].every(isPasswordCost)).toBe(true);
    expect([0, 512, 1000, 262144, 1.5, NaN].some(isPasswordCost)).toBe(false);
    expect(() => passwords(1000)).toThrow('power of two');
  });
});
