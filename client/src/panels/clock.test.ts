import { clockLines, formatRemaining } from './clock';

describe('clocks', () => {
  it('formats the time left', () => {
    expect(formatRemaining(65_000)).toBe('1:05');
    expect(formatRemaining(400)).toBe('0:01');
    expect(formatRemaining(-5)).toBe('0:00');
    expect(formatRemaining(3_725_000)).toBe('1:02:05');
  });
  it('lists only the running clocks, warning near the end', () => {
    const lines = clockLines({ seat: 'p1', decisionDeadline: 10_000, turnDeadline: 0, matchDeadline: 100_000 }, 0);
    expect(lines.map((l) => [l.which, l.text, l.urgent])).toEqual([['decision', '0:10', true], ['match', '1:40', false]]);
  });
});
