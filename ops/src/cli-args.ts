import { parseArgs } from 'node:util';
import {
  keyDaysRefusal,
  parseBake,
  parseOrigins,
  parsePercent,
  parseRolloutStages,
  parseTeamRemotes,
  teamNameRefusal,
  tokenHoursRefusal,
} from '@site/registry';
import { REMOTE_FOLDERS, isRemoteFolder } from '@site/shared/remotes';
import { versionRefusal } from './version-name';

/**
 * The site-ops command line as data: every verb, the arguments and flags it takes, and one parse that
 * either says what to run or why not (nothing is built or written before it has answered). node's
 * util.parseArgs splits the words into tokens; the checks are ours, so each refusal names the verb and
 * the flag in a message of our own wording (parseArgs' strict errors differ between node versions and
 * cannot say which verb takes what).
 */

/** The flags that take a value, and what the value means in the usage. */
export const VALUE_FLAGS = {
  version: 'V',
  source: 'DIR',
  to: 'V',
  percent: 'N',
  reason: 'TEXT',
  actor: 'NAME',
  hours: 'H',
  token: 'TOKEN',
  remotes: 'LIST',
  days: 'N',
  'keep-days': 'N',
  origins: 'LIST',
  plan: 'LIST',
  bake: 'DURATION',
} as const;
export type ValueFlag = keyof typeof VALUE_FLAGS;
export const BOOLEAN_FLAGS = ['dry-run', 'json', 'yes', 'preview', 'force'] as const;
export type BooleanFlag = (typeof BOOLEAN_FLAGS)[number];
type Flag = ValueFlag | BooleanFlag;

/** What the first positional names: a remote by its folder, or a remote or the shell. */
type TargetKind = 'remote' | 'remote-or-shell' | 'team';

interface VerbSpec {
  target?: TargetKind;
  /** A version after the target: required (mark-bad) or optional (canary). */
  version?: 'required' | 'optional';
  flags: readonly Flag[];
  /** Flags without which the verb is refused. */
  required?: readonly ValueFlag[];
  /** With `shell` as the target: flags it needs and flags it refuses. */
  shellRequired?: readonly ValueFlag[];
  remoteOnly?: readonly Flag[];
  what: string;
}

/** Every flag of a verb that changes the registry: who (the token's, --actor as a note) and why (journaled), or only what would change. */
const WRITE_FLAGS = ['reason', 'actor', 'token', 'dry-run'] as const;

export const VERBS = {
  build: { target: 'remote', flags: ['version', 'source'], what: 'build into the build cache (no publish, no registry change)' },
  'build-shell': { flags: ['reason', 'actor', 'token'], what: "build shell/dist, publish it into this data dir's CDN and make it live" },
  deploy: {
    target: 'remote-or-shell',
    flags: ['version', 'source', 'force', ...WRITE_FLAGS, 'preview', 'hours'],
    shellRequired: ['version'],
    remoteOnly: ['source', 'force', 'preview', 'hours'],
    what: 'build, publish, make active (shell: serve a published shell version again); --preview: publish only and print a preview link',
  },
  'deploy-all': { flags: WRITE_FLAGS, what: 'deploy every remote at its default version' },
  rollback: {
    target: 'remote-or-shell',
    flags: ['to', 'force', ...WRITE_FLAGS],
    remoteOnly: ['force'],
    what: 'back to the previous good version, or --to one',
  },
  canary: {
    target: 'remote',
    version: 'optional',
    flags: ['version', 'percent', 'plan', 'bake', 'source', 'force', ...WRITE_FLAGS],
    what: 'offer a version to a percent of the players, or roll it out by a plan (--plan 5,25,50,100 --bake 30m: the api advances it)',
  },
  promote: { target: 'remote', flags: WRITE_FLAGS, what: 'the candidate becomes active for everybody' },
  abort: { target: 'remote', flags: WRITE_FLAGS, what: 'everybody back on the active version' },
  'mark-bad': { target: 'remote', version: 'required', flags: WRITE_FLAGS, required: ['reason'], what: 'never rolled back to, never a fallback' },
  gc: {
    flags: ['keep-days', 'yes', 'reason', 'actor', 'token'],
    required: ['keep-days'],
    what: 'list the published versions nothing refers to, older than N days (--yes: remove them, journaled)',
  },
  'team-key issue': {
    target: 'team',
    flags: ['remotes', 'days', 'actor', 'token'],
    required: ['remotes'],
    what: 'a key for a team naming the remotes it may change (printed once; expires in 90 days or --days)',
  },
  'team-key list': { flags: ['token'], what: 'every team key: team, id, remotes, issued, live / expired / revoked' },
  'team-key revoke': { target: 'team', flags: ['actor', 'token'], what: 'revoke every live key of a team' },
  preview: {
    target: 'remote',
    version: 'required',
    flags: ['hours'],
    what: 'print a preview link of a published version (the browser that opens it gets that version; 24 h or --hours)',
  },
  'staff-token issue': {
    flags: ['origins', 'hours'],
    required: ['origins'],
    what: 'a staff token: the browser given it may mount one remote from one of these origins (24 h or --hours)',
  },
  history: { target: 'remote-or-shell', flags: ['json'], what: 'the journal: who changed what, when, why' },
  status: { flags: ['json', 'hours'], what: 'what is live, rollback targets, telemetry (--json: the registry file as it is)' },
  i18n: { flags: [], what: 'derive every zh-TW catalog from zh-CN' },
  help: { flags: [], what: 'this text' },
} as const satisfies Record<string, VerbSpec>;
export type Verb = keyof typeof VERBS;

