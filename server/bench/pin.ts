import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/**
 * `npm run bench:server -- --pin`: the server under benchmark on a core of its own, and the bench's
 * process, which plays every client (or starts the processes that do, `--client-procs`: they inherit
 * its cores), on the others (Linux's `taskset`). Issue 16 asks for 500 matches on a core; unpinned, on
 * a two-core machine, the server's threads and the clients' share both cores, so a send's latency
 * waits for the clients' work as much as for the server's.
 */
export interface CoreSplit {
  /** The server's core (the machine's last). */
  server: string;
  /** Every other core, for the clients. */
  clients: string;
}

/** How `cores` cores are shared out: the last to the server, the rest to the clients. */
export function splitCores(cores = availableParallelism()): CoreSplit {
  if (cores < 2) throw new Error(`--pin needs at least two cores: one for the server, one for its clients (this machine has ${cores})`);
  return { server: String(cores - 1), clients: cores === 2 ? '0' : `0-${cores - 2}` };
}

/**
 * Keep every thread of process `pid` on the cores of `cpuList` (taskset's list: "1", "0-2"). A thread
 * made later (libuv's pool starts on first use) inherits the cores of the thread that makes it.
 */
export function pinProcess(pid: number, cpuList: string): void {
  let cores: string[];
  try {
    execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', cpuList, String(pid)], { stdio: 'pipe' });
    // taskset --all-tasks ends well for a process that has gone: the kernel's own list says whether the pin took.
    cores = coresOfThreads(pid);
  } catch (e) {
    throw new Error(`--pin could not keep process ${pid} on cores ${cpuList} (taskset, from util-linux, on Linux): ${(e as Error).message}`);
  }
  const off = cores.filter((c) => c !== cpuList);
  if (off.length > 0) throw new Error(`--pin could not keep process ${pid} on cores ${cpuList}: ${off.length} of its ${cores.length} threads may still run on ${off[0]}`);
}

/**
 * The cores each thread of process `pid` may run on, as the kernel lists them (Linux's /proc); a
 * thread that ends while they are read is left out. Throws for a process that has gone.
 */
export function coresOfThreads(pid: number): string[] {
  return readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
    let status: string;
    try {
      status = readFileSync(`/proc/${pid}/task/${tid}/status`, 'utf8');
    } catch {
      return [];
    }
    return [/^Cpus_allowed_list:\s*(\S+)$/m.exec(status)?.[1] ?? '?'];
  });
}
