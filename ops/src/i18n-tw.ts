import fs from 'node:fs';
import path from 'node:path';
import * as OpenCC from 'opencc-js';
import { deriveCatalog, REMOTE_FOLDERS, withTaiwanTerms, type Catalog } from '@site/shared';
import { REPO } from './paths';

/**
 * Packages with catalogs: each has src/i18n/zh-CN.json, zh-TW.overrides.json and the derived zh-TW.json; a shared
 * component with texts of its own (given by its folder) keeps the same three files in that folder.
 */
export const CATALOG_PACKAGES: readonly string[] = ['shell', ...REMOTE_FOLDERS, 'shared/src/react/limit-offer'];

const opencc = OpenCC.Converter({ from: 'cn', to: 'twp' });
/** opencc (cn → twp) then the reviewed Taiwan terms (shared TAIWAN_TERMS). */
const toTaiwan = (s: string): string => withTaiwanTerms(opencc(s));

export function catalogFiles(pkg: string) {
  const dir = pkg.includes('/') ? path.join(REPO, pkg) : path.join(REPO, pkg, 'src', 'i18n');
  return { dir, source: path.join(dir, 'zh-CN.json'), overrides: path.join(dir, 'zh-TW.overrides.json'), target: path.join(dir, 'zh-TW.json') };
}

/** zh-TW = opencc (cn → twp) of the zh-CN source plus the Taiwan terms, then the reviewed overrides by dotted key. */
export function deriveTaiwan(pkg: string): Catalog | null {
  const f = catalogFiles(pkg);
  if (!fs.existsSync(f.source)) return null;
  const source = JSON.parse(fs.readFileSync(f.source, 'utf8')) as Catalog;
  const overrides = fs.existsSync(f.overrides) ? (JSON.parse(fs.readFileSync(f.overrides, 'utf8')) as Record<string, string>) : {};
  return deriveCatalog(source, toTaiwan, overrides);
}

export function writeTaiwan(): string[] {
  const written: string[] = [];
  for (const pkg of CATALOG_PACKAGES) {
    const derived = deriveTaiwan(pkg);
    if (!derived) continue;
    fs.writeFileSync(catalogFiles(pkg).target, `${JSON.stringify(derived, null, 2)}\n`);
    written.push(pkg);
  }
  return written;
}
