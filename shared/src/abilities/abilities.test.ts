import { keywordLabel } from '../cards/text';
import { legalActions } from '../engine/legal-actions';
import type { Effect } from '../effects/vocabulary';
import type { Ctx } from '../rules/context';
import { runTasks } from '../rules/run-tasks';
import type { ScenarioCreature } from '../state/scenario-setup';
import { createScenarioState } from '../state/scenario-state';
import type { GameState } from '../state/types';
import { vampirismCanHealOff } from './targeting';

const R = 'infected-wolfen-reaper';
const at = (x: number, y: number) => ({ x, y });

function position(creatures: ScenarioCreature[]): GameState {
  return createScenarioState({ activeSeat: 'p1', players: { p1: {}, p2: {} }, creatures }, []);
}

/** Resolve a list of effects as a creature's own ability (with `source`) or as a tactic (no source, no card to discard). */
function resolve(s: GameState, effects: Effect[], o: { source?: string; target?: string; triggering?: string }): Ctx {
  const ctx: Ctx = { s, events: [] };
  s.tasks.push({ kind: 'effects', seat: 'p1', effects, index: 0, ...o });
  runTasks(ctx);
  return ctx;
}

describe('disease effect (glossary: Disease, Forged, Resurgent)', () => {
  it('gives one Disease token; Forged and Resurgent creatures are immune', () => {
    const s = position([
      { id: 'plain', card: R, owner: 'p2', at: at(100, 300) },
      { id: 'forged', card: R, owner: 'p2', at: at(300, 300), keywords: [{ kw: 'forged' }] },
      { id: 'risen', card: R, owner: 'p2', at: at(500, 300), keywords: [{ kw: 'resurgent' }] },
    ]);
    for (const target of ['plain', 'forged', 'risen']) {
      const ctx = resolve(s, [{ op: 'disease', target: { pick: 'chosen', side: 'enemy', types: ['character'] } }], { source: 'p1-hero', target });
      expect(ctx.events.filter((e) => e.e === 'diseased').length).toBe(target === 'plain' ? 1 : 0);
    }
    expect([s.creatures.plain!.disease, s.creatures.forged!.disease, s.creatures.risen!.disease]).toEqual([true, false, false]);
    const again = resolve(s, [{ op: 'disease', target: { pick: 'chosen', side: 'enemy', types: ['character'] } }], { source: 'p1-hero', target: 'plain' });
    expect(again.events.some((e) => e.e === 'diseased')).toBe(false); // at most one token (Part F 40)
  });
});

describe('spendConcentration effect (glossary: Concentration X)', () => {
  it('spends the tokens and lets the rest happen; without enough tokens the rest does not happen', () => {
    const s = position([{ id: 'mage', card: R, owner: 'p1', at: at(300, 400), keywords: [{ kw: 'concentration', x: 2 }], concentration: 1 }]);
    const effects: Effect[] = [{ op: 'spendConcentration', amount: 1 }, { op: 'addArmour', amount: 1, target: { pick: 'self' } }];
    resolve(s, effects, { source: 'mage' });
    expect(s.creatures.mage!.concentration).toBe(0);
    expect(s.creatures.mage!.armour).toBe(1);
    resolve(s, effects, { source: 'mage' });
    expect(s.creatures.mage!.armour).toBe(1);
  });
});

describe('support cards and Monsters (glossary: Monster, Shield against)', () => {
  it('a tactic effect on the triggering creature leaves a Monster alone and hits an ordinary one', () => {
    const s = position([
      { id: 'monster', card: R, owner: 'p2', at: at(100, 300), keywords: [{ kw: 'monster' }] },
      { id: 'plain', card: R, owner: 'p2', at: at(300, 300) },
      { id: 'warded', card: R, owner: 'p2', at: at(500, 300), keywords: [{ kw: 'shieldAgainst', against: ['tactics'] }] },
    ]);
    for (const triggering of ['monster', 'plain', 'warded']) resolve(s, [{ op: 'wounds', amount: 1, target: { pick: 'triggering' } }], { triggering });
    expect([s.creatures.monster!.wounds, s.creatures.plain!.wounds, s.creatures.warded!.wounds]).toEqual([0, 1, 0]);
  });

  it('a creature\'s own ability (with a source) still affects a Monster', () => {
    const s = position([{ id: 'monster', card: R, owner: 'p2', at: at(100, 300), keywords: [{ kw: 'monster' }] }]);
    resolve(s, [{ op: 'wounds', amount: 1, target: { pick: 'triggering' } }], { source: 'p1-hero', triggering: 'monster' });
    expect(s.creatures.monster!.wounds).toBe(1);
  });
});

describe('targeting helpers', () => {
  it('Vampirism cannot heal off Forged or Resurgent creatures', () => {
    const s = position([
      { id: 'forged', card: R, owner: 'p2', at: at(100, 300), keywords: [{ kw: 'forged' }] },
      { id: 'risen', card: R, owner: 'p2', at: at(300, 300), keywords: [{ kw: 'resurgent' }] },
      { id: 'plain', card: R, owner: 'p2', at: at(500, 300) },
    ]);
    expect(['forged', 'risen', 'plain'].map((id) => vampirismCanHealOff(s, s.creatures[id]!))).toEqual([false, false, true]);
  });
});

describe('legal actions offer the keyword abilities to bots', () => {
  it('lists Concentration, Howl, Healing on the wounded and Control on an enemy within XL', () => {
    const s = position([
      { id: 'focus', card: R, owner: 'p1', at: at(100, 400), keywords: [{ kw: 'concentration', x: 2 }], concentration: 0 },
      { id: 'howler', card: R, owner: 'p1', at: at(200, 400), keywords: [{ kw: 'howl', range: 'S', grant: { strength: 1, keywords: [] } }] },
      { id: 'medic', card: R, owner: 'p1', at: at(300, 400), keywords: [{ kw: 'healing', x: 1 }] },
      { id: 'hurt', card: R, owner: 'p1', at: at(300, 470), wounds: 1 },
      { id: 'mind', card: R, owner: 'p1', at: at(450, 400), keywords: [{ kw: 'control', x: 2 }] },
      { id: 'enemy', card: R, owner: 'p2', at: at(450, 250) },
    ]);
    const abilities = legalActions(s, 'p1').filter((a) => a.type === 'ability').map((a) => a.type === 'ability' && `${a.creature}:${a.ability}:${a.target ?? ''}`);
    expect(abilities).toEqual(expect.arrayContaining(['focus:concentration:', 'howler:howl:', 'medic:healing:hurt', 'mind:control:enemy']));
  });
});

describe('keyword text', () => {
  it('prints the [text] of Howl, Exhaustion and Contract, and the Shield against list', () => {
    expect(keywordLabel({ kw: 'howl', range: 'S', affects: { side: 'friendly', types: ['character'] }, grant: { strength: 1, keywords: [] } })).toBe(
      'Howl S: your characters get +1 Strength until the end of the turn',
    );
    expect(keywordLabel({ kw: 'exhaustion', x: 1, grant: { strength: 1, keywords: [{ kw: 'hammerblow' }] } })).toBe('Exhaustion 1: +1 Strength and Hammerblow');
    expect(keywordLabel({ kw: 'contract', grant: { strength: 0, keywords: [{ kw: 'veteran' }] } })).toBe('Contract: Veteran');
    expect(keywordLabel({ kw: 'shieldAgainst', against: ['shooting', 'spells'] })).toBe('Shield against Shooting, spells');
  });
});
