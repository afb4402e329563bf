import express, { Router } from 'express';
import { matchMaker } from '@colyseus/core';
import { ratingFamily } from '@signum/shared';
import type { Accounts } from '../players/accounts';
import { badBody } from './player-routes';
import { ratingFor } from '../players/ratings';
import { bearerToken } from '../players/tokens';
import type { PlayerStore } from '../store/player-store';

/** How far apart (display rating) a waiting room and a newcomer may be at first, and how the band widens as the room waits. */
export const PAIRING_BAND = 150;
export const PAIRING_WIDENS_PER_10S = 100;

/** A waiting quick-match room as the pairing sees it. */
export interface WaitingRoom {
  roomId: string;
  /** The mean rating of its seated players. */
  rating: number;
  /** Milliseconds since it opened. */
  waitedMs: number;
}

/**
 * Choose the waiting room nearest in rating whose band (widening the longer it waits) reaches the
 * newcomer; null means open a new room. With one room waiting long enough, anyone is paired with it.
 */
export function nearestRoom(rooms: readonly WaitingRoom[], rating: number): string | null {
  let best: { id: string; gap: number } | null = null;
  for (const r of rooms) {
    const gap = Math.abs(r.rating - rating);
    const band = PAIRING_BAND + PAIRING_WIDENS_PER_10S * Math.floor(r.waitedMs / 10_000);
    if (gap <= band && (!best || gap < best.gap)) best = { id: r.roomId, gap };
  }
  return best?.id ?? null;
}

/**
 * POST /quickmatch `{ mode }` with the player's session: the public room of that mode with a free
 * seat whose players are nearest in rating (pairing-by-rating when several wait), as `{ roomId }`,
 * or `{ roomId: null }`: create one. Quick matches are the rated ones.
 */
export function quickMatchRoute(accounts: Accounts, players: PlayerStore): Router {
  const r = Router();
  r.post('/quickmatch', express.json({ limit: '1kb' }), async (req, res) => {
    const mode = (req.body as { mode?: unknown } | undefined)?.mode;
    if (mode !== 'duel' && mode !== 'ffa3' && mode !== 'ffa4' && mode !== 'teams') {
      return void res.status(400).json({ code: 'BAD_MODE', message: 'Choose a mode: duel, ffa3, ffa4 or teams.' });
    }
    try {
      const me = await accounts.playerOf(bearerToken(req.get('authorization')));
      const mine = await ratingFor(players, me.id, ratingFamily(mode));
      const listed = await matchMaker.query({ name: 'match' });
      const now = Date.now();
      const waiting: WaitingRoom[] = listed
        .filter((l) => {
          const m = l.metadata as { mode?: string; private?: boolean; status?: string; rating?: number } | undefined;
          return m?.mode === mode && !m.private && m.status === 'lobby' && (l as unknown as { seatsOpen?: boolean }).seatsOpen === true && !l.locked;
        })
        .map((l) => ({ roomId: l.roomId, rating: (l.metadata as { rating?: number }).rating ?? 0, waitedMs: now - new Date(l.createdAt as unknown as string).getTime() }));
      res.json({ roomId: nearestRoom(waiting, mine), rating: mine });
    } catch (err) {
      const e = err as { status?: number; code?: string; message?: string };
      if (e.status && e.code) return void res.status(e.status).json({ code: e.code, message: e.message });
      res.status(500).json({ code: 'SERVER_ERROR', message: 'Something went wrong on the server. Try again.' });
    }
  });
  r.use(badBody);
  return r;
}
