import { DISTANCE, circlePolygonGap, distance } from '../../geometry';
import { apply } from '../../engine/apply';
import { runTasks } from '../../engine/run-tasks';
import { bareQuestGame, questCtx } from '../../engine/test-quest-game';
import { newCreature } from '../../primitives/new-creature';
import { baseOf } from '../../queries/creatures';
import { templatePolygon } from '../terrain';
import { getCard } from '../../cards/registry';
import type { GameEvent } from '../../protocol/events';
import type { GameState } from '../../state/types';
import { drawDiceCard } from './dice-deck';
import { startNpcTurn } from './npc-turn';
import { creatureToChange, playerToChange, terrainListToChange } from '../../primitives/copy-on-write';

/** The Hero at the field's middle, south side, with nothing else around; the NPC turn to come. */
function stage(seed: string): { s: GameState; hero: string } {
  const s = bareQuestGame('pve', seed);
  const hero = s.players.p1!.heroCreature;
  creatureToChange(s, hero).pos = { x: 300, y: 450 };
  return { s, hero };
}

/** Run the NPC turn; a defender of the Hero's asked for its split puts every die into defence (docs/rules-decisions.md #141). */
function npcTurn(s: GameState): { s: GameState; events: GameEvent[] } {
  const ctx = questCtx(s);
  ctx.s.activeSeat = 'p2';
  ctx.s.phase = 'activation';
  startNpcTurn(ctx);
  runTasks(ctx);
  let state = ctx.s;
  const events = [...ctx.events];
  while (state.pending?.seat === 'p1') {
    const d = state.pending;
    const answer = d.kind === 'diceSplit' ? { attack: 0, defence: d.options.total } : d.defaultAnswer;
    const r = apply(state, 'p1', { type: 'answer', decision: d.id, answer });
    if (!r.ok) throw new Error(r.message);
    state = r.state;
    events.push(...r.events);
  }
  return { s: state, events };
}

const heroR = (s: GameState) => baseOf(s.creatures[s.players.p1!.heroCreature]!).r;

