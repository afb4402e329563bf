/**
 * Microseconds of CPU time this process used since `since` (a `process.cpuUsage()`), all its threads
 * (the garbage collector's helpers too). On a shared machine, time spent waiting for a core does not
 * count, unlike the wall clock's.
 */
export function cpuMicrosSince(since: NodeJS.CpuUsage): number {
  const d = process.cpuUsage(since);
  return d.user + d.system;
}

/** Mean microseconds of CPU time per call of `fn` over `inputs` (after a short warm-up); `sink` keeps results alive. */
export function meanMicros<T>(inputs: readonly T[], fn: (input: T) => unknown): { micros: number; sink: number } {
  let sink = 0;
  for (let i = 0; i < Math.min(1000, inputs.length); i++) if (fn(inputs[i] as T)) sink++;
  const pass = timedPass(inputs, fn);
  return { micros: pass.micros, sink: sink + pass.sink };
}

/**
 * Mean microseconds of CPU time per call of `fn` over `inputs` on warm code: `passes` timed passes
 * over the same inputs, the median of their means. One pass (`meanMicros`) is mostly V8 compiling
 * the code the inputs reach: `apply` over the bench's positions took 136–173 µs a call in its first
 * pass and 31–50 µs by the tenth (shared/bench/README.md, the twenty-fifth machine), and a search
 * calls it warm.
 */
export function warmMeanMicros<T>(inputs: readonly T[], fn: (input: T) => unknown, passes: number): { micros: number; sink: number } {
  const runs = Array.from({ length: passes }, () => timedPass(inputs, fn));
  return { micros: median(runs.map((r) => r.micros)), sink: runs.reduce((n, r) => n + r.sink, 0) };
}

/** One timed pass of `fn` over `inputs`: mean µs of CPU time per call, and how many calls returned something truthy. */
function timedPass<T>(inputs: readonly T[], fn: (input: T) => unknown): { micros: number; sink: number } {
  let sink = 0;
  const t0 = process.cpuUsage();
  for (const x of inputs) if (fn(x)) sink++;
  return { micros: cpuMicrosSince(t0) / Math.max(1, inputs.length), sink };
}

/** The middle value of `xs` (the mean of the two middle ones for an even count). */
export function median(xs: readonly number[]): number {
  const v = [...xs].sort((a, b) => a - b);
  const mid = v.length >> 1;
  return v.length % 2 ? v[mid]! : (v[mid - 1]! + v[mid]!) / 2;
}

/** A fixed-width text table: the first row is the header; the first and (from three columns) last columns are text. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]?.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length))) ?? [];
  const last = widths.length - 1;
  const line = (r: readonly string[]): string =>
    r.map((c, i) => (i === 0 || (i === last && last > 1) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ').trimEnd();
  const rule = widths.map((w) => '-'.repeat(w)).join('  ');
  return [line(rows[0] ?? []), rule, ...rows.slice(1).map(line)].join('\n');
}
