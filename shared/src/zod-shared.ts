/**
 * The part of zod the site's schemas use: the module every browser build takes zod from, and the one the shell
 * hands to the remotes under the share key 'zod' (ops/webpack/shared-map.cjs). A remote therefore carries no copy
 * of zod and spends nothing evaluating one; the shell's copy holds only these members (a remote consuming the whole
 * 'zod' namespace would make the shell's build keep all of zod, its locales included). Code reads it as `z` from
 * ./zod: a member used there and missing here fails the type check.
 */
export {
  array,
  boolean,
  coerce,
  config,
  custom,
  discriminatedUnion,
  enum,
  lazy,
  literal,
  never,
  NEVER,
  null,
  number,
  object,
  record,
  string,
  tuple,
  union,
  unknown,
} from 'zod';
export type { infer, input, output, ZodLiteral, ZodObject, ZodType } from 'zod';
