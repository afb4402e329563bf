import { createScenarioState } from '../state/scenario-state';
import type { GameState } from '../state/types';
import { expiryTurn, fromActive, nextSeat } from './turn-order';

function table(mode: 'duel' | 'ffa4', active: GameState['activeSeat'], turn: number): GameState {
  return createScenarioState({ mode, activeSeat: active, turn, players: {} }, []);
}

describe('turn order', () => {
  it('passes the turn clockwise and skips eliminated players', () => {
    const s = table('ffa4', 'p2', 5);
    expect(nextSeat(s, 'p2')).toBe('p3');
    expect(nextSeat(s, 'p4')).toBe('p1');
    s.players.p3!.eliminated = true;
    expect(nextSeat(s, 'p2')).toBe('p4');
    expect(fromActive(s)).toEqual(['p2', 'p4', 'p1']);
  });

  it('ends "until the end of the opponent\'s turn" after the last opponent has played (checklist 21.2.5, Part F 63)', () => {
    // Duel, p1 active on turn 3: p2 plays turn 4.
    expect(expiryTurn(table('duel', 'p1', 3), 'p1', 'endOfOpponentTurn')).toBe(4);
    // Played during the opponent's turn (a tactic): it ends with that turn.
    expect(expiryTurn(table('duel', 'p2', 4), 'p1', 'endOfOpponentTurn')).toBe(4);
    // Four players, p1 active on turn 1: p2, p3 and p4 play turns 2–4.
    expect(expiryTurn(table('ffa4', 'p1', 1), 'p1', 'endOfOpponentTurn')).toBe(4);
    // p1's tactic on p3's turn 3: it lasts until p4 has played turn 4.
    expect(expiryTurn(table('ffa4', 'p3', 3), 'p1', 'endOfOpponentTurn')).toBe(4);
    expect(expiryTurn(table('ffa4', 'p3', 3), 'p1', 'endOfTurn')).toBe(3);
    expect(expiryTurn(table('ffa4', 'p3', 3), 'p1', 'permanent')).toBeUndefined();
  });
});
