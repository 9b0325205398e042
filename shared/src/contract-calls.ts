import type { Contract } from './contract';

/*
 * The contract-calls record as data: what a remote build writes and the api answers, without the contracts or zod
 * (contract-hash.ts computes the records): what site-ops and the registry read to compare two lists.
 */

/**
 * A contract as a build records it (the calls a remote's bundle makes) and as the api serves it (the calls it
 * answers): its name in shared/src/contracts, method, path, and a stable hash of each of its two zod schemas. Two
 * sides agree on a call when method, path and both hashes are equal. Kept out of the package's index: only the
 * build (ops) and the api read it, never a page.
 */
export interface ContractRecord {
  /** The contract's export name in shared/src/contracts (siteConfig, withdrawApply, …). */
  name: string;
  method: Contract['method'];
  path: string;
  /** sha256 (hex) of the request schema's canonical JSON schema (as the client sends it: zod's input side). */
  request: string;
  /** sha256 (hex) of the response schema's canonical JSON schema (as the client reads it: zod's output side). */
  response: string;
}

/** A record with the canonical JSON schemas the hashes are of: what a refusal reads to name the field that differs. */
export interface ContractRecordWithSchemas extends ContractRecord {
  schemas: { request: unknown; response: unknown };
}

/** The api's ops path that answers the contracts it serves (site-ops reads it before a deploy, canary or rollback). */
export const SERVED_CONTRACTS_PATH = '/ops/api/contracts';

/** The file a remote build writes beside its mf-manifest.json: the contracts its bundle calls. */
export const CONTRACT_CALLS_FILE = 'contract-calls.json';

/** What CONTRACT_CALLS_FILE holds. */
export interface ContractCallsFile {
  /** The format of the hashes: a change of canonicalisation or export options makes every hash another. */
  hashFormat: typeof CONTRACT_HASH_FORMAT;
  calls: ContractRecordWithSchemas[];
}

/** Names the canonicalisation of contract-hash.ts (sorted keys, zod 4's JSON schema, sha256); part of each side's answer, so two formats are never compared hash to hash. */
export const CONTRACT_HASH_FORMAT = 'zod4-json-schema-sorted-sha256/1';
