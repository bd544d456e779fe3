// CPU time of a process and its live descendants, from /proc (Linux), for CPU per request.
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

function childrenOf(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8')
        .split(/\s+/)
        .filter(Boolean)
        .map(Number),
    );
  } catch {
    return [];
  }
}

/**
 * Seconds of CPU used by `pid` and its children: its own user and system time, that of children
 * it has waited for (a PostgreSQL backend that ended), and that of the live ones. 0 when gone.
 */
export function cpuSeconds(pid: number): number {
  let stat: string;
  try {
    stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return 0;
  }
  // The fields after the command name, from the state (field 3): utime is field 14.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = [11, 12, 13, 14].reduce((sum, index) => sum + Number(fields[index] ?? 0), 0);
  return (
    ticks / ticksPerSecond + childrenOf(pid).reduce((sum, child) => sum + cpuSeconds(child), 0)
  );
}
