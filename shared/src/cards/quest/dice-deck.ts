import type { DiceCard } from './schema';

/**
 * The Dice deck (checklist 22.55): 18 cards of 8 faces, read from the left. Written as letters
 * (B = Bullseye, A = Axe, S = Shield); over the deck each face appears 48 times, a third of all
 * faces, as on the custom die (rulebook: Dice and measures). `content-check.ts` checks the split.
 */
const ROWS = [
  'SSBABABA', 'SABABASS', 'ABSBSSBA', 'AABBSASB', 'SASSBAAB', 'SBBAASBS',
  'AABBSSAB', 'BASBSASA', 'BSBBSASA', 'BASASBAB', 'AABSSABS', 'BSABSABS',
  'BBSAABSA', 'BSSSAABA', 'ABSBSABS', 'SSABBABA', 'SBSSAAAB', 'BSBSSABA',
];

const LETTER = { B: 'bullseye', A: 'axe', S: 'shield' } as const;

/** The Dice deck in its printed order (the game shuffles it). */
export const DICE_DECK: DiceCard[] = ROWS.map((row) => ({ faces: [...row].map((ch) => LETTER[ch as keyof typeof LETTER]) }));
