import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_CALLS_FILE, type ContractCallsFile } from '@site/shared/contract-calls';
import { contractDiff, contractRefusal, type ContractFinding, type ContractList } from './contract-diff';

/**
 * The calls a built or published version folder records (its build's contract-calls.json), or null for a version
 * built before builds recorded them. site-ops reads a build's; the health page a published version's in the CDN.
 */
export function callsOfVersion(dir: string): ContractList | null {
  const file = path.join(dir, CONTRACT_CALLS_FILE);
  if (!fs.existsSync(file)) return null;
  const body = JSON.parse(fs.readFileSync(file, 'utf8')) as ContractCallsFile;
  return { hashFormat: body.hashFormat, contracts: body.calls };
}

/** A version's calls against what an api serves: not recorded, all served as it expects, or refused (naming each difference). */
export type VersionCallsCheck = { kind: 'unrecorded' } | { kind: 'served'; count: number } | { kind: 'refused'; refusal: string; findings: ContractFinding[] };

/** The contract check of a version folder (`label` names it in the refusal): site-ops' before a move, the health page's. */
export function checkVersionCalls(label: string, dir: string, served: ContractList): VersionCallsCheck {
  const calls = callsOfVersion(dir);
  if (!calls) return { kind: 'unrecorded' };
  const findings = contractDiff(calls, served);
  const refusal = contractRefusal(label, findings);
  return refusal ? { kind: 'refused', refusal, findings } : { kind: 'served', count: calls.contracts.length };
}
