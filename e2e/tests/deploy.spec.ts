import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '../support/test';
import { REPO, siteOps, watchErrors } from '../support/site';
import { addCopyContract, copyRemote, editFile, HELP_SITE_TITLE } from '../../ops/src/test-support/remote-copy';

/** The kit the shell provides, and the range the remotes state (a newer kit minor leaves it): read, not written again here. */
const KIT: string = JSON.parse(fs.readFileSync(path.join(REPO, 'kit/package.json'), 'utf8')).version;
const KIT_RANGE: string = JSON.parse(fs.readFileSync(path.join(REPO, 'mf-help/package.json'), 'utf8')).dependencies['@site/kit'].replace('workspace:', '');

/** Runs site-ops expecting it to fail; returns what it printed. */
function siteOpsFails(...args: string[]): string {
  try {
    siteOps(...args);
  } catch (e) {
    const err = e as { stdout?: string; stderr?: string };
    return `${err.stdout ?? ''}${err.stderr ?? ''}`;
  }
  throw new Error(`site-ops ${args.join(' ')} succeeded`);
}

test('a remote deployed alone with a new contract and rule in its copy of shared uses them (no shell build)', async ({ page }) => {
  test.setTimeout(240_000);
  const copy = copyRemote(REPO, 'mf-help', true);
  try {
    // The team adds a contract and a rule to @site/shared — the shell does not have them.
    addCopyContract(copy, HELP_SITE_TITLE);
    fs.writeFileSync(
      path.join(copy.shared, 'src/rules/help-probe.ts'),
      `/** A rule only this copy of shared has. */\nexport const titleBadge = (title: string): string => \`【\${title}】\`;\n`,
    );
    editFile(path.join(copy.shared, 'src/index.ts'), (s) => `${s}export * from './rules/help-probe';\n`);
    // ... and uses them on its page.
    fs.writeFileSync(
      path.join(copy.remote, 'src/NewContractProbe.tsx'),
      `import { useEffect, useState } from 'react';
import { helpSiteTitle, titleBadge } from '@site/shared';
import { usePlatform } from '@site/shared/react';

export function NewContractProbe() {
  const { http } = usePlatform();
  const [text, setText] = useState('');
  useEffect(() => {
    http.call(helpSiteTitle, {}).then((d) => setText(titleBadge(d.siteBaseConfig.title)), (e: unknown) => setText(String(e)));
  }, [http]);
  return <p data-testid="new-contract-probe">{text}</p>;
}
`,
    );
    editFile(path.join(copy.remote, 'src/App.tsx'), (s) =>
      s
        .replace(
          "import { HelpCenter } from './components/HelpCenter';",
          "import { HelpCenter } from './components/HelpCenter';\nimport { NewContractProbe } from './NewContractProbe';",
        )
        .replace('return <HelpCenter />;', 'return <><NewContractProbe /><HelpCenter /></>;'),
    );

    await page.goto('/app/help/kh?versions');
    await expect(page.getByTestId('remote-version-mf_help')).toBeVisible();
    const first = await page.getByTestId('remote-version-mf_help').getAttribute('data-version');
    const errors = watchErrors(page);

    const next = `1.1.0-contract${Date.now()}`;
    expect(siteOps('deploy', 'mf-help', '--source', copy.remote, '--version', next)).toContain(`deployed mf-help ${next} (kit ${KIT_RANGE})`);
    await page.reload();
    await expect(page.getByTestId('remote-version-mf_help')).toHaveAttribute('data-version', next);
    await expect(page.getByTestId('new-contract-probe')).toHaveText(/^【.+】$/);
    expect(errors).toEqual([]);

    expect(siteOps('rollback', 'mf-help')).toContain(`rolled mf-help back to ${first}`);
  } finally {
    fs.rmSync(copy.root, { recursive: true, force: true });
  }
});

test('a remote that needs a newer kit than the live shell provides is refused by deploy, and status shows the ranges', () => {
  test.setTimeout(240_000);
  const copy = copyRemote(REPO, 'mf-help', true);
  try {
    editFile(path.join(copy.remote, 'package.json'), (s) => s.replace(`"@site/kit": "workspace:${KIT_RANGE}"`, '"@site/kit": "workspace:^2.0.0"'));
    const before = JSON.parse(siteOps('status', '--json'));
    const version = `2.0.0-kit${Date.now()}`;
    const out = siteOpsFails('deploy', 'mf-help', '--source', copy.remote, '--version', version);
    expect(out).toContain(`mf-help ${version} needs @site/kit ^2.0.0, but the live shell ${before.shell.version} provides @site/kit ${KIT}`);
    // Nothing moved.
    const after = JSON.parse(siteOps('status', '--json'));
    expect(after.remotes.mf_help.active).toBe(before.remotes.mf_help.active);
    expect(after.remotes.mf_help.available).not.toContain(version);

    const status = siteOps('status');
    expect(status).toContain(`provides kit ${KIT}`);
    expect(status).toMatch(new RegExp(`mf-help\\s+active \\S+ \\(kit ${KIT_RANGE.replace(/[.^]/g, '\\$&')}\\)`));
  } finally {
    fs.rmSync(copy.root, { recursive: true, force: true });
  }
});
