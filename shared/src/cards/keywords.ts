import { z } from 'zod';

/**
 * Every keyword ability the engine knows, by its stable id. The reminder text lives in
 * `keyword-text.ts`; the behaviour lives in `rules/` (one place per keyword).
 */
export const KEYWORD_IDS = [
  // combat and damage
  'armour', 'fortitude', 'initiative', 'veteran', 'hammerblow', 'flaw', 'minusFromAttacks',
  'expertOfAttack', 'expertOfDefense', 'masterOfAttack', 'masterOfDefense', 'cautious', 'reckless', 'stamina',
  'berserk', 'predator', 'lunge', 'persecution', 'defender', 'vampirism', 'charge', 'executioner', 'sting',
  'buckshot', 'steamEngine', 'shieldAgainst',
  // ranged
  'shooting', 'throwing', 'magicalShot', 'magicalStrike', 'quickShooter', 'battleMage', 'rainOfArrows',
  'difficultTarget', 'masterOfShooting', 'masterOfMagic', 'sniper',
  // movement
  'slow', 'quick', 'flight', 'jump', 'agile', 'pathfinder', 'rush',
  // abilities
  'stealth', 'healer', 'healing', 'masterOfHealing', 'aura', 'ritual', 'masterOfRitual', 'regeneration',
  'forged', 'resurgent', 'monster', 'beast', 'concentration', 'contract', 'control', 'howl', 'exhaustion',
  'drill', 'recruitment', 'parasite', 'requiem', 'ruinsReroll',
] as const;

/** A keyword's stable id. */
export type KeywordId = (typeof KEYWORD_IDS)[number];
export const KeywordIdSchema = z.enum(KEYWORD_IDS);

/** Distance bands printed on cards: S 80 mm, M 100 mm, L 150 mm, XL 250 mm. */
export const RangeBandSchema = z.enum(['S', 'M', 'L', 'XL']);

/** Which creatures an aura (or another area ability) touches; the source itself is always excluded. */
export const AffectsSchema = z.object({
  side: z.enum(['friendly', 'enemy', 'any']).default('any'),
  types: z.array(z.enum(['hero', 'character', 'minion'])).default(['hero', 'character', 'minion']),
});
export type Affects = z.infer<typeof AffectsSchema>;

/** A plain keyword with an optional value X (e.g. `{ kw: 'shooting', x: 2 }`). */
export const SimpleKeywordSchema = z.object({ kw: KeywordIdSchema, x: z.number().int().min(0).optional() });
export type SimpleKeyword = z.infer<typeof SimpleKeywordSchema>;

/** What an aura or a relic hands to the creatures it affects. */
export const GrantSchema = z.object({
  strength: z.number().int().default(0),
  keywords: z.array(SimpleKeywordSchema).default([]),
});
export type Grant = z.infer<typeof GrantSchema>;

/** What `shieldAgainst` protects from: the creature cannot be targeted by these. */
export const SHIELDED_FROM = ['spells', 'tactics', 'shooting', 'throwing', 'magicalShot', 'magicalStrike', 'control', 'buildingAbilities'] as const;

/** The declarations a Steam Engine can be tied to. */
export const STEAM_ENGINE_TRIGGERS = ['melee', 'shooting', 'throwing', 'magicalShot', 'magicalStrike', 'move', 'healer', 'ritual'] as const;

/** What one face of a Steam Engine's die does: a bonus until the end of the turn and/or wounds to itself. */
export const SteamEngineResultSchema = z.object({ grant: GrantSchema.optional(), selfWounds: z.number().int().min(1).optional() });