describe('the solo Overlord\'s NPCs (checklist 22.43–22.54)', () => {
  it('attacks the weakest enemy it touches instead of following its script (22.50, docs/rules-decisions.md #75f)', () => {
    const { s, hero } = stage('weakest');
    const h = s.creatures[hero]!;
    const bandit = newCreature(s, { card: 'roadside-bandit-pve', kind: 'character', owner: 'p2', at: { x: 300, y: 450 - heroR(s) - 16 - 1 } });
    // A minion touching the bandit on its other side: less Health left than the Hero.
    const cub = newCreature(s, { card: 'moonwolf-cub', kind: 'minion', owner: 'p1', at: { x: 300, y: bandit.pos.y - 16 - getCard('moonwolf-cub').stats!.base / 2 - 1 } });
    const { events } = npcTurn(s);
    expect(events).toContainEqual({ e: 'meleeDeclared', attacker: bandit.id, defender: cub.id });
    expect(events.some((e) => e.e === 'moved' && e.creature === bandit.id)).toBe(false);
    expect(h.id).toBe(hero);
  });

  it('reads a Dice card for its attack: as many faces as its Strength, each Axe a hit (22.55–22.56)', () => {
    const { s, hero } = stage('dice');
    const bandit = newCreature(s, { card: 'roadside-bandit-pve', kind: 'character', owner: 'p2', at: { x: 300, y: 450 - heroR(s) - 16 - 1 } });
    // Scripted: the Dice card's two faces, then the Hero's defence dice (its Strength in dice).
    const strength = getCard(s.creatures[hero]!.card).stats!.strength;
    s.diceScript = ['axe', 'axe', ...Array(strength).fill('bullseye')];
    const { s: after, events } = npcTurn(s);
    expect(events).toContainEqual({ e: 'diceCard', faces: ['axe', 'axe'], read: 2, why: 'a melee attack' });
    expect(events).toContainEqual(expect.objectContaining({ e: 'rolled', creature: bandit.id, purpose: 'melee attack', successes: 2 }));
    const h = after.creatures[hero]!;
    expect(h.wounds + h.armour).toBeGreaterThan(0);
  });

  it('draws two Dice cards against a Veteran and uses the one better for the Veteran (22.59, docs/rules-decisions.md #138)', () => {
    const { s, hero } = stage('veteran');
    creatureToChange(s, hero).modifiers.push({ keyword: { kw: 'veteran' } });
    newCreature(s, { card: 'roadside-bandit-pve', kind: 'character', owner: 'p2', at: { x: 300, y: 450 - heroR(s) - 16 - 1 } });
    const strength = getCard(s.creatures[hero]!.card).stats!.strength;
    // Two Dice cards (2 faces each), then the Hero's defence dice.
    s.diceScript = ['axe', 'axe', 'bullseye', 'axe', ...Array(strength).fill('bullseye')];
    const { s: after, events } = npcTurn(s);
    expect(events.filter((e) => e.e === 'diceCard').map((e) => (e as { faces: string[] }).faces)).toEqual([['axe', 'axe'], ['bullseye', 'axe']]);
    expect(events.some((e) => e.e === 'npc' && e.text === 'Veteran: of two Dice cards, the second is used.')).toBe(true);
    const h = after.creatures[hero]!;
    expect(h.wounds + (s.creatures[hero]!.armour - h.armour)).toBe(1);
  });

  it('walks toward its goal without running (22.51) and around an obstacle (22.52)', () => {
    const { s, hero } = stage('walk');
    // Rocks squarely between the wolf and the Hero.
    const rocks = templatePolygon(getCard('quest-rocks').terrain!.shape, { x: 300, y: 300 }, 0);
    terrainListToChange(s).push({ id: 't1', card: 'quest-rocks', owner: 'p1', center: { x: 300, y: 300 }, rotation: 0, polygon: rocks, searched: false });
    const wolf = newCreature(s, { card: 'grey-wolf-pve', kind: 'character', owner: 'p2', at: { x: 300, y: 200 } });
    const before = distance(wolf.pos, s.creatures[hero]!.pos);
    const { s: after, events } = npcTurn(s);
    const moved = events.find((e): e is Extract<GameEvent, { e: 'moved' }> => e.e === 'moved' && e.creature === wolf.id)!;
    expect(moved.run).toBe(false);
    expect(moved.length).toBeLessThanOrEqual(DISTANCE.L + 0.5);
    expect(distance(after.creatures[wolf.id]!.pos, after.creatures[hero]!.pos)).toBeLessThan(before - 50);
    for (const p of moved.path) expect(circlePolygonGap({ c: p, r: 16 }, rocks)).toBeGreaterThan(-0.5);
  });

  it('keeps an Evil Eye within S of its Rocks (22.63)', () => {
    const { s } = stage('eye');
    const rocks = templatePolygon(getCard('quest-rocks').terrain!.shape, { x: 300, y: 150 }, 0);
    terrainListToChange(s).push({ id: 't1', card: 'quest-rocks', owner: 'p1', center: { x: 300, y: 150 }, rotation: 0, polygon: rocks, searched: false });
    const eye = newCreature(s, { card: 'evil-eye-pve', kind: 'character', owner: 'p2', at: { x: 300, y: 200 } });
    // The Hero within S of the Rocks: the Eye goes after it, but not farther than S from its Rocks.
    creatureToChange(s, playerToChange(s, 'p1').heroCreature).pos = { x: 300, y: 300 };
    const { s: after } = npcTurn(s);
    expect(circlePolygonGap(baseOf(after.creatures[eye.id]!), rocks)).toBeLessThanOrEqual(DISTANCE.S);
  });

  it('always Backstabs successfully, without a die (22.53)', () => {
    const s0 = bareQuestGame('pve', 'backstab');
    const hero = s0.players.p1!.heroCreature;
    creatureToChange(s0, hero).pos = { x: 300, y: 450 };
    creatureToChange(s0, hero).activated = false;
    newCreature(s0, { card: 'roadside-bandit-pve', kind: 'character', owner: 'p2', at: { x: 300, y: 450 - heroR(s0) - 16 - 1 } });
    const r0 = apply(s0, 'p1', { type: 'takeProsperity' });
    if (!r0.ok) throw new Error(r0.message);
    r0.state.strictDice = true; // any die rolled would fail the test: none may be
    const r = apply(r0.state, 'p1', { type: 'move', creature: hero, path: [{ x: 300, y: 520 }] });
    if (!r.ok) throw new Error(r.message);
    expect(r.events.find((e) => e.e === 'backstab')).toMatchObject({ faces: ['shield'], successes: 1 });
  });

  it('answers the NPC\'s own decisions itself: the Hero attacking an NPC never waits on the Overlord seat (22.44)', () => {
    const s0 = bareQuestGame('pve', 'split');
    const hero = s0.players.p1!.heroCreature;
    creatureToChange(s0, hero).pos = { x: 300, y: 450 };
    creatureToChange(s0, hero).activated = false;
    const bandit = newCreature(s0, { card: 'roadside-bandit-pve', kind: 'character', owner: 'p2', at: { x: 300, y: 450 - heroR(s0) - 16 - 1 } });
    let state = (apply(s0, 'p1', { type: 'takeProsperity' }) as { state: GameState }).state;
    const r = apply(state, 'p1', { type: 'melee', creature: hero, target: bandit.id });
    if (!r.ok) throw new Error(r.message);
    state = r.state;
    expect(r.events.some((e) => e.e === 'decision' && e.seat === 'p2')).toBe(true);
    expect(state.pending?.seat).not.toBe('p2');
  });

  it('reads an NPC\'s dice off Dice cards when the Hero attacks it, and gives every NPC Fortitude and Stamina (22.45, 22.56, 22.57)', () => {
    expect(getCard('roadside-bandit-pve').keywords.map((k) => k.kw)).toEqual(['fortitude', 'stamina']);
    expect(getCard('roadside-bandit').keywords).toEqual([]);
    const s0 = bareQuestGame('pve', 'hero-attacks');
    const hero = s0.players.p1!.heroCreature;
    creatureToChange(s0, hero).pos = { x: 300, y: 450 };
    creatureToChange(s0, hero).activated = false;
    const bandit = newCreature(s0, { card: 'roadside-bandit-pve', kind: 'character', owner: 'p2', at: { x: 300, y: 450 - heroR(s0) - 16 - 1 } });
    let state = (apply(s0, 'p1', { type: 'takeProsperity' }) as { state: GameState }).state;
    const events: GameEvent[] = [];
    let r = apply(state, 'p1', { type: 'melee', creature: hero, target: bandit.id });
    // Answer the Hero's own choices (its split, any reroll) with their defaults until the melee is over.
    while (r.ok) {
      events.push(...r.events);
      state = r.state;
      if (!state.pending) break;
      r = apply(state, 'p1', { type: 'answer', decision: state.pending.id, answer: state.pending.defaultAnswer });
    }
    const npcRolls = events.filter((e) => e.e === 'rolled' && e.creature === bandit.id);
    const cards = events.filter((e) => e.e === 'diceCard');
    expect(npcRolls.length).toBeGreaterThan(0);
    expect(cards.length).toBe(npcRolls.length);
  });

  it('makes the Dice deck again from the used cards when it runs out', () => {
    const s = bareQuestGame('pve', 'reshuffle');
    const ctx = questCtx(s);
    for (let i = 0; i < 18; i++) drawDiceCard(ctx, 3, 'test');
    expect(ctx.s.quest!.diceDeck).toHaveLength(0);
    drawDiceCard(ctx, 3, 'test');
    expect(ctx.s.quest!.diceDeck).toHaveLength(17);
    expect(ctx.s.quest!.diceUsed).toHaveLength(1);
  });
});
