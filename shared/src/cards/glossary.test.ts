import { join } from 'node:path';
import { loadScenarios } from '../cli/load-scenarios';
import { GLOSSARY, glossaryEntriesNamedBy } from './glossary';

describe('glossary', () => {
  it('lists the 77 entries of the rulebook glossary once each', () => {
    expect(GLOSSARY).toHaveLength(77);
    expect(new Set(GLOSSARY.map((g) => g.entry)).size).toBe(77);
  });

  it('counts a name only where a longer name of another entry does not contain it', () => {
    expect(glossaryEntriesNamedBy('Quick Shooter: shoots after a move')).toEqual(['Quick Shooter']);
    expect(glossaryEntriesNamedBy('Quick: melee after a Run')).toEqual(['Quick']);
    expect(glossaryEntriesNamedBy('Master of Ritual X: reroll a failed Ritual die')).toEqual(['Master of Ritual X', 'Ritual X']);
    expect(glossaryEntriesNamedBy('the controller changes')).toEqual([]);
  });

  it('has every entry named by at least one scenario under shared/scenarios', () => {
    const named = new Set<string>();
    for (const s of loadScenarios(join(__dirname, '../../scenarios'))) {
      if ('scenario' in s) for (const entry of glossaryEntriesNamedBy(s.scenario.name)) named.add(entry);
    }
    expect(GLOSSARY.map((g) => g.entry).filter((entry) => !named.has(entry))).toEqual([]);
  });
});
