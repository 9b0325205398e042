// npm start: install, build every part, deploy the remotes to the local CDN, start the api that
// serves page, registry, CDN and api at one URL.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { install, REPO, siteOps, step } from './lib.mjs';

const t0 = Date.now();
install();
step('build shell', process.execPath, siteOps('build-shell'));
step('build + deploy remotes', process.execPath, siteOps('deploy-all'));
const port = process.env.PORT ?? '8080';
console.log(`\nready to serve after ${((Date.now() - t0) / 1000).toFixed(1)} s`);
const api = spawn(path.join(REPO, 'node_modules/.bin/tsx'), [path.join(REPO, 'api/src/main.ts')], {
  stdio: 'inherit',
  // The README's demo members are seeded unless SEED_DEMO=0.
  env: { ...process.env, PORT: port, SEED_DEMO: process.env.SEED_DEMO ?? '1', API_LOG: process.env.API_LOG ?? '0' },
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => api.kill(sig));
api.on('exit', (code) => process.exit(code ?? 0));
