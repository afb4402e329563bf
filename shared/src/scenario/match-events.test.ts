import { matchEventSequence } from './match-events';

const events = [
  { e: 'activationStarted', creature: 'reaper' },
  { e: 'moved', creature: 'reaper', length: 80 },
  { e: 'rolled', creature: 'reaper', purpose: 'attack', faces: ['axe', 'axe'], successes: 2 },
  { e: 'rolled', creature: 'caillion', purpose: 'defence', faces: ['shield'], successes: 1 },
  { e: 'damaged', creature: 'caillion', amount: 1 },
];

describe('matchEventSequence', () => {
  it('finds partial events as an ordered subsequence', () => {
    expect(matchEventSequence(events, [{ e: 'moved' }, { e: 'damaged', creature: 'caillion', amount: 1 }])).toEqual([]);
    expect(matchEventSequence(events, [{ e: 'rolled', faces: ['axe', 'axe'] }, { e: 'rolled', creature: 'caillion' }])).toEqual([]);
    expect(matchEventSequence(events, [])).toEqual([]);
  });

  it('fails when an event is missing, naming the events that did happen', () => {
    const [line] = matchEventSequence(events, [{ e: 'moved' }, { e: 'died' }]);
    expect(line).toBe(
      'event 2 {"e":"died"} not found; events were: activationStarted, moved, rolled, rolled, damaged',
    );
  });

  it('fails when events are out of order', () => {
    const [line] = matchEventSequence(events, [{ e: 'damaged' }, { e: 'moved' }]);
    expect(line).toContain('event 2 {"e":"moved"} found only before an earlier expected event');
  });

  it('does not let one event satisfy two expectations', () => {
    expect(matchEventSequence(events, [{ e: 'moved' }, { e: 'moved' }])).toHaveLength(1);
  });
});
