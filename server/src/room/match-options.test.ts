import { parseJoinOptions, parseMatchOptions } from './match-options';

describe('match options: the bots’ level', () => {
  it('is normal when the room is created without one (as the lobby offers it), and what was asked otherwise', () => {
    expect(parseMatchOptions({ mode: 'duel', bots: 1 }).botLevel).toBe('normal');
    expect(parseMatchOptions({ mode: 'duel', bots: 1, botLevel: 'easy' }).botLevel).toBe('easy');
    expect(parseMatchOptions({ mode: 'teams', bots: 3, botLevel: 'hard' }).botLevel).toBe('hard');
  });

  it('refuses a level that does not exist with a readable error', () => {
    expect(() => parseMatchOptions({ mode: 'duel', bots: 1, botLevel: 'grandmaster' })).toThrow(/^Bad match options: botLevel: /);
  });
});

describe('join options seen again as a JSON copy (the seat reservation)', () => {
  it('get the answer their first check got, for accepted and refused options alike, and a copy each time', () => {
    const inputs: Record<string, unknown>[] = [
      { name: 'Alice' }, { name: 'Alice', spectate: true }, { name: 'Bob', team: 'A' }, { name: 'x'.repeat(25) }, { name: '' },
      { name: 'e\u0301\u0301' }, { name: 'bad\u202Ename' }, { name: 7 }, { name: 'Carol', extra: 1 }, { team: 'C' },
      { spectate: 'yes' }, { seatKey: 'k'.repeat(30), name: 'Dee' }, { code: 'ABCD2345' }, { name: NaN }, { name: 'Eve', token: 't' },
    ];
    const first = inputs.map((o) => parseJoinOptions(o));
    for (let round = 0; round < 2; round++) {
      inputs.forEach((o, i) => {
        const again = parseJoinOptions(JSON.parse(JSON.stringify(o)));
        // NaN becomes null in JSON: a different value, so only its verdict (refused) is compared.
        if (Number.isNaN(o.name)) expect(again.ok).toBe(false);
        else expect(again).toEqual(first[i]);
      });
    }
    expect(first.filter((r) => r.ok).length).toBeGreaterThan(0);
    expect(first.filter((r) => !r.ok).length).toBeGreaterThan(0);
    const a = parseJoinOptions({ name: 'Frank' });
    const b = parseJoinOptions({ name: 'Frank' });
    if (!a.ok || !b.ok) throw new Error('Frank is a good name');
    a.join.name = 'changed by onJoin';
    expect(b.join.name).toBe('Frank');
    expect(parseJoinOptions({ name: 'Frank' })).toEqual({ ok: true, join: { name: 'Frank' } });
  });
});
