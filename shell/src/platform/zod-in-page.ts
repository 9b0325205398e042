/**
 * zod in the site's pages parses without compiling. The pages allow no eval (their CSP's script-src is 'self'), and
 * zod, left to itself, tries `new Function` once to see whether it may compile its object parsers: a CSP violation
 * on every page. The shell's zod is the copy every remote takes from the share scope, so this one call covers them;
 * the api (node) keeps the compiled parsers. Imported first by the bootstrap, before any schema is built.
 */
import { z } from '@site/shared/zod';

z.config({ jitless: true });
