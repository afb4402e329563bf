import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';

/** A request id a client or proxy may hand us: short and plain, so it cannot forge log lines. */
const GIVEN_ID = /^[A-Za-z0-9_.-]{1,64}$/;

/** The request's id: the caller's `x-request-id` when it is plain, else a new one; echoed in the response. */
export function requestIdOf(req: http.IncomingMessage, res: http.ServerResponse): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && GIVEN_ID.test(given) ? given : randomUUID();
  if (!res.headersSent) res.setHeader('x-request-id', id);
  return id;
}

/** The logger of one HTTP request (its lines carry `req`), kept in res.locals by `requestLog`. */
export function requestLogger(res: { locals: Record<string, unknown> }, fallback: Logger): Logger {
  return (res.locals.log as Logger | undefined) ?? fallback;
}

/**
 * Every HTTP request gets an id and a child logger carrying it (`req`), and one line when it is
 * answered: method, the route it matched (`/codes/:code`, never the code itself), status and time.
 * No header, query or body is logged (tokens and seat keys travel there).
 */
export function requestLog(log: Logger): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const id = requestIdOf(req, res);
    const child = log.child({ req: id });
    res.locals.log = child;
    res.on('finish', () => {
      const route = req.route ? `${req.baseUrl}${(req.route as { path: string }).path}` : '(no route)';
      child.info({ method: req.method, route, status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10 }, 'request');
    });
    next();
  };
}
