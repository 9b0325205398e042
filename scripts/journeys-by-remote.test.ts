import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_FOLDERS } from '../shared/src/remotes';
import { JOURNEYS_BY_REMOTE } from '../e2e/journeys-by-remote';

const TESTS = path.resolve(__dirname, '../e2e/tests');

describe('the journeys by remote (npm run test:remote)', () => {
  it('names every remote, and only journeys that exist', () => {
    expect(Object.keys(JOURNEYS_BY_REMOTE).sort()).toEqual([...REMOTE_FOLDERS].sort());
    for (const files of Object.values(JOURNEYS_BY_REMOTE)) {
      expect(files.length).toBeGreaterThan(0);
      for (const file of files) expect(fs.existsSync(path.join(TESTS, file))).toBe(true);
      expect(new Set(files).size).toBe(files.length);
    }
  });
});
