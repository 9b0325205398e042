import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { REPO_SHELL_DIST, siteDataDir } from './registry-files';

describe("the site's data dir", () => {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

  it("is the repo's .data by default, found from the package's own files whatever the working directory", () => {
    expect(siteDataDir({})).toBe(path.join(repo, '.data'));
    expect(REPO_SHELL_DIST).toBe(path.join(repo, 'shell', 'dist'));
  });

  it('is DATA_DIR when set, made absolute', () => {
    expect(siteDataDir({ DATA_DIR: '/srv/site-data' })).toBe('/srv/site-data');
    expect(path.isAbsolute(siteDataDir({ DATA_DIR: 'site-data' }))).toBe(true);
  });
});
