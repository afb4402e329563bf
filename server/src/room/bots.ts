import { decideAs, nextInt, PRECONS, seedPrng, whoActs, type Action, type BotLevel, type GameState, type Precon, type Seat } from '@signum/shared';
import { botPool } from '../bots/bot-pool';

/** The level of a bot that takes over the seat of a player who left for good (issue: bots worth playing). */
export const TAKEOVER_LEVEL: BotLevel = 'normal';

/**
 * The room's bot seats: each plays through the same `apply` as a person, at its level, thinking in
 * the process's bot worker threads (bot-pool.ts) so a search never holds up the event loop. A seat
 * can be handed to a bot mid-game (a player who never came back, at `TAKEOVER_LEVEL`).
 */
export class BotSeats {
  private readonly levels = new Map<Seat, BotLevel>();

  constructor(private readonly seed: string) {}

  /** Give `seat` to a bot of `level`. */
  add(seat: Seat, level: BotLevel): void {
    if (!this.levels.has(seat)) this.levels.set(seat, level);
  }

  /** Whether a bot plays `seat`. */
  has(seat: Seat): boolean {
    return this.levels.has(seat);
  }

  /** The level of the bot playing `seat`, if any. */
  levelOf(seat: Seat): BotLevel | undefined {
    return this.levels.get(seat);
  }

  /** The bot seat the game waits for now, or null. */
  seatToAct(s: GameState): Seat | null {
    const seat = whoActs(s);
    return seat && this.levels.has(seat) ? seat : null;
  }

  /**
   * The bot's action for `seat` at log position `index`, thought out in a worker thread; seeded by
   * the match seed, the seat and the position, so a restored match's bots choose as they would
   * have. If the worker fails, the easy level answers in-process (cheap), so the game never stalls.
   * Only searching levels go to a thread.
   */
  async decide(s: GameState, seat: Seat, index: number): Promise<Action | null> {
    const level = this.levels.get(seat) ?? TAKEOVER_LEVEL;
    const seed = `${this.seed}/bot/${seat}/${index}`;
    // The easy level does not search: it costs about what the old random bot did, less than a trip to a thread.
    if (level === 'easy') return decideAs('easy', s, seat, seed);
    try {
      return await botPool().decide(level, s, seat, seed);
    } catch (err) {
      console.error(`bot ${seat} (${level}) failed in its worker, answering at easy: ${err instanceof Error ? err.message : String(err)}`);
      return decideAs('easy', s, seat, seed);
    }
  }

  /** A precon for a bot seat, drawn from the match seed (not fixed by seat). */
  precon(seat: Seat): Precon {
    return PRECONS[nextInt(seedPrng(`${this.seed}/deck/${seat}`), PRECONS.length)]!;
  }
}
