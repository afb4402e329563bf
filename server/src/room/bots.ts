import { randomBot, whoActs, type Bot, type GameState, type Seat } from '@signum/shared';

/**
 * The room's bot seats: each plays through the same `apply` as a person, with its own seeded random
 * bot. A seat can be handed to a bot mid-game (a player who never came back).
 */
export class BotSeats {
  private readonly bots = new Map<Seat, Bot>();

  constructor(private readonly seed: string) {}

  /** Give `seat` to a bot. */
  add(seat: Seat): void {
    if (!this.bots.has(seat)) this.bots.set(seat, randomBot(`${this.seed}/bot/${seat}`));
  }

  /** Whether a bot plays `seat`. */
  has(seat: Seat): boolean {
    return this.bots.has(seat);
  }

  /** The bot's action if the game now waits for a bot seat, else null. */
  next(s: GameState): { seat: Seat; action: ReturnType<Bot['choose']> } | null {
    const seat = whoActs(s);
    if (!seat || !this.bots.has(seat)) return null;
    return { seat, action: this.bots.get(seat)!.choose(s, seat) };
  }
}
