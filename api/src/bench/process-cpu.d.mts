/** A process's CPU time (user + system) in seconds so far; null without a pid, or off Linux. */
export function cpuSecondsOf(pid: number | undefined): number | null;
