import { apply, randomBot, whoActs, type Bot, type GameState, type Seat } from '@signum/shared';

/**
 * Every position of a game played by seeded random bots (seat `s` by `randomBot(`${seed}/${s}`)`),
 * from `start`, until the game ends, nobody has to act, or `maxPositions` have been given: the
 * tests that check a derived view after every action walk games with it.
 */
export function* randomPositions(start: GameState, seed: string, maxPositions: number): Generator<GameState> {
  const bots = new Map<Seat, Bot>();
  let s = start;
  for (let i = 0; i < maxPositions && !s.result; i++) {
    yield s;
    const seat = whoActs(s);
    if (!seat) return;
    let bot = bots.get(seat);
    if (!bot) bots.set(seat, (bot = randomBot(`${seed}/${seat}`)));
    const r = apply(s, seat, bot.choose(s, seat)!);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
}
