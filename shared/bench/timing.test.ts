import { meanMicros, median, table, warmMeanMicros } from './timing';

describe('bench timing helpers', () => {
  it('calls the function for every input and reports a mean', () => {
    const seen: number[] = [];
    const r = meanMicros([1, 2, 3], (x) => seen.push(x));
    expect(seen).toEqual([1, 2, 3, 1, 2, 3]); // warm-up, then timed
    expect(r.sink).toBe(6);
    expect(r.micros).toBeGreaterThanOrEqual(0);
  });

  it('times every pass over the inputs, without a warm-up, and gives the median of the passes', () => {
    const seen: number[] = [];
    const r = warmMeanMicros([1, 2, 3], (x) => seen.push(x), 4);
    expect(seen).toEqual([1, 2, 3, 1, 2, 3, 1, 2, 3, 1, 2, 3]);
    expect(r.sink).toBe(12);
    expect(r.micros).toBeGreaterThanOrEqual(0);
  });

  it('takes the middle value, or the mean of the two middle ones, whatever the order', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(median([0.9])).toBe(0.9);
  });

  it('lines up a table', () => {
    expect(table([['what', 'n'], ['duels', '200'], ['los', '20000']])).toBe('what       n\n-----  -----\nduels    200\nlos    20000');
    expect(table([['what', 'n', 'notes'], ['duels', '200', 'ok'], ['los', '20000', 'fine']])).toBe(
      'what       n  notes\n-----  -----  -----\nduels    200  ok\nlos    20000  fine',
    );
  });
});
