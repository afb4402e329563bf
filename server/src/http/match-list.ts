import { Router } from 'express';
import { z } from 'zod';
import { asyncRoute } from './errors';
import type { MatchRecord, MatchStore } from '../store/match-store';

/** A seat of a finished match as anyone may see it. */
export interface PublicSeat {
  seat: string;
  name: string;
  bot: boolean;
}

/** A finished match as the lobby lists it: never its seed, decks or seat-key hashes. */
export interface PublicMatchSummary {
  id: string;
  mode: MatchRecord['mode'];
  createdAt: string;
  finishedAt: string;
  result: { winners: string[]; reason: string } | null;
  seats: PublicSeat[];
}

/** The most a client may ask for at once. */
export const MATCH_LIST_MAX = 50;

/**
 * Copy only the public fields of a record, by name: the config also holds the seed (which would
 * reveal every shuffle of a replay before it is watched), the decks and the seat-key hashes.
 */
export function publicSummary(record: MatchRecord): PublicMatchSummary {
  const config = (record.config ?? {}) as { seats?: Record<string, { name?: unknown; bot?: unknown } | undefined> };
  const seats = Object.entries(config.seats ?? {})
    .filter((entry): entry is [string, { name?: unknown; bot?: unknown }] => !!entry[1])
    .map(([seat, s]) => ({ seat, name: typeof s.name === 'string' ? s.name : '', bot: s.bot === true }))
    .sort((a, b) => a.seat.localeCompare(b.seat));
  const r = record.result as { winners?: unknown; reason?: unknown } | undefined;
  const result = r && Array.isArray(r.winners)
    ? { winners: r.winners.filter((w): w is string => typeof w === 'string'), reason: typeof r.reason === 'string' ? r.reason : '' }
    : null;
  return { id: record.id, mode: record.mode, createdAt: record.createdAt, finishedAt: record.finishedAt ?? '', result, seats };
}

/** The query of `GET /matches`: only finished matches are listed; `limit` from 1 to MATCH_LIST_MAX (default 20). */
export const MatchListQuery = z
  .object({
    finished: z.literal('1', { error: 'only finished matches are listed here (ask with finished=1)' }),
    limit: z.string().regex(/^\d{1,3}$/, { error: `must be a whole number from 1 to ${MATCH_LIST_MAX}` }).transform(Number).pipe(z.number().int().min(1).max(MATCH_LIST_MAX)).default(20),
  })
  .strict();

/** `GET /matches?finished=1&limit=20`: the most recently finished matches, public fields only, for replays. */
export function matchListRoute(store: MatchStore): Router {
  const r = Router();
  r.get('/matches', asyncRoute(async (req, res) => {
    const q = MatchListQuery.safeParse(req.query);
    if (!q.success) {
      const issue = q.error.issues[0];
      return void res.status(400).json({ code: 'BAD_QUERY', message: `Bad query: ${issue?.path.join('.') || 'query'}: ${issue?.message ?? 'invalid'}.` });
    }
    const records = await store.finishedMatches(q.data.limit);
    res.json({ matches: records.map(publicSummary) });
  }));
  return r;
}
