import { z } from 'zod';
import { CreatureStatsSchema } from '../schema';
import { KeywordSchema } from '../effects';

/**
 * Quest mode content as data (rulebook: Rules of the Quest Mode; docs/architecture.md §3 and §10): the
 * Overlord's creatures with their two faces, the quests, the Overlord's cards, the Dice deck and the
 * Rage track. The rules that read this data live in `rules/quest/`.
 */

/** Which creature-limit pool a kind of Overlord creature counts toward (checklist 22.28, 22.40); a `companion` is the Hero's chained ally and counts toward none. */
export const OverlordKindSchema = z.enum(['bandit', 'wolf', 'skeleton', 'evilEye', 'dragonWhelp', 'companion']);
export type OverlordKind = z.infer<typeof OverlordKindSchema>;

/**
 * What an NPC does in the solo game (the PvE face's script, read by `rules/quest/npc-turn.ts`):
 * - `hunt`: walk toward the chosen enemy (`hero`, `nearest` or `weakest`) and attack on contact;
 * - `guard`: stay within S of the nearest terrain of the named card, attacking whatever comes into contact,
 *   and hunt only enemies within `reach` of that terrain.
 */
export const NpcScriptSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('hunt'), target: z.enum(['hero', 'nearest', 'weakest']) }),
  z.object({ kind: z.literal('guard'), terrain: z.string(), reach: z.enum(['S', 'M', 'L']) }),
]);
export type NpcScript = z.infer<typeof NpcScriptSchema>;

/** One face of an Overlord creature card: stats and keywords (the PvE face adds its script). */
const FaceSchema = z.object({ stats: CreatureStatsSchema, keywords: z.array(KeywordSchema).default([]) });

/** An Overlord creature ("Beast card"): a PvP face in the classic rules and a PvE face with its script (22.12). */
export const OverlordCreatureSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  kind: OverlordKindSchema,
  /** Unique creatures move after the common ones in the solo game (22.43). */
  unique: z.boolean().default(false),
  /** Honour the Hero earns when one dies (docs/rules-decisions.md #75c: bandits 1, others by card). */
  honour: z.number().int().min(0).default(0),
  pvp: FaceSchema,
  pve: FaceSchema.extend({ script: NpcScriptSchema }),
});
export type OverlordCreature = z.infer<typeof OverlordCreatureSchema>;
export type OverlordCreatureInput = z.input<typeof OverlordCreatureSchema>;

/** Where a quest or an Overlord card puts a creature (22.61, 22.64). */
export const SpotSchema = z.enum(['nearQuestTerrain', 'overlordEdge', 'contactHero', 'farFromHero']);
export type Spot = z.infer<typeof SpotSchema>;

/** A quest's "!" section: terrain and tokens to place when it is drawn (22.15). */
export const QuestSetupStepSchema = z.discriminatedUnion('place', [
  z.object({ place: z.literal('terrain'), terrain: z.string(), count: z.number().int().min(1).default(1) }),
  z.object({ place: z.literal('overlord'), creature: z.string(), count: z.number().int().min(1), where: SpotSchema }),
  /** "Chain control of …": a creature the Hero controls outside the cap (22.17). */
  z.object({ place: z.literal('chained'), creature: z.string(), where: z.literal('heroEdge') }),
]);
export type QuestSetupStep = z.infer<typeof QuestSetupStepSchema>;

/** A quest's Abilities section: rules in force while the quest is unfinished (22.18). */
export const QuestAbilitySchema = z.discriminatedUnion('kind', [
  /** The quest's Overlord creatures get +N Strength. */
  z.object({ kind: z.literal('overlordStrength'), amount: z.number().int().min(1) }),
  /** The Overlord gets N more Rage each turn. */
  z.object({ kind: z.literal('extraRage'), amount: z.number().int().min(1) }),
  /** Every terrain with the same name as this terrain card gains these properties (22.10). */
  z.object({
    kind: z.literal('terrainGains'),
    terrain: z.string(),
    gains: z.object({ difficult: z.literal(true), impassable: z.literal(true), blocksLineOfSight: z.literal(true), defenseAgainstShooting: z.literal(true) }).partial(),
  }),
]);
export type QuestAbility = z.infer<typeof QuestAbilitySchema>;

