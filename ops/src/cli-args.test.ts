import { parseCliArgs, usageText, VERBS, type ParsedArgs } from './cli-args';

const refusal = (argv: string[]): string => {
  const parsed: ParsedArgs = parseCliArgs(argv);
  if (parsed.ok) throw new Error(`expected a refusal of ${argv.join(' ')}`);
  return parsed.message;
};
const run = (argv: string[]) => {
  const parsed = parseCliArgs(argv);
  if (!parsed.ok) throw new Error(parsed.message);
  return parsed.invocation;
};

describe('site-ops command line', () => {
  it('reads a deploy with its flags', () => {
    expect(run(['deploy', 'mf-help', '--version', 't1', '--dry-run', '--reason', 'hot fix'])).toEqual({
      verb: 'deploy',
      target: 'mf-help',
      values: { version: 't1', reason: 'hot fix' },
      switches: { 'dry-run': true },
    });
    expect(run(['deploy', 'mf-help', '--version=t1']).values).toEqual({ version: 't1' });
    expect(run(['canary', 'mf-help', '1.0.0-b', '--percent', '10'])).toMatchObject({ target: 'mf-help', version: '1.0.0-b', values: { percent: '10' } });
    expect(run(['rollback', 'shell', '--to', 'a'])).toMatchObject({ target: 'shell', values: { to: 'a' } });
    expect(run(['status', '--json'])).toEqual({ verb: 'status', values: {}, switches: { json: true } });
    expect(run(['--help']).verb).toBe('help');
  });

  it('reads a canary with a rollout plan, and refuses a bad plan or bake, a plan with a percent, a version named twice', () => {
    expect(run(['canary', 'mf-help', '--version', 'v2', '--plan', '5,25,50,100', '--bake', '30m'])).toEqual({
      verb: 'canary',
      target: 'mf-help',
      values: { version: 'v2', plan: '5,25,50,100', bake: '30m' },
      switches: {},
    });
    expect(run(['canary', 'mf-help', 'v2', '--bake', '10m']).values).toEqual({ bake: '10m' });
    expect(refusal(['canary', 'mf-help', '--plan', '5,50'])).toBe('canary: --plan: the last stage must be 100 (got 5,50)');
    expect(refusal(['canary', 'mf-help', '--bake', '30'])).toBe('canary: --bake must be a duration such as 90s, 30m or 2h, at most 168h (got 30)');
    expect(refusal(['canary', 'mf-help', '--plan', '5,100', '--percent', '5'])).toBe('canary takes --percent or a rollout plan (--plan, --bake), not both');
    expect(refusal(['canary', 'mf-help', 'v2', '--version', 'v2', '--plan', '100'])).toBe('canary: name the version once (after the remote or with --version)');
  });

  it('reads the team-key verbs and gc, and refuses a bad team, remote list, --days or --keep-days', () => {
    expect(run(['team-key', 'issue', 'sports', '--remotes', 'mf-sports,mf-casino', '--days', '30'])).toEqual({
      verb: 'team-key issue',
      target: 'sports',
      values: { remotes: 'mf-sports,mf-casino', days: '30' },
      switches: {},
    });
    expect(run(['team-key', 'list']).verb).toBe('team-key list');
    expect(run(['team-key', 'revoke', 'sports', '--token', 't'])).toMatchObject({ verb: 'team-key revoke', target: 'sports', values: { token: 't' } });
    expect(run(['gc', '--keep-days', '14', '--yes'])).toEqual({ verb: 'gc', values: { 'keep-days': '14' }, switches: { yes: true } });
    expect(refusal(['team-key'])).toBe('team-key needs issue, list or revoke');
    expect(refusal(['team-key', 'issue', '--remotes', 'mf-help'])).toBe('team-key issue needs a team name');
    expect(refusal(['team-key', 'issue', 'Sports', '--remotes', 'mf-help'])).toMatch(/^a team name is 2-32 lower-case letters/);
    expect(refusal(['team-key', 'issue', 'sports'])).toBe('team-key issue needs --remotes');
    expect(refusal(['team-key', 'issue', 'sports', '--remotes', 'mf-sports,sports'])).toMatch(/^unknown remote "sports" in --remotes/);
    expect(refusal(['team-key', 'issue', 'sports', '--remotes', 'mf-sports', '--days', '0'])).toBe('--days must be a whole number from 1 to 366 (got 0)');
    expect(refusal(['gc'])).toBe('gc needs --keep-days');
    expect(refusal(['gc', '--keep-days', '1.5'])).toBe('gc: --keep-days must be a whole number of days, 0 or more (got 1.5)');
    expect(refusal(['status', '--token', 't'])).toMatch(/^status does not take --token/);
  });

  it('refuses a flag value that is another flag (the value is not taken, the flag not dropped)', () => {
    expect(refusal(['deploy', 'mf-help', '--version', '--dry-run'])).toBe(
      'deploy: --version needs a value, not the flag "--dry-run" (write --version=--dry-run if that is the value)',
    );
    expect(refusal(['rollback', 'mf-help', '--to'])).toBe('rollback: --to needs a value');
  });

  it('refuses an unknown flag, a misspelt one, a short one, and a flag another verb takes', () => {
    expect(refusal(['deploy', 'mf-help', '--bogus-flag'])).toBe(
      'deploy does not take --bogus-flag (it takes --version, --source, --force, --reason, --actor, --token, --dry-run, --preview, --hours)',
    );
    expect(refusal(['rollback', 'mf-help', '--too', 'X'])).toBe('rollback does not take --too (it takes --to, --force, --reason, --actor, --token, --dry-run)');
    expect(refusal(['status', '-j'])).toBe('status does not take -j (it takes --json, --hours)');
    expect(refusal(['build', 'mf-help', '--dry-run'])).toBe('build does not take --dry-run (it takes --version, --source)');
    expect(refusal(['i18n', '--json'])).toBe('i18n does not take --json (it takes no flag)');
  });

  it('refuses a repeated flag and a value given to a switch', () => {
    expect(refusal(['deploy', 'mf-help', '--version', 'a', '--version', 'b'])).toBe('deploy: --version is given twice');
    expect(refusal(['promote', 'mf-help', '--dry-run=no'])).toBe('promote: --dry-run takes no value (got --dry-run=no)');
  });

  it('names a remote only by its folder, and says which ones there are', () => {
    expect(refusal(['deploy', 'mf_help'])).toBe(
      'unknown remote "mf_help": name it by its folder (mf-auth, mf-sports, mf-casino, mf-member, mf-activity, mf-help, shell)',
    );
    expect(refusal(['promote'])).toBe('promote needs a remote: mf-auth, mf-sports, mf-casino, mf-member, mf-activity, mf-help');
    expect(refusal(['canary', 'shell', '--percent', '1'])).toBe(
      'unknown remote "shell": name it by its folder (mf-auth, mf-sports, mf-casino, mf-member, mf-activity, mf-help)',
    );
  });

  it('refuses extra words, missing required flags and values out of range', () => {
    expect(refusal(['promote', 'mf-help', 'mf-auth'])).toBe(
      'promote does not take "mf-auth" (usage: site-ops promote <remote> [--reason TEXT] [--actor NAME] [--token TOKEN] [--dry-run])',
    );
    expect(refusal(['canary', 'mf-help'])).toBe('canary needs --percent, or a rollout plan (--plan, --bake)');
    expect(refusal(['canary', 'mf-help', '--percent', '101'])).toBe('percent must be a whole number from 0 to 100 (got 101)');
    expect(refusal(['mark-bad', 'mf-help', '--reason', 'x'])).toBe('mark-bad needs a version after the remote');
    expect(refusal(['mark-bad', 'mf-help', 'a'])).toBe('mark-bad needs --reason');
    expect(refusal(['status', '--hours', 'day'])).toBe('status: --hours must be a positive number (got day)');
    expect(refusal(['abort', 'mf-help', '--reason', ' '])).toBe('abort: --reason must not be empty');
    expect(refusal(['deploy', 'shell'])).toBe('deploy shell needs --version');
    expect(refusal(['deploy', 'shell', '--version', 'a', '--source', '/x'])).toBe('deploy shell does not take --source');
  });

  it('refuses a version name that is no CDN folder, wherever it comes in', () => {
    const message = (v: string) =>
      `version "${v}" is not a valid version name: use letters, digits, ".", "-" and "+", start with a letter or digit, no "..", at most 64 characters`;
    expect(refusal(['deploy', 'mf-help', '--version', '../x'])).toBe(message('../x'));
    expect(refusal(['rollback', 'mf-help', '--to', 'a/b'])).toBe(message('a/b'));
    expect(refusal(['canary', 'mf-help', 'a b', '--percent', '1'])).toBe(message('a b'));
    expect(refusal(['mark-bad', 'mf-help', '.hidden', '--reason', 'x'])).toBe(message('.hidden'));
  });

  it('refuses no verb and an unknown one', () => {
    expect(refusal([])).toBe('name a verb');
    expect(refusal(['deploy-everything'])).toBe(
      'unknown verb "deploy-everything"; the verbs are: build, build-shell, deploy, deploy-all, rollback, canary, promote, abort, mark-bad, gc, team-key issue, team-key list, team-key revoke, preview, staff-token issue, history, status, i18n, help',
    );
  });

  it('the usage lists every verb, and remotes by their folder name', () => {
    const usage = usageText();
    for (const verb of Object.keys(VERBS)) expect(usage).toContain(`  site-ops ${verb}`);
    expect(usage).toContain('site-ops i18n');
    expect(usage).toContain('site-ops deploy <remote>|shell [--version V] [--source DIR] [--force] [--reason TEXT] [--actor NAME] [--token TOKEN] [--dry-run]');
    expect(usage).toContain("<remote> is the remote's folder name: mf-auth, mf-sports, mf-casino, mf-member, mf-activity, mf-help");
  });
});
