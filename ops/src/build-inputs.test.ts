import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildInputsOf, buildKeyOf } from './build-inputs';
import { REPO } from './paths';

/** A copy of a remote's sources (what --source builds from). */
function remoteCopy(root: string): string {
  const dir = path.join(root, 'mf-help');
  fs.cpSync(path.join(REPO, 'mf-help', 'package.json'), path.join(dir, 'package.json'));
  fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'src', 'index.ts'), 'export const a = 1;\n');
  fs.writeFileSync(path.join(dir, 'src', 'index.test.ts'), 'it("x", () => {});\n');
  return dir;
}

describe('the build cache key', () => {
  let root = '';
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-inputs-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("covers the remote's sources, what it bundles from shared and kit, the webpack factory and the lockfile; not its tests", () => {
    const names = buildInputsOf(remoteCopy(root)).map((i) => i.name);
    expect(names).toEqual(expect.arrayContaining(['pkg/package.json', 'pkg/src/index.ts', 'repo/pnpm-lock.yaml', 'repo/ops/webpack/create-config.cjs']));
    expect(names).toEqual(expect.arrayContaining(['repo/shared/package.json', 'repo/kit/package.json', 'repo/ops/package.json']));
    expect(names.some((n) => n.startsWith('repo/shared/src/'))).toBe(true);
    expect(names.some((n) => n.startsWith('repo/kit/src/'))).toBe(true);
    expect(names.some((n) => n.endsWith('.test.ts'))).toBe(false);
  });

  it('changes with a source edit and with the version name, not with a test edit', () => {
    const dir = remoteCopy(root);
    const before = buildKeyOf(dir, 't1');
    expect(buildKeyOf(dir, 't1')).toBe(before);
    expect(buildKeyOf(dir, 't2')).not.toBe(before);
    fs.writeFileSync(path.join(dir, 'src', 'index.test.ts'), 'it("y", () => {});\n');
    expect(buildKeyOf(dir, 't1')).toBe(before);
    fs.writeFileSync(path.join(dir, 'src', 'index.ts'), 'export const a = 2;\n');
    expect(buildKeyOf(dir, 't1')).not.toBe(before);
  });
});
