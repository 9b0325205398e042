import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encryptText, HEADER, navigationList, SIGN_VALUE } from '@site/shared';
import { untilTrue } from '../test-redis';
import { testDatabase, type TestDatabase } from '../test-support';

/**
 * The replay memory survives a crash: the api runs as a child process (src/main.ts) on a loopback port with a
 * throwaway data folder (and, when the tests run on PostgreSQL, a database of its own), answers a signed call, is
 * SIGKILLed (no close hook runs), starts again on the same data, and refuses the same request id.
 */
const PORT = 8376;
const MAIN = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'main.ts');
const base = `http://127.0.0.1:${PORT}`;

let dataDir: string;
let database: TestDatabase;
let api: ChildProcess | null = null;

function startApi(): ChildProcess {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    API_LOG: '0',
    SEED_DEMO: '0',
    SITE_DEV: '0',
    STALL_WARN_MS: '0',
  };
  delete env.REDIS_URL;
  delete env.DATABASE_URL;
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  return spawn(process.execPath, ['--import', 'tsx', MAIN], { env, stdio: ['ignore', 'ignore', 'inherit'] });
}

async function answering(child: ChildProcess): Promise<void> {
  await untilTrue(
    async () => {
      if (child.exitCode !== null) throw new Error(`the api exited (${child.exitCode}) before it answered`);
      try {
        return (await fetch(`${base}/health`)).ok;
      } catch {
        return false;
      }
    },
    'the api to answer /health',
    300,
  );
}

async function killed(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGKILL');
  await exited;
}

/** A signed call as the site's signer sends it (navigationList: no session, no XSRF). */
async function signedCall(requestId: string): Promise<{ code: number; message: string }> {
  const res = await fetch(`${base}${navigationList.path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [HEADER.clientType]: 'web',
      [HEADER.version]: 'test',
      [HEADER.uuid]: 'kill-test-device',
      [HEADER.requestId]: requestId,
      [HEADER.siteId]: '1001',
      [HEADER.sign]: SIGN_VALUE,
      [HEADER.timestamp]: encryptText(String(Date.now())),
      [HEADER.clientIp]: encryptText('127.0.0.1'),
    },
    body: '{}',
  });
  return (await res.json()) as { code: number; message: string };
}

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-replay-kill-'));
  database = await testDatabase();
});
afterAll(async () => {
  if (api) await killed(api);
  await database.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the replay memory after a crash', () => {
  it('refuses a request id answered just before a SIGKILL once the api is back on the same data', async () => {
    api = startApi();
    await answering(api);
    const id = `kill-${process.pid}-${Date.now()}`;
    expect(await signedCall(id)).toMatchObject({ code: 6000 });
    await killed(api);

    api = startApi();
    await answering(api);
    expect(await signedCall(id)).toEqual(expect.objectContaining({ code: 6008, message: '非法请求' }));
    expect(await signedCall(`${id}-new`)).toMatchObject({ code: 6000 });
  });
});
