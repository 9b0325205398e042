/**
 * A schema built on first use. Building a zod 4 schema is not free: every `.max()`, `.int()`, `.optional()` clones
 * the schema it refines, so a contracts module of a few dozen fields costs tens of milliseconds to evaluate on a slow
 * phone, and a page evaluates every contract its remote bundles before it answers a tap, though it parses only the
 * few it calls. Written as `lazySchema(() => z.object({...}))`, a module-level schema costs one small object when its
 * module is evaluated and is built the first time anything reads it (a parse, a composition into a schema that is
 * itself being built, a JSON-schema export), then reads go straight to the built schema.
 *
 * A Proxy rather than `z.lazy`: `z.lazy` is a schema of its own kind, so `.shape`, `.extend()`, `.options` and
 * `instanceof z.ZodObject` would no longer see the schema inside; the proxy answers every read, `instanceof` and key
 * listing as the built schema does, and the type is the built schema's.
 */
export function lazySchema<T extends object>(build: () => T): T {
  let built: T | undefined;
  const schema = (): T => (built ??= build());
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(schema(), key),
    set: (_, key, value) => Reflect.set(schema(), key, value),
    has: (_, key) => Reflect.has(schema(), key),
    ownKeys: () => Reflect.ownKeys(schema()),
    getOwnPropertyDescriptor: (_, key) => {
      const descriptor = Reflect.getOwnPropertyDescriptor(schema(), key);
      // A proxy may not report a property its (empty) target lacks as non-configurable.
      return descriptor && { ...descriptor, configurable: true };
    },
    defineProperty: (_, key, descriptor) => Reflect.defineProperty(schema(), key, descriptor),
    deleteProperty: (_, key) => Reflect.deleteProperty(schema(), key),
    getPrototypeOf: () => Reflect.getPrototypeOf(schema()),
  });
}