/** What completes a quest, checked only in the Quests Phase (22.19). */
export const QuestGoalSchema = z.discriminatedUnion('kind', [
  /** The Hero (the hero creature itself) touches a terrain of this card. */
  z.object({ kind: z.literal('reach'), terrain: z.string() }),
  /** The Hero's creatures touch a terrain of this card, with no Overlord creature touching it, at N Quests Phases in a row. */
  z.object({ kind: z.literal('hold'), terrain: z.string(), phases: z.number().int().min(1) }),
  /** Every Overlord creature this quest placed is gone. */
  z.object({ kind: z.literal('slay') }),
  /** A terrain of this card has been searched (rulebook: Ruins). */
  z.object({ kind: z.literal('search'), terrain: z.string() }),
  /** The chained creature touches the Overlord's edge. */
  z.object({ kind: z.literal('escort') }),
  /** The Hero lives through N Quests Phases after this one. */
  z.object({ kind: z.literal('survive'), phases: z.number().int().min(1) }),
]);
export type QuestGoal = z.infer<typeof QuestGoalSchema>;

/** What fails a quest (checked in the Quests Phase only). */
export const QuestFailureSchema = z.discriminatedUnion('kind', [
  /** Not done within N Quests Phases after it was drawn. */
  z.object({ kind: z.literal('timeout'), phases: z.number().int().min(1) }),
  /** The chained creature died. */
  z.object({ kind: z.literal('chainedDied') }),
  /** The quest's unique terrain is gone (22.62). */
  z.object({ kind: z.literal('terrainLost') }),
]);
export type QuestFailure = z.infer<typeof QuestFailureSchema>;

export const QuestSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  stage: z.enum(['early', 'late']),
  setup: z.array(QuestSetupStepSchema).default([]),
  abilities: z.array(QuestAbilitySchema).default([]),
  goal: QuestGoalSchema,
  failures: z.array(QuestFailureSchema).default([]),
  /** Honour on completion, and the penalty at the end when failed (22.20). */
  honour: z.number().int().min(1),
  prosperity: z.number().int().min(0).default(0),
  text: z.string().min(1),
});
export type Quest = z.infer<typeof QuestSchema>;
export type QuestInput = z.input<typeof QuestSchema>;

/** One thing an Overlord card does; `times` in a Main ability comes from Multiple Rage (22.23). */
export const OverlordEffectSchema = z.discriminatedUnion('op', [
  z.object({ op: z.literal('summon'), creature: z.string(), where: SpotSchema }),
  z.object({ op: z.literal('woundHero'), amount: z.number().int().min(1) }),
  z.object({ op: z.literal('healOverlord'), amount: z.number().int().min(1) }),
  z.object({ op: z.literal('empower'), strength: z.number().int().min(1) }),
  z.object({ op: z.literal('armourOverlord'), amount: z.number().int().min(1) }),
  z.object({ op: z.literal('overlordDraws'), count: z.number().int().min(1) }),
]);
export type OverlordEffect = z.infer<typeof OverlordEffectSchema>;

/** An Overlord card: a Main ability (Multiple Rage X when `rage` is set) and an Extra ability (22.22). */
export const OverlordCardSchema = z.object({
  id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  name: z.string().min(1),
  side: z.enum(['pvp', 'pve']),
  main: z.object({ rage: z.number().int().min(1).optional(), effects: z.array(OverlordEffectSchema).min(1) }),
  extra: z.array(OverlordEffectSchema).default([]),
});
export type OverlordCard = z.infer<typeof OverlordCardSchema>;
export type OverlordCardInput = z.input<typeof OverlordCardSchema>;

/** A Dice card: a row of die faces read from the left (22.55). */
export const DiceCardSchema = z.object({ faces: z.array(z.enum(['bullseye', 'axe', 'shield'])).length(8) });
export type DiceCard = z.infer<typeof DiceCardSchema>;

/** The Rage track: from `honour` Honour on, the Overlord has `rage` Rage each turn (22.3, docs/rules-decisions.md #75b). */
export const RageTrackSchema = z
  .array(z.object({ honour: z.number().int().min(0), rage: z.number().int().min(0) }))
  .min(1)
  .refine((t) => t[0]!.honour === 0 && t.every((s, i) => i === 0 || (s.honour > t[i - 1]!.honour && s.rage >= t[i - 1]!.rage)), {
    message: 'the track starts at 0 Honour and rises in Honour and never falls in Rage',
  });
export type RageTrack = z.infer<typeof RageTrackSchema>;
