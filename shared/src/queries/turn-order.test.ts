import { createScenarioState } from '../scenario/scenario-state';
import type { GameState } from '../state/types';
import { opponentsOf } from '../rules/choose-opponent';
import { expiryTurn, expiryWithout, fromActive, nextSeat } from './turn-order';
import { playerToChange } from '../primitives/copy-on-write';

function table(mode: 'duel' | 'ffa3' | 'ffa4' | 'teams', active: GameState['activeSeat'], turn: number): GameState {
  return createScenarioState({ mode, activeSeat: active, turn, players: {} }, []);
}

describe('turn order', () => {
  it('passes the turn clockwise and skips eliminated players', () => {
    const s = table('ffa4', 'p2', 5);
    expect(nextSeat(s, 'p2')).toBe('p3');
    expect(nextSeat(s, 'p4')).toBe('p1');
    playerToChange(s, 'p3').eliminated = true;
    expect(nextSeat(s, 'p2')).toBe('p4');
    expect(fromActive(s)).toEqual(['p2', 'p4', 'p1']);
  });

  it('ends "until the end of the opponent\'s turn" after the last opponent has played (rulebook: Variants, docs/rules-decisions.md #63)', () => {
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

  it('in Shoulder to Shoulder an ally\'s turn after the last opponent does not extend it (rulebook: Variants)', () => {
    // A1 p1, A2 p2, B1 p3, B2 p4. p2 plays it on turn 2: p3 and p4 play turns 3 and 4, then p1 (an ally).
    expect(expiryTurn(table('teams', 'p2', 2), 'p2', 'endOfOpponentTurn')).toBe(4);
    expect(expiryTurn(table('teams', 'p1', 1), 'p1', 'endOfOpponentTurn')).toBe(4);
    // p3's tactic in p1's turn 5: p1 is an opponent, p2 (turn 6) too; p4 is p3's ally.
    expect(expiryTurn(table('teams', 'p1', 5), 'p3', 'endOfOpponentTurn')).toBe(6);
  });

  it('skips players already out of the game', () => {
    const s = table('ffa4', 'p1', 1);
    playerToChange(s, 'p4').eliminated = true;
    expect(expiryTurn(s, 'p1', 'endOfOpponentTurn')).toBe(3);
  });

  it('moves expiries earlier when a player whose turn was still to come leaves the game (docs/rules-decisions.md #76)', () => {
    const s = createScenarioState(
      { mode: 'ffa4', activeSeat: 'p2', turn: 2, players: {}, creatures: [{ id: 'w', card: 'moonwolf-cub', owner: 'p1', at: { x: 300, y: 300 } }] },
      [],
    );
    // p1's effect from turn 1 was to end with p4's turn 4; one for the end of p2's turn 2 and one for turn 5 (p1's own).
    // p3 would have played turn 3: the turn numbers after it move one earlier.
    expect([4, 2, 5].map(expiryWithout(s, 'p3'))).toEqual([3, 2, 4]);
  });
});

describe('opponentsOf', () => {
  it('lists the opponents still in the game clockwise from the next seat, never allies, and stops even for a seat already out', () => {
    const s = table('teams', 'p1', 1);
    expect(opponentsOf(s, 'p1')).toEqual(['p3', 'p4']);
    expect(opponentsOf(s, 'p4')).toEqual(['p1', 'p2']);
    playerToChange(s, 'p1').eliminated = true;
    playerToChange(s, 'p3').eliminated = true;
    playerToChange(s, 'p4').eliminated = true;
    expect(opponentsOf(s, 'p1')).toEqual([]);
    const ffa = table('ffa4', 'p1', 1);
    playerToChange(ffa, 'p3').eliminated = true;
    expect(opponentsOf(ffa, 'p2')).toEqual(['p4', 'p1']);
  });
});
