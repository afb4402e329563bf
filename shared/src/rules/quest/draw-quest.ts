import { getQuest, QUEST_TERRAIN_FLIP, type Quest } from '../../cards/quest';
import { getCard } from '../../cards/registry';
import type { ActiveQuest } from '../../state/quest';
import { newCreature } from '../../primitives/new-creature';
import { emit, type Ctx } from '../../primitives/context';
import { questTerrainSpot, creatureSpot } from './placement';
import { questOf } from './quest-of';
import { summonOverlordCreature } from './summon';

/** The modifier tag a quest's Abilities put on its creatures, removed when the quest is over (22.18). */
export const questTag = (id: string): string => `quest:${id}`;

/**
 * Draw the top quest and carry out its "!" section (checklist 22.15): its terrains from the box (none
 * left: skipped), its Overlord creatures (over the limit: not placed) and a chained companion. Its
 * Abilities start at once (22.18).
 */
export function drawQuest(ctx: Ctx): void {
  const s = ctx.s;
  const { q, cfg } = questOf(s);
  const id = q.questDeck.shift();
  if (!id) return;
  const quest = getQuest(id);
  const aq: ActiveQuest = { id, drawnAt: q.phases, creatures: [], terrain: [], held: 0 };
  q.active.push(aq);
  emit(ctx, { e: 'questDrawn', quest: id });
  for (const step of quest.setup) {
    if (step.place === 'terrain') {
      for (let i = 0; i < step.count; i++) placeTerrain(ctx, aq, step.terrain);
    } else if (step.place === 'overlord') {
      const near = aq.terrain.length > 0 ? s.terrain.find((t) => t.id === aq.terrain[aq.terrain.length - 1])?.polygon : undefined;
      for (let i = 0; i < step.count; i++) {
        const placed = summonOverlordCreature(ctx, step.creature, step.where, near);
        if ('id' in placed) {
          aq.creatures.push(placed.id);
          emit(ctx, { e: 'questPlaced', quest: id, card: s.creatures[placed.id]!.card, id: placed.id, at: s.creatures[placed.id]!.pos, what: 'overlord' });
        } else emit(ctx, { e: 'questPlacementSkipped', quest: id, card: placed.card, why: placed.skipped });
      }
    } else {
      // "Chain control of …" (22.17): the Hero's, outside the cap, not "your creature" for effects.
      const at = creatureSpot(s, step.creature, 'heroEdge');
      if (!at) {
        emit(ctx, { e: 'questPlacementSkipped', quest: id, card: step.creature, why: 'noRoom' });
        continue;
      }
      const c = newCreature(s, { card: step.creature, kind: 'character', owner: cfg.hero, at });
      c.chained = true;
      aq.chained = c.id;
      emit(ctx, { e: 'questPlaced', quest: id, card: step.creature, id: c.id, at, what: 'chained' });
    }
  }
  startAbilities(ctx, aq, quest);
}

function placeTerrain(ctx: Ctx, aq: ActiveQuest, card: string): void {
  const s = ctx.s;
  const { q, cfg } = questOf(s);
  if ((q.terrainBox[card] ?? 0) <= 0) {
    emit(ctx, { e: 'questPlacementSkipped', quest: aq.id, card, why: 'boxEmpty' });
    return;
  }
  const spot = questTerrainSpot(s, card);
  if (!spot) {
    emit(ctx, { e: 'questPlacementSkipped', quest: aq.id, card, why: 'noRoom' });
    return;
  }
  q.terrainBox[card]! -= 1;
  let n = s.terrain.length + 1;
  while (s.terrain.some((t) => t.id === `t${n}`)) n++;
  const id = `t${n}`;
  // In PvP the Hero player places every terrain (22.9): the Hero's seat owns it.
  s.terrain.push({ id, card, owner: cfg.hero, center: spot.at, rotation: 0, polygon: spot.polygon, searched: false });
  aq.terrain.push(id);
  emit(ctx, { e: 'terrainPlaced', seat: cfg.hero, terrain: id, card, at: spot.at, rotation: 0 });
  emit(ctx, { e: 'questPlaced', quest: aq.id, card, id, at: spot.at, what: 'terrain' });
}

/** A quest's Abilities that change creatures start when it is drawn (22.18). */
function startAbilities(ctx: Ctx, aq: ActiveQuest, quest: Quest): void {
  for (const ab of quest.abilities) {
    if (ab.kind !== 'overlordStrength') continue;
    for (const id of aq.creatures) {
      const c = ctx.s.creatures[id];
      if (!c) continue;
      c.modifiers.push({ strength: ab.amount, tag: questTag(aq.id) });
      emit(ctx, { e: 'strengthChanged', creature: id, delta: ab.amount });
    }
  }
}

/** A quest is over: its Abilities end (22.18) and its unique terrains turn to side B when it was done (22.11). */
export function endQuest(ctx: Ctx, aq: ActiveQuest, done: boolean): void {
  const s = ctx.s;
  const tag = questTag(aq.id);
  for (const c of Object.values(s.creatures)) {
    const before = c.modifiers.length;
    c.modifiers = c.modifiers.filter((m) => m.tag !== tag);
    if (c.modifiers.length !== before) emit(ctx, { e: 'strengthChanged', creature: c.id, delta: -getQuestStrength(aq.id) });
  }
  if (!done) return;
  for (const t of s.terrain) {
    const flip = QUEST_TERRAIN_FLIP[t.card];
    if (!aq.terrain.includes(t.id) || !flip) continue;
    t.card = flip;
    emit(ctx, { e: 'terrainFlipped', terrain: t.id, card: getCard(flip).id });
  }
}

function getQuestStrength(id: string): number {
  return getQuest(id).abilities.reduce((n, ab) => n + (ab.kind === 'overlordStrength' ? ab.amount : 0), 0);
}
