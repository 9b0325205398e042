import { z } from 'zod';
import { defineContract } from './contract';
import { canonicalJson, contractRecord, contractsByName, recordsOfNames, schemaHash, canonicalSchema } from './contract-hash';

const hashOf = (schema: z.ZodType) => schemaHash(canonicalSchema(schema, 'output'));

describe('the contract hash', () => {
  it('is stable under key order: the same fields declared in another order hash the same', () => {
    const a = z.object({ amount: z.number().int(), memo: z.string().max(20), items: z.array(z.object({ id: z.number(), name: z.string() })) });
    const b = z.object({ items: z.array(z.object({ name: z.string(), id: z.number() })), memo: z.string().max(20), amount: z.number().int() });
    expect(hashOf(a)).toBe(hashOf(b));
    expect(canonicalJson({ b: 1, required: ['y', 'x'], a: { d: [2, { f: 1, e: 0 }], c: 3 } })).toBe(
      '{"a":{"c":3,"d":[2,{"e":0,"f":1}]},"b":1,"required":["x","y"]}',
    );
  });

  it('changes when a field is added, removed, renamed, retyped, made optional or constrained otherwise', () => {
    const base = z.object({ amount: z.number().int(), memo: z.string().max(20) });
    const h = hashOf(base);
    const variants = [
      z.object({ amount: z.number().int(), memo: z.string().max(20), extra: z.boolean() }),
      z.object({ amount: z.number().int() }),
      z.object({ sum: z.number().int(), memo: z.string().max(20) }),
      z.object({ amount: z.string(), memo: z.string().max(20) }),
      z.object({ amount: z.number().int(), memo: z.string().max(20).optional() }),
      z.object({ amount: z.number().int(), memo: z.string().max(30) }),
    ];
    const hashes = variants.map(hashOf);
    for (const other of hashes) expect(other).not.toBe(h);
    expect(new Set(hashes).size).toBe(variants.length);
  });

  it('records method, path and both hashes of a contract; request and response are hashed apart', () => {
    const request = z.object({ id: z.number() });
    const c = defineContract({ path: '/x/api/v1/a', request, response: z.object({ id: z.number() }) });
    const r = contractRecord('a', c);
    expect(r).toMatchObject({ name: 'a', method: 'POST', path: '/x/api/v1/a' });
    expect(r.request).toMatch(/^[0-9a-f]{64}$/);
    const retyped = contractRecord('a', { ...c, response: z.object({ id: z.string() }) });
    expect(retyped.request).toBe(r.request);
    expect(retyped.response).not.toBe(r.response);
  });

  it('hashes every contract of shared/src/contracts, and picks contracts out of export names (constants skipped)', () => {
    const all = contractsByName();
    expect(all.size).toBeGreaterThan(100);
    const records = recordsOfNames(['venueTransfer', 'VIP_MSG', 'siteConfigDefault', 'allBalance', 'venueTransfer']);
    expect(records.map((r) => r.name)).toEqual(['allBalance', 'venueTransfer']);
    expect(recordsOfNames(all.keys()).length).toBe(all.size);
  });
});
