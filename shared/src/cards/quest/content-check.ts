import { findCard } from '../registry';
import { validateDeck } from '../deck-rules';
import { RULEBOOK } from '../../state/ruleset';
import { RAGE_TRACK } from './rage-track';
import { RageTrackSchema, type DiceCard, type OverlordCard, type OverlordCreature, type OverlordEffect, type Quest } from './schema';
import type { Loadout } from '../../state/types';
import { QUEST_TERRAIN_BOX, QUEST_TERRAIN_FLIP } from './terrains';
import { starterHeroLoadout } from './starter-deck';
import { DICE_CARDS, OVERLORD_CREATURE_LIST, OVERLORD_PVE_DECK, OVERLORD_PVP_DECK, QUEST_LIST } from './index';

/** One thing wrong with the quest content (`npm run cards -- --check`). */
export interface QuestContentProblem {
  subject: string;
  message: string;
}

/** The content being checked (the shipped content by default; tests pass broken copies). */
export interface QuestContent {
  QUEST_LIST: readonly Quest[];
  OVERLORD_PVP_DECK: readonly OverlordCard[];
  OVERLORD_PVE_DECK: readonly OverlordCard[];
  OVERLORD_CREATURE_LIST: readonly OverlordCreature[];
  DICE_CARDS: readonly DiceCard[];
  starter: Loadout;
}

const SHIPPED: QuestContent = { QUEST_LIST, OVERLORD_PVP_DECK, OVERLORD_PVE_DECK, OVERLORD_CREATURE_LIST, DICE_CARDS, starter: starterHeroLoadout() };

/** The counts the rulebook gives (checklist 22.14, 22.21, 22.24, 22.26). */
export const QUEST_COUNTS = { early: 3, late: 12, pvpCards: 22, pveCards: 10, starterDeck: 20 } as const;

/**
 * Check the quest content beyond its schemas: the deck sizes, every reference pointing at a real card
 * of the right kind and side, the Dice deck's faces split as the die's, a legal starter deck.
 */
