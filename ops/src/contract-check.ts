import { SERVED_CONTRACTS_PATH } from '@site/shared/contract-calls';
import { checkVersionCalls, forcedNote, type ContractList } from '@site/registry';

/** The live api site-ops checks a version's calls against: its base URL (the site's, e.g. http://127.0.0.1:8080). */
export const API_URL_ENV = 'SITE_API_URL';

/** How long site-ops waits for the api's list before it refuses (a live api answers in milliseconds). */
const FETCH_TIMEOUT_MS = 10_000;

/** What the contract check of one command says, for the journal when it was forced. */
export interface ContractCheck {
  /** Set when --force let a version through the check's findings (or past an api that could not be read). */
  forced?: string;
}

/** The live api's answer, or why it could not be read. */
export type LiveContracts = { kind: 'unset' } | { kind: 'read'; url: string; list: ContractList } | { kind: 'unreadable'; url: string; why: string };

/**
 * The contracts the live api serves (GET <SITE_API_URL>/ops/api/contracts with the command's token, else OPS_TOKEN).
 * No SITE_API_URL: no api to check against (the check is skipped and says so).
 */
export async function liveContracts(env: NodeJS.ProcessEnv, token: string | undefined): Promise<LiveContracts> {
  const base = env[API_URL_ENV]?.trim();
  if (!base) return { kind: 'unset' };
  const url = new URL(SERVED_CONTRACTS_PATH, base).toString();
  const bearer = token?.trim() || env.OPS_TOKEN?.trim();
  try {
    const res = await fetch(url, { headers: bearer ? { authorization: `Bearer ${bearer}` } : {}, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
    const text = await res.text();
    if (res.status !== 200) return { kind: 'unreadable', url, why: `HTTP ${res.status} ${text.slice(0, 200)}` };
    const body = JSON.parse(text) as { hashFormat?: unknown; contracts?: unknown };
    if (typeof body.hashFormat !== 'string' || !Array.isArray(body.contracts)) return { kind: 'unreadable', url, why: 'the answer is not a list of contracts' };
    return { kind: 'read', url, list: { hashFormat: body.hashFormat, contracts: body.contracts as ContractList['contracts'] } };
  } catch (e) {
    return { kind: 'unreadable', url, why: e instanceof Error ? e.message : String(e) };
  }
}

/**
 * The contract check of one version before anything moves: what it calls (in `dir`) against what the live api
 * serves. Throws the refusal (naming each contract and its difference) unless `force`; forced, it prints the
 * refusal and answers what the journal records. `say` prints what the check saw.
 */
export function checkContracts(label: string, dir: string, live: LiveContracts, force: boolean, say: (line: string) => void): ContractCheck {
  // No api named (a data dir without a running site: a team's local build): nothing to check, and the command says so.
  if (live.kind === 'unset') {
    say(`contract check: ${API_URL_ENV} is not set: ${label} not checked against a live api`);
    return {};
  }
  if (live.kind === 'unreadable') {
    const refusal = `cannot read the contracts the live api serves (${live.url}): ${live.why}; nothing was changed (--force overrides, journaled)`;
    if (!force) throw new Error(refusal);
    say(`--force: ${refusal}`);
    return { forced: 'forced past the contract check: the live api could not be read' };
  }
  const check = checkVersionCalls(label, dir, live.list);
  if (check.kind === 'unrecorded') {
    say(`contract check: ${label} records no calls (built before builds recorded them): not checked`);
    return {};
  }
  if (check.kind === 'served') {
    say(`contract check: the ${check.count} contract(s) ${label} calls are served by the live api as it expects`);
    return {};
  }
  if (!force) throw new Error(check.refusal);
  say(`--force: ${check.refusal}`);
  return { forced: forcedNote(check.findings) };
}

/** A change's journaled reason with the force note after it. */
export function withForced<T extends { note: { reason: string } }>(change: T, check: ContractCheck | undefined): T {
  return check?.forced ? { ...change, note: { ...change.note, reason: `${change.note.reason} [${check.forced}]` } } : change;
}
