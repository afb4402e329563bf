import { existsSync } from 'node:fs';
import { join } from 'node:path';
import express, { Router } from 'express';
import { matchMaker } from '@colyseus/core';
import type { MatchStore } from '../store/match-store';
import { JOIN_CODES_KEY, normaliseJoinCode } from '../room/join-code';
import { matchListRoute } from './match-list';
import { replayHandler } from './replay';

/** A placeholder page until the web client is built. */
const PLACEHOLDER = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Legends of Signum Online</title></head>
<body><h1>Legends of Signum Online</h1><p>The game server is running. The web client has not been built yet.</p>
<p>Matchmaking: <code>POST /matchmake/joinOrCreate/match</code> with <code>{"mode":"duel"}</code>.</p></body></html>`;

/** The server's HTTP endpoints beside Colyseus's matchmaking. */
export function httpRoutes(o: { store: MatchStore; clientDist?: string }): Router {
  const r = Router();
  r.get('/health', (_req, res) => {
    res.json({ ok: true });
  });

  r.use(matchListRoute(o.store));

  // A finished match's record and action log, for replays.
  r.get('/matches/:id/log', async (req, res) => {
    try {
      const m = await o.store.getMatch(req.params.id);
      if (!m) return void res.status(404).json({ code: 'UNKNOWN_MATCH', message: 'There is no such match.' });
      if (!m.record.finishedAt) return void res.status(409).json({ code: 'NOT_FINISHED', message: 'That match is still being played.' });
      res.json({ record: m.record, actions: m.actions });
    } catch {
      res.status(500).json({ code: 'STORE_FAILED', message: 'The match log could not be read.' });
    }
  });

  // A finished match's public frames (spectator views), for the replay screen.
  r.get('/matches/:id/replay', replayHandler(o.store));

  // A private match's join code → its room id (then join by id).
  r.get('/codes/:code', async (req, res) => {
    const code = normaliseJoinCode(req.params.code);
    const roomId = code ? await matchMaker.presence.hget(JOIN_CODES_KEY, code) : null;
    if (!roomId) return void res.status(404).json({ code: 'UNKNOWN_CODE', message: 'No open match has that code.' });
    res.json({ roomId });
  });

  const dist = o.clientDist ?? join(__dirname, '..', '..', '..', 'client', 'dist');
  if (existsSync(join(dist, 'index.html'))) r.use(express.static(dist));
  else r.get('/', (_req, res) => void res.type('html').send(PLACEHOLDER));
  return r;
}