export function checkQuestContent(content: QuestContent = SHIPPED): QuestContentProblem[] {
  const { QUEST_LIST, OVERLORD_PVP_DECK, OVERLORD_PVE_DECK, OVERLORD_CREATURE_LIST, DICE_CARDS } = content;
  const out: QuestContentProblem[] = [];
  const problem = (subject: string, message: string) => out.push({ subject, message });
  const count = (stage: Quest['stage']) => QUEST_LIST.filter((q) => q.stage === stage).length;
  if (count('early') !== QUEST_COUNTS.early) problem('quest deck', `needs ${QUEST_COUNTS.early} early quests, has ${count('early')}`);
  if (count('late') !== QUEST_COUNTS.late) problem('quest deck', `needs ${QUEST_COUNTS.late} late quests, has ${count('late')}`);
  if (OVERLORD_PVP_DECK.length !== QUEST_COUNTS.pvpCards) problem('Overlord PvP deck', `needs ${QUEST_COUNTS.pvpCards} cards, has ${OVERLORD_PVP_DECK.length}`);
  if (OVERLORD_PVE_DECK.length !== QUEST_COUNTS.pveCards) problem('Overlord PvE deck', `needs ${QUEST_COUNTS.pveCards} cards, has ${OVERLORD_PVE_DECK.length}`);
  for (const deck of [OVERLORD_PVP_DECK, OVERLORD_PVE_DECK]) {
    const ids = deck.map((c) => c.id);
    for (const id of new Set(ids.filter((id, i) => ids.indexOf(id) !== i))) problem(id, 'this Overlord card id is used twice in one deck');
  }
  const questIds = QUEST_LIST.map((q) => q.id);
  for (const id of new Set(questIds.filter((id, i) => questIds.indexOf(id) !== i))) problem(id, 'this quest id is used twice');

  const isTerrain = (id: string) => findCard(id)?.type === 'terrain' && id in QUEST_TERRAIN_BOX;
  const creatureFace = (id: string, side: 'pvp' | 'pve') => OVERLORD_CREATURE_LIST.some((c) => (side === 'pvp' ? c.id : `${c.id}-pve`) === id);
  for (const q of QUEST_LIST) {
    for (const step of q.setup) {
      if (step.place === 'terrain' && !isTerrain(step.terrain)) problem(q.id, `places "${step.terrain}", which is not a quest terrain in the box`);
      if (step.place !== 'terrain' && !creatureFace(step.creature, 'pvp')) problem(q.id, `places "${step.creature}", which is not an Overlord creature`);
    }
    for (const ab of q.abilities) {
      if (ab.kind !== 'terrainGains') continue;
      if (!isTerrain(ab.terrain)) problem(q.id, `gives abilities to "${ab.terrain}", which is not a quest terrain in the box`);
      if (Object.keys(ab.gains).length === 0) problem(q.id, `gives "${ab.terrain}" no ability`);
    }
    const goalTerrain = 'terrain' in q.goal ? q.goal.terrain : undefined;
    if (goalTerrain && !q.setup.some((s) => s.place === 'terrain' && s.terrain === goalTerrain)) problem(q.id, `its goal needs "${goalTerrain}", which the quest does not place`);
    if (q.goal.kind === 'search' && !findCard(q.goal.terrain)?.terrain?.ruins) problem(q.id, `"${q.goal.terrain}" cannot be searched`);
    if (q.goal.kind === 'slay' && !q.setup.some((s) => s.place === 'overlord')) problem(q.id, 'a slay quest must place Overlord creatures');
    const chained = q.setup.some((s) => s.place === 'chained');
    if ((q.goal.kind === 'escort' || q.failures.some((f) => f.kind === 'chainedDied')) && !chained) problem(q.id, 'an escort quest must place a chained creature');
    if (q.failures.some((f) => f.kind === 'terrainLost') && !q.setup.some((s) => s.place === 'terrain' && findCard(s.terrain)?.unique)) {
      problem(q.id, 'only a quest with a unique terrain can fail by losing it');
    }
  }
  const checkEffects = (card: string, side: 'pvp' | 'pve', effects: readonly OverlordEffect[]) => {
    for (const e of effects) if (e.op === 'summon' && !creatureFace(e.creature, side)) problem(card, `summons "${e.creature}", which is not an Overlord creature's ${side} face`);
  };
  for (const c of [...OVERLORD_PVP_DECK, ...OVERLORD_PVE_DECK]) {
    checkEffects(c.id, c.side, c.main.effects);
    checkEffects(c.id, c.side, c.extra);
  }
  for (const [a, b] of Object.entries(QUEST_TERRAIN_FLIP)) {
    if (!findCard(a)?.unique || !findCard(b)?.unique) problem(a, 'both sides of a two-sided terrain must be unique terrain cards');
  }
  const faces = DICE_CARDS.flatMap((c) => c.faces);
  for (const f of ['bullseye', 'axe', 'shield'] as const) {
    const n = faces.filter((x) => x === f).length;
    if (n * 3 !== faces.length) problem('Dice deck', `${f} is ${n} of ${faces.length} faces; the die has each face a third of the time`);
  }
  for (const [side, track] of Object.entries(RAGE_TRACK)) {
    const r = RageTrackSchema.safeParse(track);
    if (!r.success) problem(`${side} Rage track`, r.error.issues[0]!.message);
  }
  const starter = content.starter;
  if (starter.deck.length !== QUEST_COUNTS.starterDeck) problem('starter deck', `needs ${QUEST_COUNTS.starterDeck} cards, has ${starter.deck.length}`);
  const verdict = validateDeck(starter, RULEBOOK);
  if (!verdict.ok) problem('starter deck', verdict.reasons.map((r) => r.message).join(' '));
  return out;
}
