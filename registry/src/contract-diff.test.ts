import { z } from 'zod';
import { CONTRACT_HASH_FORMAT, contractRecord, type ContractRecordWithSchemas } from '@site/shared/contract-hash';
import { defineContract } from '@site/shared';
import { contractDiff, contractRefusal, forcedNote, ContractFindingKind, type ContractList } from './contract-diff';

const record = (name: string, path: string, response: z.ZodType, method: 'GET' | 'POST' = 'POST'): ContractRecordWithSchemas =>
  contractRecord(name, defineContract({ path, method, request: z.object({ id: z.number().int() }), response }));
const list = (...contracts: ContractRecordWithSchemas[]): ContractList => ({ hashFormat: CONTRACT_HASH_FORMAT, contracts });

const balance = record('balance', '/fd/api/v1/balance', z.object({ amount: z.number(), currency: z.string() }));
const letters = record('letters', '/site/api/v1/letter/list', z.object({ list: z.array(z.object({ title: z.string() })) }));

describe('contractDiff: what a remote calls against what the api serves', () => {
  it('finds nothing when the api serves every call with the same schemas (and more besides)', () => {
    expect(contractDiff(list(balance), list(letters, balance))).toEqual([]);
    expect(contractRefusal('mf-member 1.0.0', [])).toBeNull();
  });

  it('finds a call the api does not serve, naming the contract', () => {
    const findings = contractDiff(list(balance, letters), list(balance));
    expect(findings).toEqual([{ kind: ContractFindingKind.NOT_SERVED, call: letters }]);
    expect(contractRefusal('mf-member 1.0.0-x', findings)).toBe(
      'mf-member 1.0.0-x calls contracts the live api does not serve as it expects (1); nothing was changed (--force overrides, journaled):\n' +
        '  - letters (POST /site/api/v1/letter/list): the live api serves no contract at this path',
    );
  });

  it('finds a path served with another method', () => {
    const asGet = record('letters', '/site/api/v1/letter/list', z.object({ list: z.array(z.object({ title: z.string() })) }), 'GET');
    const [f] = contractDiff(list(letters), list(asGet));
    expect(f?.kind).toBe(ContractFindingKind.METHOD);
    expect(contractRefusal('r', [f!])).toContain('letters (POST /site/api/v1/letter/list): the live api serves this path as GET, the remote calls it as POST');
  });

  it('finds a schema that differs, on the side it differs, and names the field and both values', () => {
    const retyped = record('balance', '/fd/api/v1/balance', z.object({ amount: z.string(), currency: z.string() }));
    const findings = contractDiff(list(balance), list(retyped));
    expect(findings).toHaveLength(1);
    const [f] = findings;
    expect(f).toMatchObject({ kind: ContractFindingKind.SCHEMA, side: 'response', fields: ['amount type: "number" (remote) ≠ "string" (api)'] });
    const text = contractRefusal('mf-member 2', findings)!;
    expect(text).toContain('balance (POST /fd/api/v1/balance): the response schema differs (remote ');
    expect(text).toContain(': amount type: "number" (remote) ≠ "string" (api)');
    expect(forcedNote(findings)).toBe('forced past the contract check: balance schema response');
  });

  it('names a field only one side has, and a nested one inside an array', () => {
    const more = record('letters', '/site/api/v1/letter/list', z.object({ list: z.array(z.object({ title: z.string(), read: z.boolean() })) }));
    const [f] = contractDiff(list(letters), list(more));
    expect(f?.kind === ContractFindingKind.SCHEMA && f.fields).toEqual([
      'list[] required: ["title"] (remote) ≠ ["read","title"] (api)',
      'list[].read (field): absent (remote) ≠ present (api)',
      'list[].read type: absent (remote) ≠ "boolean" (api)',
    ]);
  });

  it('still refuses on the hashes when a side sent no schemas', () => {
    const { schemas: _drop, ...bare } = record('balance', '/fd/api/v1/balance', z.object({ amount: z.string(), currency: z.string() }));
    const [f] = contractDiff(list(balance), { hashFormat: CONTRACT_HASH_FORMAT, contracts: [bare] });
    expect(f).toMatchObject({ kind: ContractFindingKind.SCHEMA, side: 'response', fields: [] });
  });

  it('compares nothing hash to hash across hash formats: one finding says so', () => {
    const findings = contractDiff(list(balance), { hashFormat: 'other/2', contracts: [balance] });
    expect(findings).toEqual([{ kind: ContractFindingKind.FORMAT, remote: CONTRACT_HASH_FORMAT, api: 'other/2' }]);
    expect(contractRefusal('r', findings)).toContain('the contract hashes were made another way');
  });
});
