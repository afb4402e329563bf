import { getQuest, QUEST_TERRAIN_FLIP, type Quest, type QuestSetupStep } from '../../cards/quest';
import { getCard } from '../../cards/registry';
import type { ActiveQuest } from '../../state/quest';
import type { QuestSetupTask } from '../../state/tasks';
import { newCreature } from '../../primitives/new-creature';
import { emit, type Ctx } from '../../primitives/context';
import { push } from '../../primitives/stack';
import {
  creatureSpotProblem, creatureSpots, questTerrainCheck, questTerrainPolygon, questTerrainSpots, underCreatureLimit,
} from './placement';
import { pieceSpot } from './piece-spot';
import { questOf } from './quest-of';
import { overlordFace, putOverlordCreature } from './summon';
import { creatureToChange, terrainListToChange, terrainToChange } from '../../primitives/copy-on-write';
import { modifier } from '../../primitives/modifier';

/** The modifier tag a quest's Abilities put on its creatures, removed when the quest is over (22.18). */
export const questTag = (id: string): string => `quest:${id}`;

/**
 * Draw the top quest and queue its "!" section (checklist 22.15): its terrains from the box (none left:
 * skipped), its Overlord creatures (over the limit: not placed) and a chained companion, then its Abilities
 * start (22.18). Solo the engine places every piece; against an Overlord player the Hero places the terrain and
 * the creatures it will control, the Overlord the other creatures (22.9, 22.16, docs/rules-decisions.md #143).
 */
export function drawQuest(ctx: Ctx): void {
  const { q } = questOf(ctx.s);
  const id = q.questDeck.shift();
  if (!id) return;
  q.active.push({ id, drawnAt: q.phases, creatures: [], terrain: [], held: 0 });
  emit(ctx, { e: 'questDrawn', quest: id });
  push(ctx, { kind: 'questSetup', quest: id, step: 0, done: 0 });
}

/** The quest's pieces one by one, each waiting for its spot when a player places it. */
export function runQuestSetup(ctx: Ctx, t: QuestSetupTask): 'done' | 'keep' {
  const aq = questOf(ctx.s).q.active.find((a) => a.id === t.quest);
  if (!aq) return 'done';
  const quest = getQuest(t.quest);
  while (t.step < quest.setup.length) {
    const step = quest.setup[t.step]!;
    if (t.done >= (step.place === 'chained' ? 1 : step.count)) {
      t.step += 1;
      t.done = 0;
      continue;
    }
    const placed = step.place === 'terrain' ? placeTerrain(ctx, t, aq, step.terrain) : step.place === 'overlord' ? placeOverlord(ctx, t, aq, step) : placeChained(ctx, t, aq, step.creature);
    if (placed === 'wait') return 'keep';
    t.done += 1;
  }
  startAbilities(ctx, aq, quest);
  return 'done';
}

function placeTerrain(ctx: Ctx, t: QuestSetupTask, aq: ActiveQuest, card: string): void | 'wait' {
  const s = ctx.s;
  const { q, cfg } = questOf(s);
  if ((q.terrainBox[card] ?? 0) <= 0) return void emit(ctx, { e: 'questPlacementSkipped', quest: aq.id, card, why: 'boxEmpty' });
  const spots = questTerrainSpots(s, card);
  if (spots.length === 0) return void emit(ctx, { e: 'questPlacementSkipped', quest: aq.id, card, why: 'noRoom' });
  const at = pieceSpot(ctx, t, { quest: aq.id, card, what: 'terrain', fallback: false, spots }, questTerrainCheck(s, card));
  if (at === 'wait') return 'wait';
  q.terrainBox[card]! -= 1;
  let n = s.terrain.length + 1;
  while (s.terrain.some((x) => x.id === `t${n}`)) n++;
  const id = `t${n}`;
  // In PvP the Hero player places every terrain (22.9): the Hero's seat owns it.
  terrainListToChange(s).push({ id, card, owner: cfg.hero, center: at, rotation: 0, polygon: questTerrainPolygon(card, at), searched: false });
  aq.terrain.push(id);
  emit(ctx, { e: 'terrainPlaced', seat: cfg.hero, terrain: id, card, at, rotation: 0 });
  emit(ctx, { e: 'questPlaced', quest: aq.id, card, id, at, what: 'terrain' });
}

