import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';
import { matchMaker } from '@colyseus/core';
import type { MatchStore } from '../store/match-store';
import { JOIN_CODES_KEY, normaliseJoinCode } from '../room/join-code';
import { z } from 'zod';
import type { SeatRecord } from '../recovery';
import { seatKeyMatches } from '../room/seat-presence';
import type { MatchRecord } from '../store/match-store';
import { addressOf, spend, type AddressLimiters } from './address-limits';
import { asyncRoute } from './errors';
import { within } from './health';
import { matchListRoute } from './match-list';
import { replayHandler } from './replay';

/** A placeholder page until the web client is built. */
const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Legends of Signum Online</title></head>
<body><h1>Legends of Signum Online</h1><p>The game server is running. The web client has not been built yet.</p>
<p>Matchmaking: <code>POST /matchmake/joinOrCreate/match</code> with <code>{"mode":"duel"}</code>.</p></body></html>`;

/** What the HTTP routes need. */
export interface RoutesOptions {
  store: MatchStore;
  clientDist?: string;
  limiters: AddressLimiters;
  /** How long a presence (Redis) call may take. */
  presenceTimeoutMs: number;
}

/** The header a player proves a seat of a match with (the seat key from `welcome`). */
export const SEAT_KEY_HEADER = 'x-seat-key';

/** The server's HTTP endpoints beside Colyseus's matchmaking (health, readiness and metrics are in health.ts). */
export function httpRoutes(o: RoutesOptions): Router {
  const r = Router();
  r.use(matchListRoute(o.store));

  // A finished match's record and action log, for its own players only (the seat key of one of its
  // seats): it holds the seed and every deck. Anyone else watches it through the replay route.
  r.get('/matches/:id/log', asyncRoute(async (req, res) => {
    const id = MatchIdSchema.safeParse(req.params.id);
    if (!id.success) return void res.status(404).json({ code: 'UNKNOWN_MATCH', message: 'There is no such match.' });
    const m = await o.store.getMatch(id.data);
    if (!m) return void res.status(404).json({ code: 'UNKNOWN_MATCH', message: 'There is no such match.' });
    if (!m.record.finishedAt) return void res.status(409).json({ code: 'NOT_FINISHED', message: 'That match is still being played.' });
    const key = req.get(SEAT_KEY_HEADER);
    if (!key || !seatOfKey(m.record, key)) {
      return void res.status(403).json({ code: 'PLAYERS_ONLY', message: "A match's full log is for its players (send your seat key); anyone may watch its replay." });
    }
    res.json({ record: withoutKeyHashes(m.record), actions: m.actions });
  }));

  // A finished match's public frames (spectator views), for the replay screen.
  r.get('/matches/:id/replay', replayHandler(o.store));

  // A private match's join code → its room id (then join by id, with the code). Limited per address:
  // with a few look-ups a minute, guessing a code among 31^8 is hopeless.
  r.get('/codes/:code', asyncRoute(async (req, res) => {
    const wait = await spend(o.limiters.codes, addressOf(req));
    if (wait) return void res.status(429).set('Retry-After', String(wait)).json({ code: 'RATE_LIMITED', message: `Too many code look-ups; try again in ${wait} s.` });
    const code = normaliseJoinCode(req.params.code ?? '');
    if (!code) return void res.status(404).json({ code: 'UNKNOWN_CODE', message: 'No open match has that code.' });
    let roomId: string | null;
    try {
      roomId = await within(o.presenceTimeoutMs, 'presence', Promise.resolve(matchMaker.presence.hget(JOIN_CODES_KEY, code)));
    } catch {
      return void res.status(503).json({ code: 'UNAVAILABLE', message: 'Join codes cannot be looked up just now; try again shortly.' });
    }
    if (!roomId) return void res.status(404).json({ code: 'UNKNOWN_CODE', message: 'No open match has that code.' });
    res.json({ roomId });
  }));

  const dist = o.clientDist ?? join(__dirname, '..', '..', '..', 'client', 'dist');
  if (existsSync(join(dist, 'index.html'))) r.use(express.static(dist));
  else r.get('/', (_req, res) => void res.type('html').send(PLACEHOLDER));
  return r;
}

/** A match id as rooms make them (Colyseus ids, restored ids). */
const MatchIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** The seat whose key hash in the record matches `key`, if any. */
function seatOfKey(record: MatchRecord, key: string): string | undefined {
  const seats = ((record.config ?? {}) as { seats?: Record<string, SeatRecord | undefined> }).seats ?? {};
  return Object.entries(seats).find(([, s]) => s?.keyHash && seatKeyMatches(key, s.keyHash))?.[0];
}

/** The record without its seats' key hashes (a player is given the log, not the means to pose as the others). */
function withoutKeyHashes(record: MatchRecord): MatchRecord {
  const config = structuredClone((record.config ?? {}) as { seats?: Record<string, SeatRecord | undefined> });
  for (const s of Object.values(config.seats ?? {})) if (s) delete s.keyHash;
  return { ...record, config };
}
