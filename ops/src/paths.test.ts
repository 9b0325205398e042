import path from 'node:path';
import { journalFile, registryFile } from '@site/registry';
import { buildCacheDir, cdnDir, dataDir, REPO } from './paths';

describe('data paths', () => {
  const saved = { DATA_DIR: process.env.DATA_DIR, BUILD_CACHE_DIR: process.env.BUILD_CACHE_DIR };
  afterEach(() => {
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });

  it("puts everything ops write (CDN, registry, journal, build cache) under DATA_DIR, nothing into the repo's .data", () => {
    process.env.DATA_DIR = '/tmp/site-ops-elsewhere';
    delete process.env.BUILD_CACHE_DIR;
    for (const p of [dataDir(), cdnDir(), registryFile(dataDir()), journalFile(dataDir()), buildCacheDir()]) {
      expect(p.startsWith('/tmp/site-ops-elsewhere')).toBe(true);
      expect(p.startsWith(path.join(REPO, '.data'))).toBe(false);
    }
    expect(buildCacheDir()).toBe('/tmp/site-ops-elsewhere/builds');
  });

  it('keeps the build cache in BUILD_CACHE_DIR when it is set', () => {
    process.env.DATA_DIR = '/tmp/site-ops-elsewhere';
    process.env.BUILD_CACHE_DIR = '/tmp/site-ops-builds';
    expect(buildCacheDir()).toBe('/tmp/site-ops-builds');
  });
});
