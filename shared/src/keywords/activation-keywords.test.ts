import { randomBot } from '../bots/random-bot';
import { keywordLabel } from '../cards/text';
import { apply } from '../engine/apply';
import { seedPrng } from '../random';
import { legalActions } from '../engine/legal-actions';
import type { Effect } from '../cards/effects';
import type { Ctx } from '../primitives/context';
import { runTasks } from '../engine/run-tasks';
import type { ScenarioCreature } from '../state/scenario-setup';
import { createScenarioState } from '../scenario/scenario-state';
import type { GameState } from '../state/types';
import { vampirismCanHealOff } from '../queries/targeting';

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
    expect(again.events.some((e) => e.e === 'diseased')).toBe(false); // at most one token (docs/rules-decisions.md #40)
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
    expect(keywordLabel({ kw: 'shieldAgainst', against: ['shooting', 'spells'] })).toBe('Shield against Shooting and spells');
  });
});

describe('bots play positions full of this lane\'s keywords', () => {
  it('every action a random bot picks is accepted, keyword decisions included, and the same seed plays the same game', () => {
    const play = (seed: string): { state: string; kinds: Set<string>; abilities: Set<string> } => {
      const grant = { strength: 1, keywords: [{ kw: 'veteran' as const }] };
      const kws = (side: 'p1' | 'p2', x: number): ScenarioCreature[] => [
        { id: `${side}-regen`, card: R, owner: side, at: at(x, 0), wounds: 1, keywords: [{ kw: 'regeneration', x: 2 }, { kw: 'requiem' }] },
        { id: `${side}-sick`, card: R, owner: side, at: at(x + 60, 0), disease: true, keywords: [{ kw: 'exhaustion', x: 1, grant }, { kw: 'magicalStrike', x: 2 }] },
        { id: `${side}-merc`, card: R, owner: side, at: at(x + 120, 0), keywords: [{ kw: 'contract', grant }, { kw: 'parasite', x: 2 }, { kw: 'drill' }] },
        { id: `${side}-mind`, card: R, owner: side, at: at(x + 180, 0), concentration: 0, keywords: [{ kw: 'control', x: 3 }, { kw: 'concentration', x: 2 }] },
        { id: `${side}-howl`, card: R, owner: side, at: at(x + 240, 0), keywords: [{ kw: 'howl', range: 'M', grant }, { kw: 'healing', x: 2 }, { kw: 'recruitment' }] },
      ];
      const place = (cs: ScenarioCreature[], y: number) => cs.map((c) => ({ ...c, at: at(c.at.x, y) }));
      const s0 = createScenarioState(
        { activeSeat: 'p1', players: { p1: { prosperity: 6 }, p2: { prosperity: 6 } }, creatures: [...place(kws('p1', 150), 380), ...place(kws('p2', 150), 220)] },
        [],
      );
      s0.strictDice = false;
      s0.rng = seedPrng(seed);
      const bots = { p1: randomBot(`${seed}-1`), p2: randomBot(`${seed}-2`) };
      const kinds = new Set<string>();
      const abilities = new Set<string>();
      let s = s0;
      for (let i = 0; i < 600 && !s.result; i++) {
        const seat = (s.pending?.seat ?? s.activeSeat) as 'p1' | 'p2';
        if (s.pending) kinds.add(s.pending.kind === 'optionalAbility' ? s.pending.options.keyword : s.pending.kind);
        const action = bots[seat].choose(s, seat);
        if (!action) break;
        if (action.type === 'ability') abilities.add(action.ability);
        const r = apply(s, seat, action);
        if (!r.ok) throw new Error(`${seat} ${JSON.stringify(action)} rejected ${r.code}: ${r.message}`);
        s = r.state;
      }
      return { state: JSON.stringify(s), kinds, abilities };
    };
    const a = play('kw-a');
    expect(play('kw-a').state).toBe(a.state);
    const kinds = new Set<string>();
    const abilities = new Set<string>();
    for (const seed of ['kw-a', 'kw-b', 'kw-c', 'kw-d']) {
      const g = play(seed);
      g.kinds.forEach((k) => kinds.add(k));
      g.abilities.forEach((k) => abilities.add(k));
    }
    expect([...kinds]).toEqual(expect.arrayContaining(['disease', 'exhaustion', 'contract', 'recruitment']));
    expect([...abilities]).toEqual(expect.arrayContaining(['concentration', 'control', 'howl', 'healing']));
  });
});
