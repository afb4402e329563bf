import { FACES } from '../random';
import { CLASSIC_2017 } from '../state/ruleset';
import { PRECONS } from '../cards/decks';
import { preconLoadout } from '../cards/precon-for-ruleset';
import type { SetupTask } from '../state/tasks';
import { createGame } from './create-game';

/** The 2017 summary's first-player roll (docs/rules-decisions.md #104): one die each, the higher face decides. */
describe('createGame under the 2017 summary', () => {
  const loadouts = { p1: preconLoadout(PRECONS[0]!, CLASSIC_2017), p2: preconLoadout(PRECONS[2]!, CLASSIC_2017) };
  it.each(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'])('seed %s: one die each, and the higher face chooses who goes first', (seed) => {
    const s = createGame({ mode: 'duel', seed, loadouts, ruleset: CLASSIC_2017 });
    const setup = s.tasks.find((t) => t.kind === 'setup') as SetupTask;
    const rank = (seat: 'p1' | 'p2') => FACES.indexOf(setup.rolls[seat]![0]!);
    expect(setup.rolls.p1).toHaveLength(1);
    expect(setup.rolls.p2).toHaveLength(1);
    const other = setup.chooser === 'p1' ? 'p2' : 'p1';
    expect(rank(setup.chooser as 'p1' | 'p2')).toBeGreaterThan(rank(other));
    expect(s.pending?.kind).toBe('firstPlayer');
    expect(s.pending?.seat).toBe(setup.chooser);
  });
});