export const SHELL_TARGET = 'shell';
const TEAM_KEY = 'team-key';
/** The verbs of two words (`team-key issue`, `staff-token issue`): their first word. */
const TWO_WORD_VERBS: readonly string[] = [TEAM_KEY, 'staff-token'];

/** A command line that can run: the verb, its target and version, and the flags given. */
export interface Invocation {
  verb: Verb;
  /** A remote's folder name (mf-help), or `shell`. */
  target?: string;
  /** The version named after the target (canary, mark-bad). */
  version?: string;
  values: Partial<Record<ValueFlag, string>>;
  switches: Partial<Record<BooleanFlag, true>>;
}

export type ParsedArgs = { ok: true; invocation: Invocation } | { ok: false; message: string };

/** The exit code of a refused command line. */
export const USAGE_EXIT_CODE = 2;

const isVerb = (word: string): word is Verb => Object.hasOwn(VERBS, word);
const isValueFlag = (name: string): name is ValueFlag => Object.hasOwn(VALUE_FLAGS, name);
const flagText = (flag: Flag): string => (isValueFlag(flag) ? `--${flag} ${VALUE_FLAGS[flag]}` : `--${flag}`);
const refuse = (message: string): ParsedArgs => ({ ok: false, message });

function targetText(kind: TargetKind | undefined): string {
  if (kind === 'team') return '<team>';
  if (kind === 'remote') return '<remote>';
  if (kind === 'remote-or-shell') return '<remote>|shell';
  return '';
}

/** One usage line per verb, then what a remote's name is. */
export function usageText(): string {
  const lines = (Object.entries(VERBS) as Array<[Verb, VerbSpec]>).map(([verb, spec]) => {
    const words = [verb, targetText(spec.target), spec.version === 'required' ? '<V>' : spec.version === 'optional' ? '[<V>]' : ''];
    const flags = spec.flags.map((f) => ((spec.required ?? []).includes(f as ValueFlag) ? flagText(f) : `[${flagText(f)}]`));
    return `  site-ops ${[...words, ...flags].filter(Boolean).join(' ')}\n      ${spec.what}`;
  });
  return [
    'usage:',
    ...lines,
    `<remote> is the remote's folder name: ${REMOTE_FOLDERS.join(', ')} (output names remotes the same way).`,
    'A version V: letters, digits, ".", "-", "+", starting with a letter or digit, at most 64 characters.',
    '--dry-run prints the registry change (remote, from → to, canary percent) and writes nothing: no publish, no registry, no journal',
    '(deploy and canary still build into the build cache to check the kit). --actor defaults to SITE_OPS_ACTOR or user@host.',
    "A token (SITE_OPS_TOKEN, or --token): the journal's actor is the token's (ops, or the team of a team key; --actor is kept",
    'as a note beside it), and a team key changes only the remotes it names.',
    'deploy, canary and rollback of a remote check the contracts the version calls against the live api named by SITE_API_URL',
    '(its /ops/api/contracts, with the token or OPS_TOKEN) and refuse a call it does not serve as expected; --force overrides (journaled).',
  ].join('\n');
}

