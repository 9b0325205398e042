import SHA256 from 'crypto-js/sha256';
import { z } from 'zod';
import type { Contract } from './contract';
import * as CONTRACTS from './contracts';
import type { ContractRecord, ContractRecordWithSchemas } from './contract-calls';

export * from './contract-calls';

/**
 * JSON with every object's keys sorted and each `required` list sorted (other arrays keep their order): equal schemas,
 * equal text, whatever order the fields were declared in.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortedKeys(value));
}

function sortedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortedKeys);
  if (value === null || typeof value !== 'object') return value;
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    const v = (value as Record<string, unknown>)[key];
    // `required` is a set of field names: the order fields were declared in is no part of the contract.
    out[key] = key === 'required' && Array.isArray(v) && v.every((x) => typeof x === 'string') ? [...v].sort() : sortedKeys(v);
  }
  return out;
}

/**
 * A zod schema as a JSON schema with sorted keys. What JSON schema cannot say (a refinement's code, a transform, a
 * Blob field of an upload) is left open (`{}`), so the hash follows the shape and the declared constraints.
 */
export function canonicalSchema(schema: z.ZodType, io: 'input' | 'output'): unknown {
  return sortedKeys(z.toJSONSchema(schema, { io, unrepresentable: 'any', reused: 'inline', cycles: 'ref' }));
}

const sha256 = (text: string): string => SHA256(text).toString();

/** The hash of a canonical schema (as canonicalSchema answers it). */
export const schemaHash = (canonical: unknown): string => sha256(canonicalJson(canonical));

/** Whether a value exported by shared/src/contracts is a contract (the modules export constants and types too). */
export function isContract(value: unknown): value is Contract {
  if (value === null || typeof value !== 'object') return false;
  const c = value as Partial<Contract>;
  return typeof c.path === 'string' && (c.method === 'GET' || c.method === 'POST') && c.request instanceof Object && c.response instanceof Object;
}

/** One contract's record with the schemas it hashed. */
export function contractRecord(name: string, contract: Contract): ContractRecordWithSchemas {
  const request = canonicalSchema(contract.request, 'input');
  const response = canonicalSchema(contract.response, 'output');
  return { name, method: contract.method, path: contract.path, request: schemaHash(request), response: schemaHash(response), schemas: { request, response } };
}

/** Drops the schemas: the short form an answer lists when the reader only compares. */
export const withoutSchemas = ({ name, method, path, request, response }: ContractRecord): ContractRecord => ({ name, method, path, request, response });

/** Every contract of shared/src/contracts by its export name (names are unique: the index re-exports them all). */
export function contractsByName(): ReadonlyMap<string, Contract> {
  const out = new Map<string, Contract>();
  for (const [name, value] of Object.entries(CONTRACTS as Record<string, unknown>)) if (isContract(value)) out.set(name, value);
  return out;
}

/**
 * The records of the contracts among `names` (export names of shared/src/contracts modules, as a build's module
 * graph says the bundle uses them: constants and types among them are no contract and are skipped), sorted by name.
 */
export function recordsOfNames(names: Iterable<string>): ContractRecordWithSchemas[] {
  const all = contractsByName();
  const picked = [...new Set(names)].flatMap((name) => {
    const contract = all.get(name);
    return contract ? [contractRecord(name, contract)] : [];
  });
  return picked.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/** The name of a contract object (its export name), or its path for one defined outside shared/src/contracts. */
export function contractNameOf(contract: Contract, byName: ReadonlyMap<string, Contract> = contractsByName()): string {
  for (const [name, c] of byName) if (c === contract) return name;
  return contract.path;
}
