import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as shared from '@site/shared';
import type { Contract } from '@site/shared';
import { testApp } from '../test-support';

/**
 * The folder is the path: the module that registers a call lives under api/src/modules/<prefix>/<group>/…, read from
 * the call's path as spec §7 writes it (/fd/api/v1/transactions/queryDealRecord → fd/transactions/; deeper folders
 * follow further segments, e.g. site/user/feedback/). The site's own group /site/api/v1/site/<x> is written site/<x>.
 * Paths outside /<prefix>/api/v1/ (the demo provider's /provider/api/…) follow the same rule, one segment deep.
 */
const MODULES = path.dirname(fileURLToPath(import.meta.url));

/** Calls whose handler is not in the folder their path names, each with why. */
const EXCEPTIONS: Readonly<Record<string, string>> = {
  // Not a player's call: the operators' health probe, beside the ops health page.
  '/health': 'ops-health',
  // The shell's telemetry beacon, beside the telemetry it records and the demotion rule that reads it.
  '/ops/api/telemetry': 'telemetry',
};

/** The folders a call's path names, outermost first: /site/api/v1/site/letter/list → site, letter, list. */
export function pathFolders(callPath: string): string[] {
  const parts = callPath.split('/').filter(Boolean);
  const v1 = parts[1] === 'api' && parts[2] === 'v1';
  const rest = parts[1] === 'api' ? parts.slice(v1 ? 3 : 2) : parts.slice(1);
  const group = parts[0] === 'site' && rest[0] === 'site' ? rest.slice(1) : rest;
  return [parts[0] ?? '', ...group];
}

/** Why a call's handler may not be registered from `folder` (a path under api/src/modules), or null when it may. */
export function misplaced(callPath: string, folder: string): string | null {
  const at = folder.split('/').filter(Boolean);
  const exception = EXCEPTIONS[callPath];
  if (exception !== undefined) return at.join('/') === exception ? null : `${callPath} belongs in modules/${exception}/`;
  const want = pathFolders(callPath);
  // The prefix and the group (/fd/api/v1/withdraw/… → fd/withdraw); a call right under the prefix (/stream/api/v1/history), the prefix.
  const depth = callPath.includes('/api/v1/') ? Math.min(2, want.length - 1) : 1;
  const fits = at.length >= depth && at.length < want.length && at.every((part, i) => want[i] === part);
  return fits ? null : `${callPath} belongs in modules/${want.slice(0, depth).join('/')}/ (or deeper along its path), not modules/${at.join('/')}/`;
}

function isContract(value: unknown): value is Contract {
  return typeof value === 'object' && value !== null && typeof (value as Contract).path === 'string' && 'request' in value && 'response' in value;
}

const CONTRACTS = new Map(Object.entries(shared as Record<string, unknown>).flatMap(([name, value]) => (isContract(value) ? [[name, value] as const] : [])));

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The contracts a file imports from @site/shared, by the local name it uses. */
function sharedImports(text: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const m of text.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@site\/shared'/g)) {
    for (const spec of (m[1] ?? '').split(',')) {
      const [exported, local] = spec
        .replace(/^\s*type\s+/, '')
        .split(/\s+as\s+/)
        .map((s) => s.trim());
      if (exported) names.set(local ?? exported, exported);
    }
  }
  return names;
}

/** Each contract path registered by a module file (route, memberRoute, providerRoute, or scope.post(contract.path)), with its files. */
function registrations(): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const file of sourceFiles(MODULES)) {
    const text = fs.readFileSync(file, 'utf8');
    const imports = sharedImports(text);
    const calls = [...text.matchAll(/\b(?:route|memberRoute|providerRoute)\(\s*\w+\s*,\s*(\w+)\s*,/g), ...text.matchAll(/\.(?:post|get)\(\s*(\w+)\.path\b/g)];
    for (const call of calls) {
      const contract = CONTRACTS.get(imports.get(call[1] ?? '') ?? '');
      if (contract) found.set(contract.path, [...(found.get(contract.path) ?? []), path.relative(MODULES, file)]);
    }
  }
  return found;
}

describe('the rule', () => {
  it('reads the folders from the path', () => {
    expect(pathFolders('/game/api/v1/venue/transfer')).toEqual(['game', 'venue', 'transfer']);
    expect(pathFolders('/site/api/v1/site/letter/list')).toEqual(['site', 'letter', 'list']);
    expect(pathFolders('/site/api/v1/user/feedback/addFeedBack')).toEqual(['site', 'user', 'feedback', 'addFeedBack']);
    expect(pathFolders('/provider/api/slot/spin')).toEqual(['provider', 'slot', 'spin']);
  });

  it('refuses a call registered outside its folder', () => {
    expect(misplaced('/fd/api/v1/withdraw/new', 'games')).toBe(
      '/fd/api/v1/withdraw/new belongs in modules/fd/withdraw/ (or deeper along its path), not modules/games/',
    );
    expect(misplaced('/fd/api/v1/withdraw/new', 'fd')).not.toBeNull();
    expect(misplaced('/fd/api/v1/withdraw/new', 'fd/transfer')).not.toBeNull();
    expect(misplaced('/site/api/v1/user/feedback/unreadNum', 'site/letter')).not.toBeNull();
    expect(misplaced('/health', 'site')).toBe('/health belongs in modules/ops-health/');
  });

  it('takes the folder of the path and the folders along it', () => {
    expect(misplaced('/fd/api/v1/withdraw/new', 'fd/withdraw')).toBeNull();
    expect(misplaced('/site/api/v1/user/feedback/addFeedBack', 'site/user')).toBeNull();
    expect(misplaced('/site/api/v1/user/feedback/addFeedBack', 'site/user/feedback')).toBeNull();
    expect(misplaced('/site/api/v1/site/letter/list', 'site/letter')).toBeNull();
    expect(misplaced('/provider/api/slot/spin', 'provider')).toBeNull();
  });
});

describe('every call the api serves', () => {
  it('is registered by one module, in the folder its path names', async () => {
    const t = await testApp();
    try {
      const served = [...CONTRACTS.values()].filter((c) => t.app.hasRoute({ method: c.method, url: c.path }));
      expect(served.length).toBeGreaterThan(100);
      const found = registrations();
      const problems = served.flatMap((c) => {
        const files = found.get(c.path) ?? [];
        if (files.length !== 1) return [`${c.path} is registered by ${files.length} module files: ${files.join(', ') || 'none found'}`];
        const problem = misplaced(c.path, path.dirname(files[0] ?? ''));
        return problem ? [`${problem} (${files[0]})`] : [];
      });
      expect(problems).toEqual([]);
    } finally {
      await t.app.close();
    }
  });
});
