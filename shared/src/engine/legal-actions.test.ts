import { randomBot } from '../bots/random-bot';
import type { GameState, Seat } from '../state/types';
import { apply } from './apply';
import { candidateActions, legalActions } from './legal-actions';
import { newTestDuel } from './test-game';

describe('legalActions', () => {
  it('lists only actions apply accepts, for the seat the game waits for, all along real games', () => {
    let tried = 0;
    const kinds = new Set<string>();
    for (const seed of ['la-1', 'la-2', 'la-3']) {
      let s: GameState = newTestDuel(seed);
      const bots = { p1: randomBot(`${seed}-1`), p2: randomBot(`${seed}-2`) };
      for (let step = 0; step < 600 && !s.result; step++) {
        const seat = (s.pending?.seat ?? s.activeSeat) as 'p1' | 'p2';
        const other: Seat = seat === 'p1' ? 'p2' : 'p1';
        expect(legalActions(s, other)).toEqual([]);
        for (const a of legalActions(s, seat)) {
          const r = apply(s, seat, a);
          if (!r.ok) throw new Error(`${JSON.stringify(a)} rejected: ${r.code} ${r.message}`);
          kinds.add(a.type);
          tried++;
        }
        const r = apply(s, seat, bots[seat].choose(s, seat)!);
        if (!r.ok) throw new Error(r.message);
        s = r.state;
      }
    }
    expect(tried).toBeGreaterThan(2000);
    for (const k of ['answer', 'build', 'takeProsperity', 'playCard', 'move', 'melee', 'pass', 'useBuilding', 'endTurn']) expect(kinds).toContain(k);
  });

  it('offers nothing once the game is over', () => {
    const s = newTestDuel('over');
    const ended = { ...s, result: { winners: ['p1' as Seat], reason: 'forfeit' as const } };
    expect(legalActions(ended, 'p1')).toEqual([]);
    expect(candidateActions(ended, 'p1')).toEqual([]);
  });
});
