import fs from 'node:fs';
import { catalogKeys, type Catalog } from '@site/shared';
import { CATALOG_PACKAGES, catalogFiles, deriveTaiwan } from './i18n-tw';

describe('zh-TW catalogs', () => {
  for (const pkg of CATALOG_PACKAGES) {
    const f = catalogFiles(pkg);
    if (!fs.existsSync(f.source)) continue;
    it(`${pkg}: zh-TW is complete and is the opencc derivation plus overrides (run pnpm i18n:tw)`, () => {
      const source = JSON.parse(fs.readFileSync(f.source, 'utf8')) as Catalog;
      const target = JSON.parse(fs.readFileSync(f.target, 'utf8')) as Catalog;
      expect(catalogKeys(target).sort()).toEqual(catalogKeys(source).sort());
      expect(target).toEqual(deriveTaiwan(pkg));
    });
  }

  it('converts to Taiwan usage, not character by character only', () => {
    const t = deriveTaiwan('shell') as { header: { login: string }; menu: { message: string } };
    expect(t.header.login).toBe('登入');
    expect(t.menu.message).toBe('訊息中心');
  });
});