function targetRefusal(verb: Verb, kind: TargetKind, word: string | undefined): string | null {
  if (kind === 'team') return word === undefined ? `${verb} needs a team name` : teamNameRefusal(word);
  const names = `${REMOTE_FOLDERS.join(', ')}${kind === 'remote-or-shell' ? `, ${SHELL_TARGET}` : ''}`;
  if (word === undefined) return `${verb} needs a remote: ${names}`;
  if (isRemoteFolder(word) || (kind === 'remote-or-shell' && word === SHELL_TARGET)) return null;
  return `unknown remote "${word}": name it by its folder (${names})`;
}

/** The checked meaning of a flag's value, or why it is refused. */
function valueRefusal(verb: Verb, flag: ValueFlag, value: string): string | null {
  if (flag === 'version' || flag === 'to') return versionRefusal(value);
  if (flag === 'percent') {
    try {
      parsePercent(value);
    } catch (e) {
      return (e as Error).message;
    }
  }
  if (flag === 'days') return keyDaysRefusal(value);
  if (flag === 'plan' || flag === 'bake') {
    const parsed = flag === 'plan' ? parseRolloutStages(value) : parseBake(value);
    if (!parsed.ok) return `${verb}: ${parsed.message}`;
  }
  if (flag === 'keep-days' && !(Number.isInteger(Number(value)) && Number(value) >= 0 && value.trim() !== ''))
    return `${verb}: --keep-days must be a whole number of days, 0 or more (got ${value})`;
  if (flag === 'remotes') {
    const remotes = parseTeamRemotes(value);
    if (!remotes.ok) return remotes.message;
  }
  if (flag === 'hours' && !(Number(value) > 0)) return `${verb}: --hours must be a positive number (got ${value})`;
  if (flag === 'hours' && verb !== 'status') {
    const refusal = tokenHoursRefusal(value);
    if (refusal) return `${verb}: ${refusal}`;
  }
  if (flag === 'origins') {
    const origins = parseOrigins(value);
    if (!origins.ok) return `${verb}: ${origins.message}`;
  }
  if ((flag === 'reason' || flag === 'actor' || flag === 'source' || flag === 'token') && value.trim() === '') return `${verb}: --${flag} must not be empty`;
  return null;
}

