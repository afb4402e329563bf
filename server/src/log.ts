import { format } from 'node:util';
import pino, { type Logger } from 'pino';

export type { Logger } from 'pino';

/**
 * Keys whose values never reach a log line, wherever they sit: seat keys, reconnection tokens,
 * auth headers, passwords in URLs, and whole game states or hands (hidden cards).
 */
export const REDACTED_KEYS = ['seatKey', 'reconnectionToken', 'token', 'authorization', 'password', 'hand', 'game', 'secret', 'DATABASE_URL', 'REDIS_URL'];

/** The server's structured logger (JSON lines on stdout). Context goes in child loggers: `log.child({ room, seat })`. */
export function createLogger(level: string, destination?: pino.DestinationStream): Logger {
  const paths = REDACTED_KEYS.flatMap((k) => [k, `*.${k}`, `*.*.${k}`]);
  const options = { level, base: { service: 'signum' }, redact: { paths, censor: '[redacted]' } };
  return destination ? pino(options, destination) : pino(options);
}

/** Colyseus's logger interface (console-like arguments) over pino, for `new Server({ logger })`. */
export function colyseusLogger(log: Logger): Record<'debug' | 'error' | 'info' | 'trace' | 'warn', (...args: unknown[]) => void> {
  const child = log.child({ from: 'colyseus' });
  return {
    debug: (...a) => child.debug(format(...a)),
    error: (...a) => child.error(format(...a)),
    info: (...a) => child.info(format(...a)),
    trace: (...a) => child.trace(format(...a)),
    warn: (...a) => child.warn(format(...a)),
  };
}

let current: Logger = pino({ level: process.env.LOG_LEVEL || 'silent' });

/** This process's logger (set by createServer; silent until then unless LOG_LEVEL says otherwise). */
export function log(): Logger {
  return current;
}

/**
 * A match room's logger: every line carries the room id, and the seat when the line is about one
 * (`seat`, e.g. 'p2'). What a seat is known by in logs is its seat id: never its seat key, a
 * session token or a card it holds (REDACTED_KEYS catches them if one is passed by mistake).
 */
export function roomLog(room: string, seat?: string | null): Logger {
  return current.child(seat ? { room, seat } : { room });
}

/**
 * One room's loggers, one per seat, each made once: pino's `child` runs its bindings through the
 * redaction every time it is called, and a bench match made a dozen (joined, left, started, ended:
 * server/bench/README.md). Made again after `setLog` replaces the process logger, and for a
 * room whose id changed (a restored match takes its stored id).
 */
export class RoomLogs {
  private readonly made = new Map<string, Logger>();
  private madeFrom: Logger | undefined;

  constructor(private readonly roomId: () => string) {}

  /** roomLog(room, seat), from the ones made already. */
  of(seat?: string | null): Logger {
    if (this.madeFrom !== current) {
      this.made.clear();
      this.madeFrom = current;
    }
    const room = this.roomId();
    const key = `${room}|${seat ?? ''}`;
    let logger = this.made.get(key);
    if (!logger) this.made.set(key, (logger = roomLog(room, seat)));
    return logger;
  }
}

/** Set this process's logger. */
export function setLog(l: Logger): void {
  current = l;
}

/**
 * Log a promise rejection nobody handled instead of dying of it: during a Redis outage Colyseus's
 * own presence writes (client counts, listings) fail with nobody awaiting them, and one player's
 * join must not take every running match down with the process.
 */
export function logUnhandledRejections(l: Logger): (err: unknown) => void {
  const handler = (err: unknown) => l.error({ err }, 'unhandled rejection');
  process.on('unhandledRejection', handler);
  return handler;
}
