// The dependency rules of .dependency-cruiser.cjs bite: a small site tree whose files break each rule
// (and some that keep them) is cruised with the real config by the real CLI, as `npm run lint` does.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const REPO = path.resolve(__dirname, '..');
const CLI = path.join(REPO, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const CONFIG = path.join(REPO, '.dependency-cruiser.cjs');

/** The tree: file → its source. Targets exist so relative imports resolve as they would in the repo. */
const TREE: Record<string, string> = {
  'tsconfig.json': JSON.stringify({ compilerOptions: { moduleResolution: 'Bundler', module: 'ESNext', jsx: 'react-jsx' } }),
  'shared/src/index.ts': `export const ok = 1;\n`,
  'shared/src/react/use-t.ts': `export const useT = () => 1;\n`,
  'shell/src/session-store.ts': `export const session = 1;\n`,
  'api/src/db.ts': `export const db = 1;\n`,
  'kit/src/index.ts': `export const kit = 1;\n`,
  'ops/src/registry-store.ts': `export const commit = 1;\nexport type Change = number;\n`,
  'mf-casino/src/venue.ts': `export const venue = 1;\n`,
  'mf-help/src/legal.ts': `export const legal = 1;\n`,

  // A remote imports the shell: by path, by package name, type-only, and from a test file.
  'mf-auth/src/login.ts': `import { session } from '../../shell/src/session-store';\nexport const a = session;\n`,
  'mf-auth/src/by-name.ts': `import { session } from '@site/shell';\nexport const a = session;\n`,
  'mf-auth/src/types.ts': `import type { session } from '../../shell/src/session-store';\nexport type A = typeof session;\n`,
  'mf-auth/src/login.test.ts': `import { session } from '../../shell/src/session-store';\nexport const a = session;\n`,
  // A remote imports another remote: by path and by federated id.
  'mf-sports/src/enter-venue.ts': `import { venue } from '../../mf-casino/src/venue';\nexport const a = venue;\n`,
  'mf-help/src/open-auth.ts': `import('mf_auth/AuthDialog');\nexport {};\n`,
  // The shell imports a remote instead of loading it by registry.
  'shell/src/legal-page.ts': `import { legal } from '../../mf-help/src/legal';\nexport const a = legal;\n`,
  // The front end imports the api or the tools.
  'mf-casino/src/wallet.ts': `import { db } from '../../api/src/db';\nexport const a = db;\n`,
  'shell/src/seed.ts': `import { db } from '@site/api';\nexport const a = db;\n`,
  // shared and the kit import the site.
  'shared/src/bad-remote.ts': `import { venue } from '../../mf-casino/src/venue';\nexport const a = venue;\n`,
  'shared/src/bad-api.ts': `import { db } from '../../api/src/db';\nexport const a = db;\n`,
  'kit/src/bad-shell.ts': `import { session } from '../../shell/src/session-store';\nexport const a = session;\n`,
  // The api imports front-end code.
  'api/src/render.ts': `import { createElement } from 'react';\nexport const a = createElement;\n`,
  'api/src/session.ts': `import { session } from '../../shell/src/session-store';\nexport const a = session;\n`,
  'api/src/translate.ts': `import { useT } from '../../shared/src/react/use-t';\nexport const a = useT;\n`,
  // The api imports ops: by path, type-only, and by package name.
  'api/src/demote.ts': `import { commit } from '../../ops/src/registry-store';\nexport const a = commit;\n`,
  'api/src/change.ts': `import type { Change } from '../../ops/src/registry-store';\nexport type A = Change;\n`,
  'api/src/by-ops-name.ts': `import { commit } from '@site/ops';\nexport const a = commit;\n`,

  // An import cycle closed by a type-only import (the ledger reads the http layer's context type, the http layer calls
  // the ledger): dependency-cruiser names a cycle once, from its first module.
  'api/src/ledger.ts': `import type { Context } from './route';\nexport const post = (ctx: Context) => ctx;\n`,
  'api/src/route.ts': `import { post } from './ledger';\nexport interface Context { ref: string }\nexport const a = post;\n`,

  // A feature imports another feature's insides (value, type-only, from a test), where only its public entry may be used.
  'mf-member/src/features/vip/use-load.ts': `export const useLoad = 1;\nexport type Load = number;\n`,
  'mf-member/src/features/vip/index.ts': `export { useLoad } from './use-load';\n`,
  'mf-member/src/features/vip/VipPage.ts': `import { useLoad } from './use-load';\nexport const a = useLoad;\n`,
  'mf-member/src/features/welfare/WelfarePage.ts': `import { useLoad } from '../vip/use-load';\nexport const a = useLoad;\n`,
  'mf-member/src/features/welfare/claim.ts': `import type { Load } from '../vip/use-load';\nexport type A = Load;\n`,
  'mf-member/src/features/welfare/WelfarePage.test.ts': `import { useLoad } from '../vip/use-load';\nexport const a = useLoad;\n`,

  // A shared file left loose in features/ instead of the remote's shared folders.
  'mf-member/src/features/form-fields.ts': `export const fields = 1;\n`,
  'mf-member/src/features/cards/CardsPage.ts': `import { fields } from '../form-fields';\nexport const a = fields;\n`,

  // Allowed directions.
  'mf-casino/src/lobby.ts': `import { ok } from '../../shared/src/index';\nimport { venue } from './venue';\nexport const a = [ok, venue];\n`,
  'shell/src/app.ts': `import { ok } from '../../shared/src/index';\nimport { kit } from '../../kit/src/index';\nexport const a = [ok, kit];\n`,
  'api/src/routes.ts': `import path from 'node:path';\nimport { ok } from '../../shared/src/index';\nimport { db } from './db';\nexport const a = [ok, db, path];\n`,
  'kit/src/contracts.ts': `import { ok } from '../../shared/src/index';\nexport const a = ok;\n`,
  'registry/src/index.ts': `import { ok } from '../../shared/src/index';\nexport const commit = ok;\n`,
  // A feature uses another through its public entry, and the remote's shared folders; the remote's own root wires features.
  'mf-member/src/components/Tabs.ts': `export const Tabs = 1;\n`,
  'mf-member/src/features/exchange/ExchangePage.ts': `import { useLoad } from '../vip';\nimport { Tabs } from '../../components/Tabs';\nexport const a = [useLoad, Tabs];\n`,
  'mf-member/src/sections.ts': `import { VipPage } from './features/vip/VipPage';\nexport const a = VipPage;\n`,
  'api/src/health.ts': `import { commit } from '../../registry/src/index';\nexport const a = commit;\n`,
};

const EXPECTED: ReadonlyArray<[from: string, rule: string]> = [
  ['mf-auth/src/login.ts', 'remote-not-to-shell'],
  ['mf-auth/src/by-name.ts', 'remote-not-to-shell'],
  ['mf-auth/src/types.ts', 'remote-not-to-shell'],
  ['mf-auth/src/login.test.ts', 'remote-not-to-shell'],
  ['mf-sports/src/enter-venue.ts', 'remote-not-to-other-remote'],
  ['mf-help/src/open-auth.ts', 'remote-not-to-other-remote'],
  ['shell/src/legal-page.ts', 'shell-not-to-remote'],
  ['mf-casino/src/wallet.ts', 'front-end-not-to-api-or-tools'],
  ['shell/src/seed.ts', 'front-end-not-to-api-or-tools'],
  ['shared/src/bad-remote.ts', 'shared-not-to-site'],
  ['shared/src/bad-api.ts', 'shared-not-to-site'],
  ['kit/src/bad-shell.ts', 'shared-not-to-site'],
  ['api/src/render.ts', 'api-not-to-front-end'],
  ['api/src/session.ts', 'api-not-to-front-end'],
  ['api/src/translate.ts', 'api-not-to-front-end'],
  ['api/src/ledger.ts', 'no-circular'],
  ['mf-member/src/features/welfare/WelfarePage.ts', 'feature-not-to-other-feature'],
  ['mf-member/src/features/welfare/claim.ts', 'feature-not-to-other-feature'],
  ['mf-member/src/features/welfare/WelfarePage.test.ts', 'feature-not-to-other-feature'],
  ['mf-member/src/features/cards/CardsPage.ts', 'shared-in-shared-folders'],
  ['api/src/demote.ts', 'api-not-to-ops'],
  ['api/src/change.ts', 'api-not-to-ops'],
  ['api/src/by-ops-name.ts', 'api-not-to-ops'],
];

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

let violations: Violation[] = [];
let dir = '';

const cruise = (...args: string[]) => spawnSync(process.execPath, [CLI, '--config', CONFIG, '--no-cache', ...args, '.'], { cwd: dir, encoding: 'utf8' });

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dependency-rules-'));
  for (const [file, text] of Object.entries(TREE)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  }
  // The repo's packages, so `react` resolves into node_modules exactly as it does in the repo.
  fs.symlinkSync(path.join(REPO, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  const run = cruise('--output-type', 'json');
  if (!run.stdout) throw new Error(`dependency-cruiser gave no report: ${run.stderr}`);
  violations = (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
}, 60_000);

afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

describe('dependency rules', () => {
  it.each(EXPECTED)('%s breaks %s and is reported as an error', (from, rule) => {
    expect(violations).toContainEqual(expect.objectContaining({ from, rule: { name: rule, severity: 'error' } }));
  });

  it("reports nothing else: the allowed directions (remote → shared, shell → kit, api → node, api → registry, feature → another's entry or the remote's shared folders, own files) pass", () => {
    const got = violations.map((v) => [v.from, v.rule.name]).sort();
    expect(got).toEqual([...EXPECTED].map(([from, rule]) => [from, rule]).sort());
  });

  it('fails the run as npm run lint calls it, naming the rule and the import', () => {
    const run = cruise();
    expect(run.status).not.toBe(0);
    expect(run.stdout).toContain('remote-not-to-shell: mf-auth/src/login.ts → shell/src/session-store.ts');
  }, 60_000);
});
