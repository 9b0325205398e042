import fs from 'node:fs';
import path from 'node:path';
import { CONTRACT_CALLS_FILE, type ContractCallsFile } from '@site/shared/contract-calls';
import type { ContractList } from './contract-diff';

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
