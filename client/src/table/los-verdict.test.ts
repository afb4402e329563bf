import { actionKinds, beyondRangeSight, createScenarioState, DISTANCE, lineOfSightBetween, rejectionOf, type Action, type GameState } from '@signum/shared';
import { losVerdict } from './los-verdict';

/**
 * The position of the rules' own scenario for docs/rules-decisions.md #106: `far` is 240 mm from `archer` and in
 * sight only round the squire, along lines over XL; `seen` is as far from `archer2`, with a clear line of ~248 mm;
 * Rocks hide `behind` from `archer`.
 */
function position(hidden = true): GameState {
  return createScenarioState({
    activeSeat: 'p1',
    players: { p1: {}, p2: {} },
    creatures: [
      { id: 'archer', card: 'caltael-the-sentinel-archer', owner: 'p1', at: { x: 100, y: 300 } },
      { id: 'squire', card: 'herrick', owner: 'p1', at: { x: 240, y: 300 } },
      { id: 'far', card: 'wolfen-packrunner', owner: 'p2', at: { x: 381, y: 300 } },
      { id: 'archer2', card: 'caltael-the-sentinel-archer', owner: 'p1', at: { x: 100, y: 150 } },
      { id: 'squire2', card: 'herrick', owner: 'p1', at: { x: 240, y: 142 } },
      { id: 'seen', card: 'wolfen-packrunner', owner: 'p2', at: { x: 381, y: 150 } },
      ...(hidden ? [{ id: 'behind', card: 'wolfen-packrunner', owner: 'p2' as const, at: { x: 100, y: 500 } }] : []),
    ],
    terrain: [{ id: 'rocks', card: 'rocks', at: { x: 100, y: 410 } }],
  }, []);
}

const shot = (creature: string, target: string): Action => ({ type: 'ranged', creature, target, attack: 'shooting' });

describe('the line-of-sight overlay agrees with the engine', () => {
  const s = position();
  const c = (id: string) => s.creatures[id]!;

  it('a creature in sight only along lines longer than XL shows out of range, in the refusal\'s words', () => {
    const refusal = rejectionOf(s, 'p1', shot('archer', 'far'))!;
    expect(refusal.code).toBe('OUT_OF_RANGE');
    expect(lineOfSightBetween(s, c('archer'), c('far')).clear).toBe(true); // plain sight: what the overlay showed green before
    const v = losVerdict(s, c('archer'), c('far'));
    expect(v.clear).toBe(false);
    expect(v.text).toBe(`240 mm (XL) — ${beyondRangeSight(DISTANCE.XL)}`);
    expect(v.text.endsWith(refusal.message)).toBe(true);
  });

  it('a clear line within range is green; no line at all says so', () => {
    expect(rejectionOf(s, 'p1', shot('archer2', 'seen'))).toBeNull();
    expect(losVerdict(s, c('archer2'), c('seen'))).toEqual({ clear: true, text: '240 mm (XL)' });
    const hidden = losVerdict(s, c('archer'), c('behind'));
    expect(hidden.clear).toBe(false);
    expect(hidden.text).toMatch(/— no line of sight$/);
  });

  it('while a shot\'s target is chosen, a hovered creature shows the engine\'s verdict on that very shot', () => {
    const probe = { seat: 'p1' as const, action: shot('archer', 'far') };
    const refused = losVerdict(s, c('archer'), c('far'), probe);
    expect(refused).toEqual({ clear: false, text: `240 mm (XL) — ${rejectionOf(s, 'p1', shot('archer', 'far'))!.message}` });
    const blocked = losVerdict(s, c('archer'), c('behind'), probe);
    expect(blocked.text).toContain(rejectionOf(s, 'p1', shot('archer', 'behind'))!.message);
    expect(losVerdict(s, c('archer2'), c('seen'), { seat: 'p1', action: shot('archer2', 'seen') }).clear).toBe(true);
  });

  it('the shooting button and its target highlight leave out the creature seen only beyond range, saying why', () => {
    // Without the hidden creature, the nearest enemy (the one a refusal speaks of) is the one seen only beyond range.
    const open = position(false);
    const archer = actionKinds(open, 'p1', 'archer').find((k) => k.kind === 'shooting')!;
    expect(archer).toMatchObject({ enabled: false, code: 'OUT_OF_RANGE', reason: beyondRangeSight(DISTANCE.XL) });
    const archer2 = actionKinds(open, 'p1', 'archer2').find((k) => k.kind === 'shooting')!;
    const targets = archer2.enabled ? archer2.actions.map((a) => 'target' in a && a.target) : [];
    expect(targets).toContain('seen');
    expect(targets).not.toContain('far'); // from archer2 `far` is beyond XL base to base
  });
});
