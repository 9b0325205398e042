import type { ContractRecord } from '@site/shared/contract-calls';

/** A contract record, with the canonical schemas its hashes are of when the side sent them. */
export type ContractSide = ContractRecord & { schemas?: { request: unknown; response: unknown } };

/** What one side says: the hash format it used and its records. */
export interface ContractList {
  hashFormat: string;
  contracts: readonly ContractSide[];
}

export const ContractFindingKind = {
  /** The hashes were made another way: nothing can be compared hash to hash. */
  FORMAT: 'format',
  /** The api serves nothing at the call's path. */
  NOT_SERVED: 'not-served',
  /** The api serves the path with another method. */
  METHOD: 'method',
  /** The api's request or response schema is another than the remote's. */
  SCHEMA: 'schema',
} as const;

export type ContractFinding =
  | { kind: typeof ContractFindingKind.FORMAT; remote: string; api: string }
  | { kind: typeof ContractFindingKind.NOT_SERVED; call: ContractSide }
  | { kind: typeof ContractFindingKind.METHOD; call: ContractSide; served: ContractSide }
  | {
      kind: typeof ContractFindingKind.SCHEMA;
      call: ContractSide;
      served: ContractSide;
      side: 'request' | 'response';
      /** The fields that differ, as `field keyword: remote ≠ api` (empty when a side sent no schemas). */
      fields: string[];
    };

/** How many differing schema keywords a finding names (the rest is counted). */
const MAX_FIELDS = 4;

/**
 * What a remote version calls (its build's contract-calls file) against what the api serves (its
 * /ops/api/contracts): each call the api does not serve, serves with another method, or serves with another request
 * or response schema. An empty list: every call matches. A call is matched to the api by its path (the api serves
 * one contract per path).
 */
export function contractDiff(remoteCalls: ContractList, apiServes: ContractList): ContractFinding[] {
  if (remoteCalls.hashFormat !== apiServes.hashFormat) return [{ kind: ContractFindingKind.FORMAT, remote: remoteCalls.hashFormat, api: apiServes.hashFormat }];
  const served = new Map(apiServes.contracts.map((c) => [c.path, c]));
  const findings: ContractFinding[] = [];
  for (const call of [...remoteCalls.contracts].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const api = served.get(call.path);
    if (!api) findings.push({ kind: ContractFindingKind.NOT_SERVED, call });
    else if (api.method !== call.method) findings.push({ kind: ContractFindingKind.METHOD, call, served: api });
    else
      for (const side of ['request', 'response'] as const)
        if (api[side] !== call[side])
          findings.push({ kind: ContractFindingKind.SCHEMA, call, served: api, side, fields: schemaDifferences(call.schemas?.[side], api.schemas?.[side]) });
  }
  return findings;
}

/**
 * The keywords in which two JSON schemas differ, each named by its field path (`data.list[].amount type`) with both
 * values; at most MAX_FIELDS, then how many more. Empty when either schema is missing.
 */
export function schemaDifferences(remote: unknown, api: unknown): string[] {
  if (remote === undefined || api === undefined) return [];
  const a = flatten(remote);
  const b = flatten(api);
  const keys = [...new Set([...a.keys(), ...b.keys()])].filter((k) => a.get(k) !== b.get(k)).sort();
  const shown = keys.slice(0, MAX_FIELDS).map((k) => `${k}: ${a.get(k) ?? 'absent'} (remote) ≠ ${b.get(k) ?? 'absent'} (api)`);
  return keys.length > MAX_FIELDS ? [...shown, `… and ${keys.length - MAX_FIELDS} more`] : shown;
}

/** A JSON schema as `field keyword` → the keyword's value (JSON): object properties and array items become the field path. */
function flatten(schema: unknown, field = '', out = new Map<string, string>()): Map<string, string> {
  if (schema === null || typeof schema !== 'object' || Array.isArray(schema)) {
    out.set(field || '(body)', JSON.stringify(schema));
    return out;
  }
  const at = (name: string) => (field ? `${field}.${name}` : name);
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (key === 'properties' && value && typeof value === 'object') {
      for (const [name, sub] of Object.entries(value as Record<string, unknown>)) flatten(sub, at(name), out);
      // A field only one side has: named once, not by each keyword under it.
      for (const name of Object.keys(value as Record<string, unknown>)) out.set(`${at(name)} (field)`, 'present');
    } else if (key === 'items' && value && typeof value === 'object' && !Array.isArray(value)) flatten(value, `${field}[]`, out);
    else if ((key === 'anyOf' || key === 'oneOf' || key === 'allOf') && Array.isArray(value))
      value.forEach((sub, i) => flatten(sub, `${field}<${key} ${i}>`, out));
    else out.set(`${field || '(body)'} ${key}`, JSON.stringify(value));
  }
  return out;
}

const callLabel = (c: ContractSide): string => `${c.name} (${c.method} ${c.path})`;
const short = (hash: string): string => hash.slice(0, 12);

/** One finding in a line, naming the contract and the difference. */
export function contractFindingText(f: ContractFinding): string {
  switch (f.kind) {
    case ContractFindingKind.FORMAT:
      return `the contract hashes were made another way (remote ${f.remote}, api ${f.api}): rebuild the remote or update the api`;
    case ContractFindingKind.NOT_SERVED:
      return `${callLabel(f.call)}: the live api serves no contract at this path`;
    case ContractFindingKind.METHOD:
      return `${callLabel(f.call)}: the live api serves this path as ${f.served.method}, the remote calls it as ${f.call.method}`;
    case ContractFindingKind.SCHEMA: {
      const head = `${callLabel(f.call)}: the ${f.side} schema differs (remote ${short(f.call[f.side])}, api ${short(f.served[f.side])})`;
      return f.fields.length === 0 ? head : `${head}: ${f.fields.join('; ')}`;
    }
  }
}

/** The refusal of a version whose calls the live api does not answer as the version expects, or null when it does. */
export function contractRefusal(label: string, findings: readonly ContractFinding[]): string | null {
  if (findings.length === 0) return null;
  return [
    `${label} calls contracts the live api does not serve as it expects (${findings.length}); nothing was changed (--force overrides, journaled):`,
    ...findings.map((f) => `  - ${contractFindingText(f)}`),
  ].join('\n');
}

/** The journal's word on a change forced past findings: which contracts, in short. */
export function forcedNote(findings: readonly ContractFinding[]): string {
  const names = findings.map((f) =>
    f.kind === ContractFindingKind.FORMAT ? 'hash format' : `${f.call.name} ${f.kind}${f.kind === 'schema' ? ` ${f.side}` : ''}`,
  );
  return `forced past the contract check: ${names.join(', ')}`;
}
