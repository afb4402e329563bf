import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * A redis-server of a test's own on its own port, to stop and start at will (the shared one on
 * 6379 is used by other tests and must never be stopped). No persistence: a restart loses
 * everything, as a real Redis restarted without a dump would.
 */
export class PrivateRedis {
  private proc: ChildProcess | undefined;
  private readonly dir = mkdtempSync(join(tmpdir(), 'signum-redis-'));

  constructor(readonly port: number) {}

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Start it and wait until it accepts connections. */
  async start(): Promise<void> {
    const proc = spawn('redis-server', ['--port', String(this.port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', this.dir], { stdio: ['ignore', 'pipe', 'pipe'] });
    this.proc = proc;
    let out = '';
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`redis-server on ${this.port} did not start: ${out}`)), 10_000);
      proc.stdout!.on('data', (d) => {
        out += d;
        if (/Ready to accept connections/.test(out)) {
          clearTimeout(timer);
          resolve();
        }
      });
      proc.on('exit', (code) => reject(new Error(`redis-server exited (${code}): ${out}`)));
    });
  }

  /** Stop it at once (SIGKILL: an outage, not a shutdown). */
  async stop(): Promise<void> {
    const p = this.proc;
    this.proc = undefined;
    if (!p || p.exitCode !== null) return;
    p.kill('SIGKILL');
    await once(p, 'exit');
  }

  /** Stop it and remove its directory. */
  async dispose(): Promise<void> {
    await this.stop();
    rmSync(this.dir, { recursive: true, force: true });
  }
}
