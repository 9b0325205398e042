import * as zod from 'zod';
import { z } from './zod';

describe('the zod the builds share (./zod-shared, handed to the remotes by the shell)', () => {
  it('is the same zod: schemas built from it parse and refuse as zod does', () => {
    const probe = z.object({ name: z.string().min(1), kind: z.enum(['a', 'b']), at: z.null(), n: z.coerce.number() });
    expect(probe.parse({ name: 'x', kind: 'a', at: null, n: '2' })).toEqual({ name: 'x', kind: 'a', at: null, n: 2 });
    expect(probe.safeParse({ name: '', kind: 'c', at: 1, n: 'x' }).success).toBe(false);
    expect(z.string).toBe(zod.string);
  });

  it('holds only the members the schemas use: not the locales nor the JSON-schema export (the shell would keep them all)', () => {
    const shared = z as unknown as Record<string, unknown>;
    expect(shared.locales).toBeUndefined();
    expect(shared.toJSONSchema).toBeUndefined();
    expect(Object.keys(shared).length).toBeLessThan(Object.keys(zod).length / 5);
  });
});
