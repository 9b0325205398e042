// npm run drill -- NAME: a drill of the site's production shape, started on loopback and stopped at the end.
//   cluster  PostgreSQL, Redis, two api instances behind HAProxy (deploy/haproxy.cfg); 1,200 money operations through
//            the balancer, one instance SIGKILLed in the middle and restarted, clients retrying under the same keys;
//            ends with one line of JSON {"instances","killed","ops","acked","lost","duplicated","discrepancies",
//            "failoverMs"} (ops/src/drill/cluster-drill.ts). Not part of npm test.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { install, REPO } from './lib.mjs';

const DRILLS = { cluster: 'ops/src/drill/cluster-drill.ts' };

const name = process.argv[2];
const file = DRILLS[name];
if (!file) {
  console.error(`用法：npm run drill -- <${Object.keys(DRILLS).join('|')}>${name ? `（没有名为 ${name} 的演练）` : ''}`);
  process.exit(2);
}
// A fresh clone has no node_modules yet (as npm start and npm test, the drill installs first).
install();
const res = spawnSync(process.execPath, ['--import', 'tsx', path.join(REPO, file)], { cwd: REPO, stdio: 'inherit' });
process.exit(res.status ?? 1);
