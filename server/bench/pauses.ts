import { constants, PerformanceObserver, performance } from 'node:perf_hooks';

/**
 * When a process's event loop stood still, on a clock every process of the machine shares (ms since
 * the epoch, sub-millisecond: `performance.timeOrigin` + the entry's own time). The bench server and
 * the bench client each keep their own, so that an action that took long can be laid against both
 * (`whereSlowActionsWaited`).
 */
export interface Pause {
  at: number;
  ms: number;
}

/** A garbage collection's pause, with the collector's kind. */
export interface GcPause extends Pause {
  kind: 'scavenge' | 'markCompact' | 'incrementalMark' | 'weakCallbacks' | 'other';
}

const GC_KINDS: Record<number, GcPause['kind']> = {
  [constants.NODE_PERFORMANCE_GC_MINOR]: 'scavenge',
  [constants.NODE_PERFORMANCE_GC_MAJOR]: 'markCompact',
  [constants.NODE_PERFORMANCE_GC_INCREMENTAL]: 'incrementalMark',
  [constants.NODE_PERFORMANCE_GC_WEAKCB]: 'weakCallbacks',
};

/** Long enough to matter for a patch's p99, short enough that the kept list stays small. */
const STALL_MS = 10;
/** How often the stall watch wakes: at this rate a few µs a wake are lost in the run's CPU. */
const WATCH_EVERY_MS = 5;

/**
 * Records this process's garbage-collection pauses (`gc`, by the collector's own report, on the
 * event loop's thread) and its other stalls (`stalls`: a timer that woke over STALL_MS late: the
 * loop was busy, a collection included), from `reset` on: the two lists are emptied in place, so
 * read them before the next reset.
 */
export function recordPauses(): { gc: GcPause[]; stalls: Pause[]; reset(): void } {
  const gc: GcPause[] = [];
  const stalls: Pause[] = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      const kind = GC_KINDS[(e as unknown as { detail: { kind: number } }).detail.kind] ?? 'other';
      gc.push({ at: performance.timeOrigin + e.startTime, ms: e.duration, kind });
    }
  }).observe({ entryTypes: ['gc'] });
  let due = performance.now() + WATCH_EVERY_MS;
  setInterval(() => {
    const now = performance.now();
    const late = now - due;
    if (late > STALL_MS) stalls.push({ at: performance.timeOrigin + due, ms: late });
    due = now + WATCH_EVERY_MS;
  }, WATCH_EVERY_MS).unref();
  return {
    gc,
    stalls,
    reset() {
      gc.length = 0;
      stalls.length = 0;
    },
  };
}

/** The collections' count and pause ms by kind. */
export function gcByKind(gc: readonly GcPause[]): Partial<Record<GcPause['kind'], { count: number; ms: number }>> {
  const by: Partial<Record<GcPause['kind'], { count: number; ms: number }>> = {};
  for (const p of gc) {
    const k = (by[p.kind] ??= { count: 0, ms: 0 });
    k.count++;
    k.ms += p.ms;
  }
  for (const k of Object.values(by)) k.ms = Math.round(k.ms);
  return by;
}

/** An action from its send (`at`, epoch ms as in Pause) to the last client's patch. */
export interface Timed {
  at: number;
  ms: number;
}

const overlaps = (a: Timed, p: Pause): boolean => p.at < a.at + a.ms && a.at < p.at + p.ms;

/**
 * Of the actions that took over `overMs`, how many overlapped each kind of pause, taken in this
 * order (an action is counted under the first that applies): a server garbage collection, another
 * stall of the server's loop, a bench client's collection, another stall of the client's loop; the
 * rest waited for none of these (a core, the disk, the commit interval).
 */
export function whereSlowActionsWaited(actions: readonly Timed[], overMs: number, server: { gc: Pause[]; stalls: Pause[] }, client: { gc: Pause[]; stalls: Pause[] }) {
  const slow = actions.filter((a) => a.ms > overMs);
  const counts = { serverGc: 0, serverStall: 0, clientGc: 0, clientStall: 0, none: 0 };
  for (const a of slow) {
    if (server.gc.some((p) => overlaps(a, p))) counts.serverGc++;
    else if (server.stalls.some((p) => overlaps(a, p))) counts.serverStall++;
    else if (client.gc.some((p) => overlaps(a, p))) counts.clientGc++;
    else if (client.stalls.some((p) => overlaps(a, p))) counts.clientStall++;
    else counts.none++;
  }
  const longest = (ps: Pause[]) => Math.round(Math.max(0, ...ps.map((p) => p.ms)) * 10) / 10;
  return {
    overMs,
    actions: slow.length,
    ...counts,
    server: { gcPauses: server.gc.length, longestGcMs: longest(server.gc), stalls: server.stalls.length, longestStallMs: longest(server.stalls) },
    client: { gcPauses: client.gc.length, longestGcMs: longest(client.gc), stalls: client.stalls.length, longestStallMs: longest(client.stalls) },
  };
}

/** Where one bench process's slow actions waited (`whereSlowActionsWaited`). */
export type Waits = ReturnType<typeof whereSlowActionsWaited>;

/**
 * The slow actions of several bench processes together (`--client-procs`): each process laid its
 * own actions against the server's pauses and its own, since a collection of one client process
 * holds only that process's clients. The server's pauses are the same in each, the clients' summed.
 */
export function addWaits(parts: readonly Waits[]): Waits {
  const [first, ...rest] = parts;
  if (!first) throw new Error('addWaits needs at least one process');
  const sum = structuredClone(first);
  for (const w of rest) {
    sum.actions += w.actions;
    sum.serverGc += w.serverGc;
    sum.serverStall += w.serverStall;
    sum.clientGc += w.clientGc;
    sum.clientStall += w.clientStall;
    sum.none += w.none;
    sum.client.gcPauses += w.client.gcPauses;
    sum.client.stalls += w.client.stalls;
    sum.client.longestGcMs = Math.max(sum.client.longestGcMs, w.client.longestGcMs);
    sum.client.longestStallMs = Math.max(sum.client.longestStallMs, w.client.longestStallMs);
  }
  return sum;
}
