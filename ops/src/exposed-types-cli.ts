import path from 'node:path';
import { EXPOSED_PROPS_DIR, writeExposedTypes } from './exposed-types';
import { REPO } from './paths';

// npm run exposed-types: the props types of every remote's exposed parcels, into the folder the shell's tsc reads.
writeExposedTypes()
  .then((changed) =>
    console.log(
      changed.length === 0 ? `exposed props: ${path.relative(REPO, EXPOSED_PROPS_DIR)} is up to date` : `exposed props written for: ${changed.join(', ')}`,
    ),
  )
  .catch((e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  });
