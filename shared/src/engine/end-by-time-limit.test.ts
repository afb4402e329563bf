import { tiebreak } from '../rules/victory';
import { createScenarioState } from '../scenario/scenario-state';
import type { ScenarioSetup } from '../state/scenario-setup';
import { endByTimeLimit } from './end-by-time-limit';
import { creatureToChange, playerToChange } from '../primitives/copy-on-write';

/** The time-limit result with more players (rulebook: End of the game and victory, docs/rules-decisions.md #80). */
const table = (setup: Omit<ScenarioSetup, 'players'> & { players: ScenarioSetup['players'] }) => createScenarioState(setup, []);

describe('endByTimeLimit and the tiebreak with more players', () => {
  it('four players: fewest hero wounds among those still in the game wins; a fallen player cannot win', () => {
    const s = table({ mode: 'ffa4', players: { p1: { heroWounds: 3 }, p2: { heroWounds: 1 }, p3: { heroWounds: 2 }, p4: { eliminated: true } } });
    const before = JSON.stringify(s);
    const { state, events } = endByTimeLimit(s);
    expect(JSON.stringify(s)).toBe(before);
    expect(state.result).toEqual({ winners: ['p2'], reason: 'tiebreak' });
    expect(state.phase).toBe('ended');
    expect(events).toEqual([{ e: 'gameOver', result: { winners: ['p2'], reason: 'tiebreak' } }]);
  });

  it('three players tied on wounds: Prosperity plus building costs, then enemy characters killed, then a draw', () => {
    const s = table({ mode: 'ffa3', players: { p1: { prosperity: 5, buildings: ['tavern'] }, p2: { prosperity: 5, buildings: ['tavern'] }, p3: { prosperity: 3 } } });
    playerToChange(s, 'p2').charactersKilled = 2;
    expect(tiebreak(s)).toEqual({ winners: ['p2'], reason: 'tiebreak' });
    playerToChange(s, 'p1').charactersKilled = 2;
    expect(tiebreak(s)).toEqual({ winners: [], reason: 'draw' });
  });

  it('Shoulder to Shoulder: the best player\'s team wins together, fallen teammate included; two teams level at every step draw', () => {
    const s = table({ mode: 'teams', players: { p1: { heroWounds: 2 }, p2: { eliminated: true }, p3: { heroWounds: 4 }, p4: { heroWounds: 3 } } });
    expect(endByTimeLimit(s).state.result).toEqual({ winners: ['p1', 'p2'], reason: 'tiebreak' });
    const level = table({ mode: 'teams', players: { p1: { heroWounds: 1 }, p2: { heroWounds: 3 }, p3: { heroWounds: 1 }, p4: {} } });
    expect(tiebreak(level)).toEqual({ winners: ['p3', 'p4'], reason: 'tiebreak' });
    playerToChange(level, 'p4').prosperity = 0;
    creatureToChange(level, 'p4-hero').wounds = 5;
    expect(tiebreak(level)).toEqual({ winners: [], reason: 'draw' });
  });

  it('leaves a finished game as it is', () => {
    const s = table({ mode: 'ffa3', players: {} });
    s.result = { winners: ['p1'], reason: 'heroKilled' };
    const out = endByTimeLimit(s);
    expect(out.state).toBe(s);
    expect(out.events).toEqual([]);
  });
});
