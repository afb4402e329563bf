import type { ErrorRequestHandler, RequestHandler } from 'express';
import type { Logger } from 'pino';
import { requestLogger } from './request-log';

/** Unknown routes: a JSON 404 (not express's HTML page). */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ code: 'NOT_FOUND', message: 'There is nothing here.' });
};

/**
 * The last handler: an error is logged with its stack and the request, and the client gets a
 * stable code and a sentence, never a stack trace or internal text (`/codes/%` once answered
 * with express's URIError page and its stack).
 */
export function errorHandler(log: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const status = typeof err?.status === 'number' && err.status >= 400 && err.status < 500 ? err.status : 500;
    if (status >= 500) requestLogger(res, log).error({ err, method: req.method, path: req.path }, 'request failed');
    if (res.headersSent) return void res.end();
    if (status === 500) return void res.status(500).json({ code: 'SERVER_ERROR', message: 'The server could not do that just now; try again.' });
    res.status(status).json({ code: 'BAD_REQUEST', message: 'That request could not be read.' });
  };
}

/** An async route whose failure goes to the error handler (express 4 does not catch rejected promises). */
export function asyncRoute(fn: (...a: Parameters<RequestHandler>) => Promise<unknown>): RequestHandler {
  return (req, res, next) => void fn(req, res, next).catch(next);
}
