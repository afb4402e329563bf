import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import { getBearerToken } from '@colyseus/core';
import type { Logger } from 'pino';
import { GATE_KEY, takeRefusal } from '../room/gate-note';
import { parseJoinOptions, parseMatchOptions } from '../room/match-options';
import { invokeMatchmaking, isSeatRefusal, MATCHMAKE_PREFIX, matchmakerShuttingDown, matchmakingCorsHeaders } from '../room/colyseus-internals';
import { addressOf, spend } from './address-limits';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';

/** What the gate needs. */
export interface MatchmakeGateOptions {
  maxBodyBytes: number;
  limiter: RateLimiterAbstract;
  log: Logger;
}

/** A clean refusal: HTTP status, stable code, a sentence for the player. */
class Refused extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** `/matchmake/<method>/<room>`: Colyseus's route shape. */
const ROUTE = /^\/([A-Za-z]+)\/([A-Za-z0-9_-]{1,64})\/?(?:\?.*)?$/;

/** Read a request body, refusing one longer than `max` bytes as soon as it is (a 200 MB body once took 900 MB of memory). */
function readBody(req: http.IncomingMessage, max: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length'] ?? 0);
  if (declared > max) return Promise.reject(new Refused(413, 'TOO_LARGE', `A matchmaking request may be at most ${max} bytes.`));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > max) {
        req.removeAllListeners('data');
        req.resume(); // drain without keeping anything
        reject(new Refused(413, 'TOO_LARGE', `A matchmaking request may be at most ${max} bytes.`));
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

/** The options object of a matchmaking request, or a clean refusal. */
function parseOptions(body: Buffer): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = body.length ? JSON.parse(body.toString('utf8')) : {};
  } catch {
    throw new Refused(400, 'BAD_REQUEST', 'A matchmaking request must be JSON.');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Refused(400, 'BAD_REQUEST', 'A matchmaking request must be a JSON object of options.');
  return parsed as Record<string, unknown>;
}

/**
 * What a failed matchmaking call tells the player: a room's own reason (gate-note.ts), a room's
 * own ServerError (HTTP-like codes: bad options, quotas), or a sentence for each Colyseus case.
 * Anything else is logged and answered with a generic sentence: internal text never leaves.
 */
function explain(e: unknown, request: string, log: Logger): Refused {
  if (e instanceof Refused) return e;
  const refusal = takeRefusal(request);
  if (refusal) return new Refused(refusal.code === 'BAD_JOIN_OPTIONS' ? 400 : 409, refusal.code, refusal.message);
  const code = (e as { code?: unknown }).code;
  const message = e instanceof Error ? e.message : '';
  if (typeof code === 'number' && code >= 400 && code < 600) return new Refused(code, code === 429 ? 'TOO_MANY_ROOMS' : code === 503 ? 'SERVER_FULL' : 'REFUSED', message);
  if (isSeatRefusal(e)) return new Refused(409, 'ROOM_FULL', 'That match has no room for you.');
  if (code === 4212) return new Refused(404, 'UNKNOWN_ROOM', 'That match is over or does not exist.');
  if (code === 4214) return new Refused(410, 'RECONNECT_EXPIRED', 'The time to come back to that seat has passed.');
  if (code === 4210 || code === 4211) return new Refused(404, 'NOT_FOUND', 'There is no such kind of room.');
  log.error({ err: e }, 'matchmaking failed');
  return new Refused(500, 'SERVER_ERROR', 'The server could not do that just now; try again.');
}

/**
 * The server's own answer to Colyseus's HTTP matchmaking (`POST /matchmake/<method>/<room>`):
 * a rate limit per address, a capped body that must be a JSON object, the gate's note (who asked)
 * in the options, then Colyseus's matchmaker; errors as `{ code, error }` with a proper status
 * (colyseus.js shows `error`).
 */
export function matchmakeGate(o: MatchmakeGateOptions): http.RequestListener {
  return (req, res) => {
    void (async () => {
      const headers = { ...matchmakingCorsHeaders(req), 'Content-Type': 'application/json' };
      // One id for the request's log lines, the room's (the gate's note carries it) and the response
      // header; always our own, since rooms' refusals are filed under it (gate-note.ts).
      const request = randomUUID();
      res.setHeader('x-request-id', request);
      const reqLog = o.log.child({ req: request });
      const started = performance.now();
      const route = ROUTE.exec((req.url ?? '').slice(MATCHMAKE_PREFIX.length - 1));
      res.on('finish', () => {
        const name = route ? `/matchmake/${route[1]}/${route[2]}` : '(no route)';
        reqLog.info({ method: req.method, route: name, status: res.statusCode, ms: Math.round((performance.now() - started) * 10) / 10 }, 'request');
      });
      try {
        if (req.method === 'OPTIONS') {
          res.writeHead(204, headers).end();
          return;
        }
        if (req.method !== 'POST' || !route) throw new Refused(404, 'NOT_FOUND', 'There is no such matchmaking request.');
        if (matchmakerShuttingDown()) throw new Refused(503, 'SHUTTING_DOWN', 'The server is restarting; try again in a moment.');
        const address = addressOf(req);
        const wait = await spend(o.limiter, address);
        if (wait) throw new Refused(429, 'RATE_LIMITED', `Too many matchmaking requests; try again in ${wait} s.`, { 'Retry-After': String(wait) });
        const options = parseOptions(await readBody(req, o.maxBodyBytes));
        // Join options are refused here at once (a room checks them again): joinOrCreate would otherwise retry for seconds.
        // Options of `match` rooms (the `lobby` room takes none of its own).
        const match = route[2] === 'match';
        if (match && (route[1] === 'create' || route[1] === 'joinOrCreate')) {
          try {
            parseMatchOptions(options);
          } catch (e) {
            throw new Refused(400, 'BAD_MATCH_OPTIONS', (e as Error).message);
          }
        }
        if (route[1] !== 'reconnect' && (match || route[1] === 'joinById')) {
          const join = parseJoinOptions(options);
          if (!join.ok) throw new Refused(400, 'BAD_JOIN_OPTIONS', join.message);
        }
        options[GATE_KEY] = { address, request };
        const token = getBearerToken(req.headers.authorization ?? '');
        const result = await invokeMatchmaking(route[1]!, route[2]!, options, { ...(token ? { token } : {}), headers: req.headers, ip: address, req });
        res.writeHead(200, headers).end(JSON.stringify(result));
      } catch (e) {
        const r = explain(e, request, reqLog);
        if (!res.headersSent) res.writeHead(r.status, { ...headers, ...r.headers }).end(JSON.stringify({ code: r.code, error: r.message }));
      } finally {
        takeRefusal(request);
      }
    })();
  };
}
