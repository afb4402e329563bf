import { PRECONS } from '../cards/decks';
import type { GameState, Seat } from '../state/types';
import { apply } from './apply';
import { createGame } from './create-game';
import { forfeit, forfeitStep } from './forfeit';
import { timeoutAction } from './timeout-action';
import { newTestDuel, throughSetup } from './test-game';

/** A free-for-all of three, through setup to the first Construction phase. */
function ffa3(): GameState {
  return throughSetup(createGame({ mode: 'ffa3', seed: 'forfeit-ffa3', loadouts: { p1: PRECONS[0]!.loadout, p2: PRECONS[1]!.loadout, p3: PRECONS[2 % PRECONS.length]!.loadout } }));
}

describe('forfeit (the server takes a seat out of the game)', () => {
  it('in a duel the other side wins at once, whoever is active, and the given state is unchanged', () => {
    const s = throughSetup(newTestDuel('forfeit-duel'));
    const frozen = JSON.stringify(s);
    for (const seat of ['p1', 'p2'] as Seat[]) {
      const r = forfeit(s, seat);
      if (!r.ok) throw new Error(r.code);
      const other = seat === 'p1' ? 'p2' : 'p1';
      expect(r.state.result).toEqual({ winners: [other], reason: 'forfeit' });
      expect(r.state.players[seat]!.eliminated).toBe(true);
      expect(r.state.pending).toBeNull();
      expect(r.events.map((e) => e.e)).toEqual(['playerEliminated', 'gameOver']);
    }
    expect(JSON.stringify(s)).toBe(frozen);
  });

  it('with three players a waiting seat is eliminated and play goes on; the seat the game waits for is refused', () => {
    const s = ffa3();
    const active = s.activeSeat;
    const waiting = s.turnOrder.find((x) => x !== active)!;
    expect(forfeit(s, active)).toMatchObject({ ok: false, code: 'WAITING_FOR_DECISION' });
    const r = forfeit(s, waiting);
    if (!r.ok) throw new Error(r.code);
    expect(r.state.result).toBeNull();
    expect(r.state.players[waiting]!.eliminated).toBe(true);
    expect(Object.values(r.state.creatures).some((c) => c.controller === waiting)).toBe(false);
    // The active player goes on as before.
    expect(r.state.activeSeat).toBe(active);
    expect(apply(r.state, active, { type: 'takeProsperity' }).ok).toBe(true);
    // A second forfeit leaves one player: the game ends with the last one winning.
    const third = s.turnOrder.find((x) => x !== active && x !== waiting)!;
    const r2 = forfeit(r.state, third);
    if (!r2.ok) throw new Error(r2.code);
    expect(r2.state.result).toEqual({ winners: [active], reason: 'forfeit' });
    expect(forfeit(r2.state, active)).toMatchObject({ ok: false, code: 'GAME_OVER' });
  });
});

describe('forfeitStep (how the server plays a forfeiting seat out)', () => {
  it('forfeits at once when the game does not wait for the seat, or when one side would be left', () => {
    const s = ffa3();
    const waiting = s.turnOrder.find((x) => x !== s.activeSeat)!;
    expect(forfeitStep(s, waiting)).toEqual({ kind: 'forfeit' });
    expect(forfeit(s, waiting).ok).toBe(true);
    const duel = throughSetup(newTestDuel('forfeit-step-duel'));
    expect(forfeitStep(duel, duel.activeSeat)).toEqual({ kind: 'forfeit' });
  });

  it('plays what the clock would for the seat the game waits for, and waits while another seat must act', () => {
    const s = ffa3();
    expect(forfeitStep(s, s.activeSeat)).toEqual({ kind: 'act', action: timeoutAction(s) });
    expect(forfeit(s, s.activeSeat).ok).toBe(false);
    const over = forfeit(throughSetup(newTestDuel('forfeit-step-over')), 'p1');
    if (!over.ok) throw new Error(over.code);
    expect(forfeitStep(over.state, 'p2')).toEqual({ kind: 'wait' });
  });
});
