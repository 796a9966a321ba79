// The browsers' content processes and their resident memory, read from Linux's /proc: the long
// visit's memory figure in the engines that expose no JavaScript heap to a page.
import { readdirSync, readFileSync } from 'node:fs';

interface ProcessInfo {
  pid: number;
  ppid: number;
  cmdline: string;
}

function processes(): ProcessInfo[] {
  const found: ProcessInfo[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // The fields after the command's name (which may hold spaces) in parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      const cmdline = readFileSync(`/proc/${name}/cmdline`, 'utf8').replaceAll('\0', ' ');
      found.push({ pid: Number(name), ppid, cmdline });
    } catch {
      // The process ended while being read.
    }
  }
  return found;
}

/** The descendants of `root` whose command line matches `pattern`. */
export function descendantPids(root: number, pattern: RegExp): number[] {
  const all = processes();
  const inTree = new Set([root]);
  for (let grew = true; grew;) {
    grew = false;
    for (const p of all) {
      if (inTree.has(p.ppid) && !inTree.has(p.pid)) {
        inTree.add(p.pid);
        grew = true;
      }
    }
  }
  return all
    .filter((p) => p.pid !== root && inTree.has(p.pid) && pattern.test(p.cmdline))
    .map((p) => p.pid);
}

/** The resident memory of the processes, summed (bytes; VmRSS of /proc/<pid>/status). */
export function residentBytes(pids: readonly number[]): number {
  let total = 0;
  for (const pid of pids) {
    try {
      const kb = /VmRSS:\s+(\d+)\s+kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
      total += Number(kb ?? 0) * 1024;
    } catch {
      // The process ended.
    }
  }
  return total;
}
