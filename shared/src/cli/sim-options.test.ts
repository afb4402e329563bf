import { PRECONS } from '../cards/decks';
import { SIM_TURN_LIMIT, simOptions } from './sim-options';

describe('simOptions', () => {
  it('defaults to duels over every precon with the 60-turn limit', () => {
    expect(simOptions({ games: '5', seed: 'S' })).toEqual({ games: 5, seed: 'S', mode: 'duel', fixed: [], turnLimit: SIM_TURN_LIMIT, maxActions: 20_000 });
    expect(SIM_TURN_LIMIT).toBe(60);
  });

  it('pins named precons', () => {
    const ids = `${PRECONS[1]!.id},${PRECONS[3]!.id}`;
    expect(simOptions({ decks: ids }).fixed.map((p) => p.id)).toEqual([PRECONS[1]!.id, PRECONS[3]!.id]);
  });

  it('rejects bad input with a usage message', () => {
    expect(() => simOptions({ games: '0' })).toThrow('--games must be a positive integer');
    expect(() => simOptions({ mode: 'chess' })).toThrow('--mode must be one of duel, ffa3, ffa4, teams');
    expect(() => simOptions({ decks: 'nope' })).toThrow('unknown precon "nope"');
    expect(() => simOptions({ variant: 'quest' })).toThrow('--variant must be experienced-architect');
  });

  it('turns on the Experienced Architect variant', () => {
    expect(simOptions({ variant: 'experienced-architect' }).variants).toEqual({ experiencedArchitect: true });
  });
});
