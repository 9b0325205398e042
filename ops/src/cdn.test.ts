import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listPublished, publish, publishPlan, removePublished } from './cdn';
import { BUILD_HASH_FILE, contentHashOf } from './content-hash';

/** A build folder as buildRemotes leaves it: an entry, a manifest and a chunk. */
function build(root: string, name: string, chunk: string): string {
  const dir = path.join(root, 'builds', name);
  fs.mkdirSync(path.join(dir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), 'entry'.repeat(400));
  fs.writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ id: 'mf_help', pad: 'm'.repeat(2000) }));
  fs.writeFileSync(path.join(dir, 'assets', 'chunk.js'), chunk);
  return dir;
}

describe('publishing a version once', () => {
  const saved = process.env.DATA_DIR;
  let root = '';
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cdn-'));
    process.env.DATA_DIR = path.join(root, 'data');
  });
  afterEach(() => {
    fs.rmSync(root, { recursive: true, force: true });
    process.env.DATA_DIR = saved;
  });

  it('publishes with the content hash beside the files, and the same content again is a no-op', () => {
    const first = build(root, 'a', 'chunk one');
    expect(publishPlan('mf-help', 't1', first)).toBe('new');
    const ref = publish('mf-help', 't1', first);
    const target = path.join(root, 'data', 'cdn', 'mf-help', 't1');
    expect(ref.manifest).toBe('/cdn/mf-help/t1/mf-manifest.json');
    const recorded = JSON.parse(fs.readFileSync(path.join(target, BUILD_HASH_FILE), 'utf8'));
    expect(recorded).toEqual({ sha256: contentHashOf(first).sha256, files: 3 });
    // The .br/.gz copies written at publish are no content of their own.
    expect(fs.existsSync(path.join(target, 'remoteEntry.js.br'))).toBe(true);
    expect(contentHashOf(target)).toEqual(recorded);
    const again = build(root, 'b', 'chunk one');
    expect(publishPlan('mf-help', 't1', again)).toBe('same');
    expect(publish('mf-help', 't1', again)).toEqual(ref);
  });

  it('refuses other content under a published version name, naming both hashes, and leaves the published files', () => {
    publish('mf-help', 't1', build(root, 'a', 'chunk one'));
    const edited = build(root, 'b', 'chunk two');
    const was = contentHashOf(path.join(root, 'data', 'cdn', 'mf-help', 't1')).sha256;
    const is = contentHashOf(edited).sha256;
    const message = `mf-help t1 is already published with content sha256:${was}; this build is sha256:${is}: a version is published once, give this build a new version name`;
    expect(() => publishPlan('mf-help', 't1', edited)).toThrow(message);
    expect(() => publish('mf-help', 't1', edited)).toThrow(message);
    expect(fs.readFileSync(path.join(root, 'data', 'cdn', 'mf-help', 't1', 'assets', 'chunk.js'), 'utf8')).toBe('chunk one');
  });

  it('compares a version published before content hashes by its files', () => {
    const old = path.join(root, 'data', 'cdn', 'mf-help', 't0');
    fs.cpSync(build(root, 'a', 'chunk one'), old, { recursive: true });
    expect(publishPlan('mf-help', 't0', build(root, 'b', 'chunk one'))).toBe('same');
    expect(() => publishPlan('mf-help', 't0', build(root, 'c', 'chunk two'))).toThrow('mf-help t0 is already published with content sha256:');
  });

  it('a version gc removed can be published again only with the same content', () => {
    publish('mf-help', 't1', build(root, 'a', 'chunk one'));
    publish('mf-help', 't2', build(root, 'b', 'chunk two'));
    expect(listPublished().map((p) => [p.folder, p.version])).toEqual([
      ['mf-help', 't1'],
      ['mf-help', 't2'],
    ]);
    removePublished('mf-help', 't1');
    expect(listPublished().map((p) => p.version)).toEqual(['t2']);
    expect(() => publishPlan('mf-help', 't1', build(root, 'c', 'chunk three'))).toThrow('mf-help t1 is already published with content sha256:');
    expect(publishPlan('mf-help', 't1', build(root, 'd', 'chunk one'))).toBe('new');
    publish('mf-help', 't1', build(root, 'e', 'chunk one'));
    expect(fs.readFileSync(path.join(root, 'data', 'cdn', 'mf-help', 't1', 'assets', 'chunk.js'), 'utf8')).toBe('chunk one');
  });

  it('refuses a version name that is no CDN folder', () => {
    expect(() => publish('mf-help', '../escape', build(root, 'a', 'x'))).toThrow('version "../escape" is not a valid version name');
    expect(fs.existsSync(path.join(root, 'data', 'cdn', 'escape'))).toBe(false);
  });
});
