import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CONTRACT_CALLS_FILE, SERVED_CONTRACTS_PATH, type ContractCallsFile } from '@site/shared/contract-hash';
import { activateShell, commit, deploy, readJournal, readRegistry } from '@site/registry';
import { testApp, type TestApp } from '../../api/src/test-support';
import { REPO } from './paths';
import { addCopyContract, copyRemote, editFile, HELP_SITE_TITLE } from './test-support/remote-copy';
import { runSiteOpsSpawned } from './test-support/site-ops-cli';

const OPS_TOKEN = 'cli-ops-token-0123456789';
/** The contract the api below leaves out: mf-casino's transfer-in calls it. */
const DROPPED = 'venueTransfer';

/** The real CLI on a data dir of its own, checking against the api at `apiUrl` (answered in this process). */
const siteOps = (dataDir: string, apiUrl: string, ...args: string[]) =>
  runSiteOpsSpawned(dataDir, { SITE_OPS_ACTOR: 'owner', OPS_TOKEN, SITE_API_URL: apiUrl, SITE_OPS_TOKEN: undefined }, ...args);

/** An api answering as the real one, less one contract (as an api that does not register it would). */
function apiWithout(realUrl: string, dropped: string): Promise<http.Server> {
  const server = http.createServer((req, res) => {
    void fetch(new URL(req.url ?? '/', realUrl), { headers: { authorization: req.headers.authorization ?? '' } }).then(async (answer) => {
      const body = (await answer.json()) as { contracts?: Array<{ name: string }> };
      if (req.url === SERVED_CONTRACTS_PATH && body.contracts) body.contracts = body.contracts.filter((c) => c.name !== dropped);
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

const urlOf = (address: AddressInfo | string | null): string => `http://127.0.0.1:${(address as AddressInfo).port}`;

describe('site-ops checks the contracts a version calls against the live api', () => {
  let dataDir = '';
  let api: TestApp;
  let lacking: http.Server;
  let realUrl = '';
  let lackingUrl = '';
  const files = () => [fs.readFileSync(path.join(dataDir, 'registry.json'), 'utf8'), fs.readFileSync(path.join(dataDir, 'registry-journal.jsonl'), 'utf8')];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-cli-contracts-'));
    commit((reg) => activateShell(reg, { version: 's1', kit: '1.3.0', builtAt: 'x' }, 'seed'), { actor: 'seed', dir: dataDir });
    api = await testApp({ dataDir, app: { opsToken: OPS_TOKEN } });
    await api.app.listen({ port: 0, host: '127.0.0.1' });
    realUrl = urlOf(api.app.server.address());
    lacking = await apiWithout(realUrl, DROPPED);
    lackingUrl = urlOf(lacking.address());
  });
  afterAll(async () => {
    await new Promise((resolve) => lacking.close(resolve));
    await api.app.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a deploy whose remote calls a contract the api does not serve, before anything moves; --force deploys it and the journal says so', async () => {
    const before = files();
    const refused = await siteOps(dataDir, lackingUrl, 'deploy', 'mf-casino', '--version', 't1', '--reason', 'new lobby');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(
      'mf-casino t1 calls contracts the live api does not serve as it expects (1); nothing was changed (--force overrides, journaled):',
    );
    expect(refused.stderr).toContain(`  - ${DROPPED} (POST /game/api/v1/venue/transfer): the live api serves no contract at this path`);
    expect(files()).toEqual(before);
    expect(fs.existsSync(path.join(dataDir, 'cdn', 'mf-casino', 't1'))).toBe(false);

    const forced = await siteOps(dataDir, lackingUrl, 'deploy', 'mf-casino', '--version', 't1', '--reason', 'new lobby', '--force');
    expect(forced.stderr).toBe('');
    expect(forced.status).toBe(0);
    expect(forced.stdout).toContain(`--force: mf-casino t1 calls contracts the live api does not serve`);
    expect(readRegistry(dataDir).remotes.mf_casino?.active).toBe('t1');
    expect(readJournal(dataDir).at(-1)).toMatchObject({
      remote: 'mf_casino',
      action: 'deploy',
      to: 't1',
      reason: `new lobby [forced past the contract check: ${DROPPED} not-served]`,
    });

    // The version records what its bundle calls, published beside its manifest.
    const calls = JSON.parse(fs.readFileSync(path.join(dataDir, 'cdn', 'mf-casino', 't1', CONTRACT_CALLS_FILE), 'utf8')) as ContractCallsFile;
    expect(calls.calls.map((c) => c.name)).toContain(DROPPED);

    // Against the api that serves every call, the check passes.
    const again = await siteOps(dataDir, realUrl, 'deploy', 'mf-casino', '--version', 't1');
    expect(again.status).toBe(0);
    expect(again.stdout).toMatch(/contract check: the \d+ contract\(s\) mf-casino t1 calls are served by the live api as it expects/);
  });

  it('refuses a rollback to a version whose schemas the api no longer has, naming the contract and the field', async () => {
    // An older version whose transfer call expected a field the api's answer no longer has.
    const t1 = path.join(dataDir, 'cdn', 'mf-casino', 't1');
    const old = path.join(dataDir, 'cdn', 'mf-casino', 'old');
    fs.mkdirSync(old, { recursive: true });
    fs.copyFileSync(path.join(t1, 'mf-manifest.json'), path.join(old, 'mf-manifest.json'));
    const file = JSON.parse(fs.readFileSync(path.join(t1, CONTRACT_CALLS_FILE), 'utf8')) as ContractCallsFile;
    for (const c of file.calls)
      if (c.name === DROPPED) {
        const schema = c.schemas.response as { properties: Record<string, unknown> };
        c.schemas.response = { ...schema, properties: { ...schema.properties, fee: { type: 'number' } } };
        c.response = 'f'.repeat(64);
      }
    fs.writeFileSync(path.join(old, CONTRACT_CALLS_FILE), JSON.stringify(file));
    commit(
      (reg) =>
        deploy(reg, 'mf_casino', {
          version: 'old',
          manifest: '/cdn/mf-casino/old/mf-manifest.json',
          integrity: 'sha384-o',
          manifestIntegrity: 'sha384-m',
          kitRange: '^1.1.0',
        }),
      { actor: 'seed', dir: dataDir },
    );
    commit(
      (reg) =>
        deploy(
          reg,
          'mf_casino',
          readRegistry(dataDir).remotes.mf_casino!.previous.find((p) => p.version === 't1')!,
        ),
      { actor: 'seed', dir: dataDir },
    );
    const before = files();
    const refused = await siteOps(dataDir, realUrl, 'rollback', 'mf-casino', '--to', 'old');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain(`  - ${DROPPED} (POST /game/api/v1/venue/transfer): the response schema differs (remote ffffffffffff, api `);
    expect(refused.stderr).toContain('fee (field): present (remote) ≠ absent (api)');
    expect(files()).toEqual(before);
  });

  it("checks a team's copy by the contracts its own copy of shared defines", async () => {
    // A contract only the team's copy of shared has, at a path the api serves with another answer.
    const copy = copyRemote(REPO, 'mf-help', true);
    try {
      addCopyContract(copy, HELP_SITE_TITLE);
      editFile(path.join(copy.remote, 'src/parcel.tsx'), (t) => `${t}export { helpSiteTitle } from '@site/shared';\n`);
      const refused = await siteOps(dataDir, realUrl, 'deploy', 'mf-help', '--source', copy.remote, '--version', 'copy1', '--dry-run');
      expect(refused.status).toBe(1);
      expect(refused.stderr).toContain('mf-help copy1 calls contracts the live api does not serve as it expects (1)');
      expect(refused.stderr).toContain('  - helpSiteTitle (POST /site/api/v1/configuration/preInfo): the response schema differs (remote ');
    } finally {
      fs.rmSync(copy.root, { recursive: true, force: true });
    }
  });

  it('refuses when the live api cannot be read, unless forced', async () => {
    const refused = await siteOps(dataDir, 'http://127.0.0.1:9', 'rollback', 'mf-casino', '--to', 'old', '--dry-run');
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('cannot read the contracts the live api serves (http://127.0.0.1:9/ops/api/contracts)');
    const forced = await siteOps(dataDir, 'http://127.0.0.1:9', 'rollback', 'mf-casino', '--to', 'old', '--dry-run', '--force');
    expect(forced.status).toBe(0);
    expect(forced.stdout).toContain('[forced past the contract check: the live api could not be read]');
  });
});
