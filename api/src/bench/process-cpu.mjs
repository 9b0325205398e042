// The CPU time a process has used, from /proc/<pid>/stat (Linux): the one reader the benches share (the api's
// bench clients under tsx and the repository's bench scripts under plain node), so it is plain JavaScript.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

/** Linux clock ticks per second, the unit of stat's times (100 unless getconf says otherwise). */
const CLK_TCK = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** A process's CPU time (user + system) in seconds so far; null without a pid, or off Linux. */
export function cpuSecondsOf(pid) {
  if (!pid) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command name (which may hold spaces) start at the last ')'; utime and stime are 14 and 15.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / CLK_TCK;
  } catch {
    return null;
  }
}
