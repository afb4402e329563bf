import type { CardType, Face } from '@signum/shared';

/**
 * Which game-icons.net icon (CC BY 3.0, credited on the About page) stands for what. Only the icons
 * named here are copied into the bundle: `npm run icons -w client` writes their paths to
 * game-icons.gen.ts from the @iconify-json/game-icons package.
 */
export const ICON = {
  // what a creature is
  hero: 'crown',
  character: 'swordman',
  minion: 'minions',
  // card types that are not creatures
  spell: 'magic-swirl',
  relic: 'gem-pendant',
  tactic: 'trap-mask',
  building: 'castle',
  terrain: 'mountains',
  // costs
  any: 'village',
  prosperity: 'two-coins',
  // stats
  strength: 'fist',
  health: 'hearts',
  movement: 'walking-boot',
  // states on a base
  wounds: 'drop',
  armour: 'checked-shield',
  stealth: 'hood',
  poison: 'poison-bottle',
  disease: 'mushroom-gills',
  concentration: 'meditation',
  relics: 'gem-pendant',
  activated: 'hourglass',
  // dice faces
  bullseye: 'bullseye',
  axe: 'battle-axe',
  shield: 'round-shield',
  // sound control
  soundOn: 'sound-on',
  soundOff: 'sound-off',
} as const;

/** The basic buildings' icons, for costs ("Smithy + 2 Prosperity"). */
export const BUILDING_ICON: Record<string, string> = {
  barracks: 'barracks',
  tavern: 'tavern-sign',
  'school-of-magic': 'wizard-staff',
  'shooting-range': 'target-arrows',
  library: 'open-book',
  smithy: 'anvil',
  arena: 'sword-clash',
  temple: 'church',
  'city-hall': 'tower-flag',
};

/** Every icon the client draws (the generator copies exactly these). */
export const USED_ICONS: readonly string[] = [...new Set([...Object.values(ICON), ...Object.values(BUILDING_ICON)])].sort();

/** The icon of a card type (a hero, a minion, a character and the five other types). */
export function iconForCardType(type: CardType): string {
  return ICON[type];
}

/** The icon of a cost part: a basic building by id, "any" building, or Prosperity. */
export function iconForCost(part: string): string {
  if (part === 'prosperity') return ICON.prosperity;
  if (part === 'any') return ICON.any;
  return BUILDING_ICON[part] ?? ICON.building;
}

/** The icon of a die face. */
export function iconForFace(face: Face): string {
  return ICON[face];
}
