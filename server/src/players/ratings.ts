import { rate, rating as newRating } from 'openskill';
import { ratingFamily, type GameResult, type PublicRating, type RatingFamily } from '@signum/shared';
import { displayRating, type MatchSeatRecord, type PlayerStore, type RatingRecord } from '../store/player-store';

/**
 * Ratings per mode family with openskill (Weng-Lin, Plackett-Luce model): teams are rated as teams,
 * a free-for-all as a ranking. The winners share rank 1 and everyone else rank 2 (the engine reports
 * who won, not the order the others fell in); a draw ranks everyone 1.
 */
export function rateMatch(
  mode: 'duel' | 'ffa3' | 'ffa4' | 'teams',
  seats: readonly MatchSeatRecord[],
  result: GameResult,
  current: ReadonlyMap<string, RatingRecord>,
): RatingRecord[] {
  const family = ratingFamily(mode);
  // One team per side: Shoulder to Shoulder seats grouped by side, otherwise one player per team.
  const groups = new Map<string, MatchSeatRecord[]>();
  for (const s of seats) {
    const key = mode === 'teams' ? s.team : s.seat;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  const teams = [...groups.values()];
  if (teams.length < 2) return [];
  const before = (s: MatchSeatRecord) => current.get(s.playerId) ?? { playerId: s.playerId, family, ...newRating(), games: 0 };
  const ranks = teams.map((team) => (result.reason === 'draw' || team.some((s) => result.winners.includes(s.seat as never)) ? 1 : 2));
  if (ranks.every((r) => r === ranks[0]) && result.reason !== 'draw') return []; // nobody or everybody won: nothing to learn
  const after = rate(teams.map((team) => team.map((s) => ({ mu: before(s).mu, sigma: before(s).sigma }))), { rank: ranks });
  return teams.flatMap((team, t) => team.map((s, i) => ({ playerId: s.playerId, family, mu: after[t]![i]!.mu, sigma: after[t]![i]!.sigma, games: before(s).games + 1 })));
}

/**
 * After a rated match: read its seats' ratings, compute the new ones and store them once (a second
 * call for the same match changes nothing). Returns the new ratings, or [] if unrated / already done.
 */
export async function applyMatchRatings(store: PlayerStore, matchId: string, mode: 'duel' | 'ffa3' | 'ffa4' | 'teams', result: GameResult, at: string): Promise<RatingRecord[]> {
  const seats = await store.matchSeats(matchId);
  if (seats.length === 0 || !seats.every((s) => s.rated)) return [];
  const family = ratingFamily(mode);
  const current = new Map<string, RatingRecord>();
  for (const s of seats) {
    const r = (await store.ratingsOf(s.playerId)).find((x) => x.family === family);
    if (r) current.set(s.playerId, r);
  }
  const updated = rateMatch(mode, seats, result, current);
  if (updated.length === 0) return [];
  return (await store.applyRatings(matchId, family, updated, at)) ? updated : [];
}

/** A rating as players see it. */
export function publicRating(r: RatingRecord): PublicRating {
  return { family: r.family, rating: displayRating(r), mu: r.mu, sigma: r.sigma, games: r.games };
}

/** A player's rating in a family, or the starting one (for pairing quick matches by rating). */
export async function ratingFor(store: PlayerStore, playerId: string, family: RatingFamily): Promise<number> {
  const r = (await store.ratingsOf(playerId)).find((x) => x.family === family);
  return displayRating(r ?? { ...newRating() });
}
