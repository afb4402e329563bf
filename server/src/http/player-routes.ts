import express, { Router, type NextFunction, type Request, type Response } from 'express';
import { RATING_FAMILIES, type RatingFamily } from '@signum/shared';
import { AccountError, publicPlayer, type Accounts } from '../players/accounts';
import { publicRating } from '../players/ratings';
import { bearerToken } from '../players/tokens';
import type { MatchStore } from '../store/match-store';
import type { PlayerStore } from '../store/player-store';

/** A body that is not JSON, or too big, is a 400 with a sentence (express would answer with an HTML page). */
export function badBody(err: { type?: string; status?: number }, _req: Request, res: Response, next: NextFunction): void {
  if (err?.type === 'entity.parse.failed' || err?.type === 'entity.too.large' || err?.status === 400) {
    return void res.status(400).json({ code: 'MALFORMED', message: 'The request body is not the JSON the server expects.' });
  }
  next(err);
}

/**
 * Accounts, profiles, the leaderboard and a finished match's chat:
 * POST /players/guest, GET /players/me, PUT /players/me/name, POST /accounts/register | login | logout,
 * GET /players/:id, GET /leaderboard?family=, GET /matches/:id/chat.
 * Every refusal is `{ code, message }` with a 4xx status, and changes nothing.
 */
export function playerRoutes(accounts: Accounts, players: PlayerStore, matches: MatchStore): Router {
  const r = Router();
  const json = express.json({ limit: '4kb' });
  const token = (req: Request) => bearerToken(req.get('authorization'));

  /** Run a handler; AccountErrors become their status and sentence, anything else a 500 without details. */
  const handle = (work: (req: Request, res: Response) => Promise<unknown>) => async (req: Request, res: Response) => {
    try {
      res.json(await work(req, res));
    } catch (err) {
      if (err instanceof AccountError) return void res.status(err.status).json({ code: err.code, message: err.message });
      console.error('[players]', err);
      res.status(500).json({ code: 'SERVER_ERROR', message: 'Something went wrong on the server. Try again.' });
    }
  };

  r.post('/players/guest', json, handle((req) => accounts.createGuest((req.body as { name?: unknown } | undefined)?.name)));
  r.get('/players/me', handle(async (req) => publicPlayer(await accounts.playerOf(token(req)))));
  r.put('/players/me/name', json, handle((req) => accounts.rename(token(req), (req.body as { name?: unknown } | undefined)?.name)));
  r.post('/accounts/register', json, handle((req) => accounts.register(token(req), req.body)));
  r.post('/accounts/login', json, handle((req) => accounts.login(req.body)));
  r.post('/accounts/logout', handle(async (req) => (await accounts.logout(token(req)), { ok: true })));

  r.get('/players/:id', handle(async (req) => {
    const p = await players.getPlayer(String(req.params.id));
    if (!p) throw new AccountError(404, 'UNKNOWN_PLAYER', 'There is no such player.');
    const [ratings, matches] = await Promise.all([players.ratingsOf(p.id), players.matchesOf(p.id, 20)]);
    return { player: publicPlayer(p), ratings: ratings.map(publicRating), matches };
  }));

  r.get('/leaderboard', handle(async (req) => {
    const family = String(req.query.family ?? 'duel') as RatingFamily;
    if (!RATING_FAMILIES.includes(family)) throw new AccountError(400, 'BAD_FAMILY', `Choose one of: ${RATING_FAMILIES.join(', ')}.`);
    const limit = Math.min(100, Math.max(1, Number(req.query.limit) || 50));
    const rows = await players.leaderboard(family, limit);
    return { family, rows: rows.map((row) => ({ playerId: row.playerId, name: row.name, ...publicRating(row) })) };
  }));

  // A finished match's chat for its replay: public and spectator lines to anyone; a side's team lines
  // only to a logged-in player who sat on that side (proven by their session token).
  r.get('/matches/:id/chat', handle(async (req) => {
    const id = String(req.params.id);
    // While a match is played its spectators' lines are theirs alone, so nothing is served before the end.
    const match = await matches.getMatch(id);
    if (!match) throw new AccountError(404, 'UNKNOWN_MATCH', 'There is no such match.');
    if (!match.record.finishedAt) throw new AccountError(409, 'NOT_FINISHED', 'That match is still being played.');
    const seats = await players.matchSeats(id);
    const lines = await players.chatOf(id);
    const t = token(req);
    const me = t ? await accounts.playerOf(t).catch(() => undefined) : undefined;
    const myTeams = new Set(seats.filter((s) => me && s.playerId === me.id && s.team).map((s) => s.team));
    return { lines: lines.filter((l) => l.channel !== 'team' || (l.team && myTeams.has(l.team))) };
  }));
  r.use(badBody);
  return r;
}
