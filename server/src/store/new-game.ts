import { createGame, createQuestGame, type GameState, type NewGameOptions, type QuestSide } from '@signum/shared';

/** The game options a match record keeps: `createGame`'s, and for a quest room its side (the Hero's deck is `loadouts.p1`). */
export type StoredGameOptions = NewGameOptions & { quest?: { side: QuestSide } };

/**
 * The game a match record starts from: a quest game (the Hero at p1, the Overlord at p2) when the record
 * says quest, else the ordinary game. The room, a restarted server and replays all start here, so they
 * start the same game.
 */
export function newGame(o: StoredGameOptions): GameState {
  if (!o.quest) return createGame(o);
  const hero = o.loadouts.p1;
  return createQuestGame({ side: o.quest.side, seed: o.seed, ...(hero ? { hero } : {}), turnLimit: o.turnLimit ?? 0 });
}
