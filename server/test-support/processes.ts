import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** The repository root (server/test-support/../..). */
export const REPO_ROOT = join(__dirname, '..', '..');

/**
 * The command `npm start` runs once it has built (the root package.json's `start`: node, its flags,
 * the bundle), as words. docker-compose.yml runs its servers the same way, and the server bench gives
 * its servers the same node flags.
 */
export function startCommand(root = REPO_ROOT): string[] {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  return pkg.scripts.start.split(/\s+/);
}

/** The node flags of `startCommand` (between `node` and the bundle). */
export function startNodeFlags(root = REPO_ROOT): string[] {
  return startCommand(root).filter((word) => word.startsWith('--'));
}

/** A free TCP port on loopback (asked from the OS, then released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const a = s.address();
      const port = typeof a === 'object' && a ? a.port : 0;
      s.close(() => resolve(port));
    });
  });
}

/** A child process and what it printed. */
export interface Spawned {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the first stdout line matching `re` (rejects on exit or after `ms`). */
  waitFor(re: RegExp, ms?: number): Promise<RegExpMatchArray>;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
}

/** How a child process is run: `args` for the file, a `stdin` pipe to write to, `root` (another checkout), `nodeArgs` for node itself (--cpu-prof). */
type SpawnOptions = { stdin?: boolean; args?: string[]; root?: string; nodeArgs?: string[] };

/**
 * Run a TypeScript file with tsx (decorators as in server/tsconfig.json), from the repository root
 * (or `root`, another checkout of it).
 */
export function spawnTs(file: string, env: Record<string, string>, o: SpawnOptions = {}): Spawned {
  const root = o.root ?? REPO_ROOT;
  return spawnNode(['--import', 'tsx', file], { TSX_TSCONFIG_PATH: join(root, 'server', 'tsconfig.json'), ...env }, o);
}

/** Run a JavaScript file (a bundle) with plain node, from the repository root (or `root`). */
export function spawnJs(file: string, env: Record<string, string>, o: SpawnOptions = {}): Spawned {
  return spawnNode([file], env, o);
}

function spawnNode(run: string[], env: Record<string, string>, o: SpawnOptions): Spawned {
  const child = spawn(process.execPath, [...(o.nodeArgs ?? []), ...run, ...(o.args ?? [])], {
    cwd: o.root ?? REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: [o.stdin ? 'pipe' : 'ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    child,
    output: () => out,
    exited,
    waitFor: (re, ms = 30_000) =>
      new Promise((resolve, reject) => {
        const timer = setTimeout(() => done(new Error(`no line matching ${re} within ${ms} ms; output:\n${out}`)), ms);
        const check = () => {
          const m = out.match(re);
          if (m) done(null, m);
        };
        const onExit = (code: number | null) => done(new Error(`process exited (${code}) before printing ${re}; output:\n${out}`));
        function done(err: Error | null, m?: RegExpMatchArray) {
          clearTimeout(timer);
          child.stdout!.off('data', check);
          child.off('exit', onExit);
          if (err) reject(err);
          else resolve(m!);
        }
        child.stdout!.on('data', check);
        child.once('exit', onExit);
        check();
      }),
  };
}

/** Stop a process we started: SIGTERM, then SIGKILL after `ms`; resolves with its exit code. */
export async function stop(p: Spawned, ms = 10_000): Promise<number | null> {
  if (p.child.exitCode !== null || p.child.signalCode !== null) return p.child.exitCode;
  p.child.kill('SIGTERM');
  const timer = setTimeout(() => p.child.kill('SIGKILL'), ms);
  const code = await p.exited;
  clearTimeout(timer);
  return code;
}
