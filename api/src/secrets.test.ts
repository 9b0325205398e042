import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadSecrets } from './secrets';

describe('secrets', () => {
  it('are generated once into the data folder and read back', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-secrets-'));
    const first = loadSecrets(dir, {});
    expect(first.hmac).toMatch(/^[0-9a-f]{64}$/);
    expect(first.sealing).not.toBe(first.hmac);
    expect(loadSecrets(dir, {})).toEqual(first);
    expect(fs.statSync(path.join(dir, 'secrets.json')).mode & 0o777).toBe(0o600);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('come from the environment when set, and refuse a malformed one', () => {
    const env = { SITE_HMAC_SECRET: 'a'.repeat(64), SITE_SEALING_KEY: 'b'.repeat(64) };
    expect(loadSecrets(null, env)).toEqual({ hmac: 'a'.repeat(64), sealing: 'b'.repeat(64) });
    expect(() => loadSecrets(null, { SITE_SEALING_KEY: 'short' })).toThrow('SITE_SEALING_KEY must be 64 hex characters');
  });
});
