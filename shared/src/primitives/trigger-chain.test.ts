import { runTasks } from '../engine/run-tasks';
import { createScenarioState } from '../scenario/scenario-state';
import type { DamageTask } from '../state/tasks';
import type { Ctx } from './context';
import { triggerInChain } from './trigger-chain';

describe('the loop rule (rulebook: Dragon Rules 6)', () => {
  const ctxRunning = (byAbility?: string, abilityChain?: string[]): Ctx => ({
    s: createScenarioState({ activeSeat: 'p1', players: { p1: {}, p2: {} }, creatures: [] }, []),
    events: [],
    running: { kind: 'requiem', creature: 'x', ...(byAbility ? { byAbility } : {}), ...(abilityChain ? { abilityChain } : {}) },
  });

  it('starts a chain at an ability no trigger caused, and links each trigger to the ability that caused it', () => {
    expect(triggerInChain({ ...ctxRunning(), running: undefined }, 'a')).toEqual({ byAbility: 'a' });
    expect(triggerInChain(ctxRunning('a'), 'b')).toEqual({ byAbility: 'b', abilityChain: ['a>b'] });
    expect(triggerInChain(ctxRunning('b', ['a>b']), 'a')).toEqual({ byAbility: 'a', abilityChain: ['a>b', 'b>a'] });
  });

  it('interrupts the chain when an ability is about to be triggered by the same ability again', () => {
    const ctx = ctxRunning('a', ['a>b', 'b>a']);
    expect(triggerInChain(ctx, 'b')).toBeNull();
    expect(ctx.events).toEqual([{ e: 'chainInterrupted', ability: 'b', by: 'a' }]);
    // Another ability triggered by the same one is a new link: the chain goes on.
    expect(triggerInChain(ctx, 'c')).toEqual({ byAbility: 'c', abilityChain: ['a>b', 'b>a', 'a>c'] });
  });

  // Oswin's Last Word draws a card. The wounds that kill him come from ability `x`'s resolution; when `x` has
  // already triggered that Last Word once in this chain, it is not triggered again.
  function killOswin(abilityChain: string[]): Ctx {
    const s = createScenarioState(
      { activeSeat: 'p1', players: { p1: {}, p2: { deck: ['venom-bite'] } }, creatures: [{ id: 'oswin', card: 'oswin-the-hedge-wizard', owner: 'p2', at: { x: 300, y: 250 } }] },
      [],
    );
    const wounds: DamageTask = { kind: 'damage', target: 'oswin', amount: 9, cause: 'effect', wounds: true, step: 'start', left: 0, relicAbsorbed: 0, byAbility: 'x', abilityChain };
    s.tasks.push(wounds);
    const ctx: Ctx = { s, events: [] };
    runTasks(ctx);
    return ctx;
  }

  it('lets a Last Word resolve the first time an ability triggers it, through damage and death', () => {
    const ctx = killOswin([]);
    expect(ctx.events.map((e) => e.e)).toEqual(expect.arrayContaining(['died', 'drew']));
    expect(ctx.s.players.p2!.hand).toHaveLength(1);
  });

  it('does not trigger a Last Word the same ability has already triggered in this chain', () => {
    const ctx = killOswin(['x>oswin:lastWord:0', 'oswin:lastWord:0>x']);
    expect(ctx.events).toContainEqual({ e: 'chainInterrupted', ability: 'oswin:lastWord:0', by: 'x' });
    expect(ctx.events.map((e) => e.e)).toContain('died');
    expect(ctx.s.players.p2!.hand).toHaveLength(0);
  });
});
