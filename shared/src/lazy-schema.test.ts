import { z } from 'zod';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('is built on its first read, once, and not before', () => {
    let builds = 0;
    const name = lazySchema(() => {
      builds += 1;
      return z.string().min(1).max(5);
    });
    const holder = z.object({ name });
    expect(builds).toBe(0);
    expect(holder.parse({ name: 'ab' })).toEqual({ name: 'ab' });
    expect(name.safeParse('').success).toBe(false);
    expect(builds).toBe(1);
  });

  it('answers as the built schema: shape, extend, options, instanceof, keys', () => {
    const base = lazySchema(() => z.object({ id: z.number().int(), note: z.string().optional() }));
    const wider = lazySchema(() => base.extend({ kind: z.enum(['a', 'b']) }));
    const kind = lazySchema(() => z.enum(['x', 'y']));
    expect(Object.keys(base.shape)).toEqual(['id', 'note']);
    expect(wider.parse({ id: 1, kind: 'a' })).toEqual({ id: 1, kind: 'a' });
    expect(kind.options).toEqual(['x', 'y']);
    expect(base instanceof z.ZodObject).toBe(true);
    expect(Reflect.ownKeys(base)).toContain('_zod');
    expect({ ...kind }.options).toEqual(['x', 'y']);
  });

  it('works inside unions, arrays, records and the JSON-schema export, with the same errors', () => {
    const a = lazySchema(() => z.object({ t: z.literal('a'), n: z.number().max(3) }));
    const b = lazySchema(() => z.object({ t: z.literal('b'), s: z.string() }));
    const union = lazySchema(() => z.discriminatedUnion('t', [a, b]));
    const list = z.array(union).max(2);
    expect(
      list.parse([
        { t: 'a', n: 1 },
        { t: 'b', s: 'x' },
      ]),
    ).toHaveLength(2);
    const refused = list.safeParse([{ t: 'a', n: 9 }]);
    const eager = z
      .array(z.discriminatedUnion('t', [z.object({ t: z.literal('a'), n: z.number().max(3) }), z.object({ t: z.literal('b'), s: z.string() })]))
      .max(2);
    expect(refused.error?.issues).toEqual(eager.safeParse([{ t: 'a', n: 9 }]).error?.issues);
    expect(z.record(z.string(), a).safeParse({ k: { t: 'a', n: 2 } }).success).toBe(true);
    expect(z.toJSONSchema(union)).toEqual(z.toJSONSchema(eager.element));
  });
});
