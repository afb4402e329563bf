import { apply, createGame, PRECONS, randomBot, view, viewEvents, whoActs, type Mode, type Seat } from '@signum/shared';
import type { ReplayData } from './replay-data';

/**
 * For tests: a replay as the server builds it (spectator frames of a game random bots play), made
 * from the shared engine so the client's tests need no server.
 */
export function replayFixture(mode: Mode = 'duel', actions = 30): ReplayData {
  const seats: Seat[] = mode === 'duel' ? ['p1', 'p2'] : mode === 'ffa3' ? ['p1', 'p2', 'p3'] : ['p1', 'p2', 'p3', 'p4'];
  let state = createGame({ mode, seed: `fixture-${mode}`, loadouts: Object.fromEntries(seats.map((s, i) => [s, PRECONS[i % PRECONS.length]!.loadout])) });
  const frames: ReplayData['frames'] = [{ index: 0, seat: '', events: [], view: view(state, 'spectator') }];
  const bot = randomBot(`fixture-${mode}`);
  for (let i = 0; i < actions; i++) {
    const seat = whoActs(state);
    const action = seat && bot.choose(state, seat);
    if (!seat || !action) break;
    const r = apply(state, seat, action);
    if (!r.ok) throw new Error(`fixture bot action refused: ${r.message}`);
    state = r.state;
    frames.push({ index: i + 1, seat, events: viewEvents(r.events, 'spectator'), view: view(state, 'spectator') });
  }
  return {
    match: { id: 'm1', mode, ruleset: 'rulebook', createdAt: '2026-01-01T00:00:00Z', finishedAt: '2026-01-01T01:00:00Z', result: { winners: ['p1'], reason: 'heroKilled' }, seats: seats.map((seat) => ({ seat, name: `Name ${seat}` })) },
    frames,
  };
}
