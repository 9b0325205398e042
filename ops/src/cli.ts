import { parseCliArgs, USAGE_EXIT_CODE } from './cli-args';

// `site-ops status | head -1`: the reader went away, nothing is left to say.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

// The command line is checked before anything else is loaded: a refused one builds and writes nothing.
const parsed = parseCliArgs(process.argv.slice(2));
if (!parsed.ok) {
  console.error(`site-ops: ${parsed.message}\n(site-ops help lists every verb and flag)`);
  process.exit(USAGE_EXIT_CODE);
} else {
  import('./cli-run')
    .then(({ runCommand }) => runCommand(parsed.invocation))
    .catch((e: unknown) => {
      console.error(e instanceof Error ? e.message : e);
      process.exit(1);
    });
}
