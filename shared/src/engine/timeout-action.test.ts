import { apply } from './apply';
import { newTestDuel } from './test-game';
import { timeoutAction } from './timeout-action';
import { whoActs } from './who-acts';

describe('timeoutAction', () => {
  it('is always accepted for the seat the game waits for, so a silent table still moves on turn after turn', () => {
    let s = newTestDuel('timeout-all-game');
    const kinds = new Set<string>();
    for (let step = 0; step < 600; step++) {
      const seat = whoActs(s)!;
      const a = timeoutAction(s);
      kinds.add(a.type);
      const r = apply(s, seat, a);
      if (!r.ok) throw new Error(`${JSON.stringify(a)} rejected: ${r.code} ${r.message}`);
      s = r.state;
    }
    // Nobody builds, so nobody wins; the turns still pass (setup, then +2 Prosperity and an ended turn each).
    expect(s.turn).toBeGreaterThan(100);
    for (const k of ['answer', 'takeProsperity', 'endTurn']) expect(kinds).toContain(k);
  });
});