/** Reads `site-ops <verb> …` (the words after the program); refuses anything it does not know. */
export function parseCliArgs(argv: readonly string[]): ParsedArgs {
  const [word, ...after] = argv;
  if (word === undefined) return refuse('name a verb');
  // `team-key issue|list|revoke`: two words, one verb.
  const twoWords = TWO_WORD_VERBS.includes(word) && after[0] !== undefined && !after[0].startsWith('-');
  const [first, rest] = twoWords ? [`${word} ${after[0]}`, after.slice(1)] : [word, after];
  if (first === TEAM_KEY) return refuse(`${TEAM_KEY} needs issue, list or revoke`);
  if (TWO_WORD_VERBS.includes(first)) return refuse(`${first} needs issue`);
  if (first === '--help' || first === '-h') return { ok: true, invocation: { verb: 'help', values: {}, switches: {} } };
  if (!isVerb(first)) return refuse(`unknown verb "${first}"; the verbs are: ${Object.keys(VERBS).join(', ')}`);
  const verb = first;
  const spec: VerbSpec = VERBS[verb];
  const allowed = new Set<string>(spec.flags);
  const takes = spec.flags.length > 0 ? spec.flags.map((f) => `--${f}`).join(', ') : 'no flag';
  const { tokens } = parseArgs({
    args: [...rest],
    options: Object.fromEntries(spec.flags.map((f) => [f, { type: isValueFlag(f) ? 'string' : 'boolean' }])),
    strict: false,
    allowPositionals: true,
    tokens: true,
  });
  const values: Invocation['values'] = {};
  const switches: Invocation['switches'] = {};
  const positionals: string[] = [];
  for (const token of tokens) {
    if (token.kind === 'positional') positionals.push(token.value);
    if (token.kind !== 'option') continue;
    if (!allowed.has(token.name)) return refuse(`${verb} does not take ${token.rawName} (it takes ${takes})`);
    if ((values as Record<string, string>)[token.name] !== undefined || (switches as Record<string, true>)[token.name]) {
      return refuse(`${verb}: ${token.rawName} is given twice`);
    }
    if (isValueFlag(token.name)) {
      const value = token.value;
      if (value === undefined) return refuse(`${verb}: ${token.rawName} needs a value`);
      if (!token.inlineValue && value.startsWith('-')) {
        return refuse(`${verb}: ${token.rawName} needs a value, not the flag "${value}" (write ${token.rawName}=${value} if that is the value)`);
      }
      const refusal = valueRefusal(verb, token.name, value);
      if (refusal) return refuse(refusal);
      values[token.name] = value;
    } else {
      if (token.value !== undefined) return refuse(`${verb}: ${token.rawName} takes no value (got ${token.rawName}=${token.value})`);
      switches[token.name as BooleanFlag] = true;
    }
  }
  const invocation: Invocation = { verb, values, switches };
  const words = [...positionals];
  if (spec.target) {
    const word = words.shift();
    const refusal = targetRefusal(verb, spec.target, word);
    if (refusal) return refuse(refusal);
    invocation.target = word;
  }
  if (spec.version) {
    const word = words.shift();
    if (word === undefined && spec.version === 'required') return refuse(`${verb} needs a version after the remote`);
    if (word !== undefined) {
      const refusal = versionRefusal(word);
      if (refusal) return refuse(refusal);
      invocation.version = word;
    }
  }
  if (words.length > 0) return refuse(`${verb} does not take "${words[0]}" (usage: ${usageLineOf(verb)})`);
  if (verb === 'canary') {
    const refusal = canaryRefusal(invocation);
    if (refusal) return refuse(refusal);
  }
  const shell = invocation.target === SHELL_TARGET;
  for (const flag of spec.required ?? []) if (values[flag] === undefined) return refuse(`${verb} needs --${flag}`);
  if (verb === 'deploy' && values.hours !== undefined && !switches.preview) return refuse("deploy: --hours is the preview link's: give it with --preview");
  if (verb === 'deploy' && switches.preview && switches['dry-run']) return refuse('deploy: --preview changes no registry: it takes no --dry-run');
  if (shell) {
    for (const flag of spec.shellRequired ?? []) if (values[flag] === undefined) return refuse(`${verb} shell needs --${flag}`);
    for (const flag of spec.remoteOnly ?? []) {
      if (values[flag as ValueFlag] !== undefined || switches[flag as BooleanFlag]) return refuse(`${verb} shell does not take --${flag}`);
    }
  }
  return { ok: true, invocation };
}

function usageLineOf(verb: Verb): string {
  return usageText()
    .split('\n')
    .find((l) => l.startsWith(`  site-ops ${verb} `) || l === `  site-ops ${verb}`)!
    .trim();
}

/** A canary takes a percent, or a rollout plan (--plan and/or --bake), never both; its version once. */
function canaryRefusal(inv: Invocation): string | null {
  const planned = inv.values.plan !== undefined || inv.values.bake !== undefined;
  if (inv.version !== undefined && inv.values.version !== undefined) return 'canary: name the version once (after the remote or with --version)';
  if (planned && inv.values.percent !== undefined) return 'canary takes --percent or a rollout plan (--plan, --bake), not both';
  if (!planned && inv.values.percent === undefined) return 'canary needs --percent, or a rollout plan (--plan, --bake)';
  return null;
}
