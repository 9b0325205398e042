import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { dataDirOf, REPO_SHELL_DIST } from './data-dir';

describe("the api's data dir", () => {
  const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

  it("is the repo's .data by default, found from the api's own files whatever the working directory", () => {
    expect(dataDirOf({})).toBe(path.join(repo, '.data'));
    expect(REPO_SHELL_DIST).toBe(path.join(repo, 'shell', 'dist'));
  });

  it('is DATA_DIR when set, made absolute', () => {
    expect(dataDirOf({ DATA_DIR: '/srv/site-data' })).toBe('/srv/site-data');
    expect(path.isAbsolute(dataDirOf({ DATA_DIR: 'site-data' }))).toBe(true);
  });
});