function placeOverlord(ctx: Ctx, t: QuestSetupTask, aq: ActiveQuest, step: Extract<QuestSetupStep, { place: 'overlord' }>): void | 'wait' {
  const s = ctx.s;
  const near = aq.terrain.length > 0 ? s.terrain.find((x) => x.id === aq.terrain[aq.terrain.length - 1])?.polygon : undefined;
  const face = overlordFace(s, step.creature);
  if (!underCreatureLimit(s, face)) return void emit(ctx, { e: 'questPlacementSkipped', quest: aq.id, card: face, why: 'creatureLimit' });
  const { spots, fallback } = creatureSpots(s, face, step.where, near);
  if (spots.length === 0) return void emit(ctx, { e: 'questPlacementSkipped', quest: aq.id, card: face, why: 'noRoom' });
  const piece = { quest: aq.id, card: face, what: 'overlord' as const, fallback, spots };
  const at = pieceSpot(ctx, t, piece, (p) => creatureSpotProblem(s, face, step.where, near, p));
  if (at === 'wait') return 'wait';
  const id = putOverlordCreature(ctx, face, at);
  aq.creatures.push(id);
  emit(ctx, { e: 'questPlaced', quest: aq.id, card: face, id, at, what: 'overlord' });
}

/** "Chain control of …" (22.17): the Hero's, outside the cap, not "your creature" for effects. */
function placeChained(ctx: Ctx, t: QuestSetupTask, aq: ActiveQuest, card: string): void | 'wait' {
  const s = ctx.s;
  const { cfg } = questOf(s);
  const { spots } = creatureSpots(s, card, 'heroEdge');
  if (spots.length === 0) return void emit(ctx, { e: 'questPlacementSkipped', quest: aq.id, card, why: 'noRoom' });
  const piece = { quest: aq.id, card, what: 'chained' as const, fallback: false, spots };
  const at = pieceSpot(ctx, t, piece, (p) => creatureSpotProblem(s, card, 'heroEdge', undefined, p));
  if (at === 'wait') return 'wait';
  const c = newCreature(s, { card, kind: 'character', owner: cfg.hero, at });
  c.chained = true;
  aq.chained = c.id;
  emit(ctx, { e: 'questPlaced', quest: aq.id, card, id: c.id, at, what: 'chained' });
}

/** A quest's Abilities that change creatures start when it is drawn (22.18). */
function startAbilities(ctx: Ctx, aq: ActiveQuest, quest: Quest): void {
  for (const ab of quest.abilities) {
    if (ab.kind !== 'overlordStrength') continue;
    for (const id of aq.creatures) {
      if (!ctx.s.creatures[id]) continue;
      creatureToChange(ctx.s, id).modifiers.push(modifier({ strength: ab.amount, tag: questTag(aq.id) }));
      emit(ctx, { e: 'strengthChanged', creature: id, delta: ab.amount });
    }
  }
}

/** A quest is over: its Abilities end (22.18) and its unique terrains turn to side B when it was done (22.11). */
export function endQuest(ctx: Ctx, aq: ActiveQuest, done: boolean): void {
  const s = ctx.s;
  const tag = questTag(aq.id);
  for (const c of Object.values(s.creatures)) {
    if (!c.modifiers.some((m) => m.tag === tag)) continue;
    const w = creatureToChange(s, c.id);
    w.modifiers = w.modifiers.filter((m) => m.tag !== tag);
    emit(ctx, { e: 'strengthChanged', creature: c.id, delta: -getQuestStrength(aq.id) });
  }
  if (!done) return;
  for (const t of s.terrain) {
    const flip = QUEST_TERRAIN_FLIP[t.card];
    if (!aq.terrain.includes(t.id) || !flip) continue;
    terrainToChange(s, t.id).card = flip;
    emit(ctx, { e: 'terrainFlipped', terrain: t.id, card: getCard(flip).id });
  }
}

function getQuestStrength(id: string): number {
  return getQuest(id).abilities.reduce((n, ab) => n + (ab.kind === 'overlordStrength' ? ab.amount : 0), 0);
}
