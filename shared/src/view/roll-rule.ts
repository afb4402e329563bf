import type { Face } from '../random';

const FACE_NAME: Record<Face, string> = { bullseye: 'Bullseyes', axe: 'Axes', shield: 'Shields' };

/** How a roll's purpose (as the engine names it in `rolled` events) is called to players. */
const PURPOSE_NAME: Record<string, string> = {
  'melee attack': 'Melee attack',
  'melee defence': 'Defence',
  'ranged defence': 'Defence',
  'magical strike': 'Magical Strike',
  shooting: 'Shooting',
  throwing: 'Throwing',
  magicalShot: 'Magical Shot',
  backstab: 'Backstab',
  poison: 'Poison',
  regeneration: 'Regeneration',
  difficultTarget: 'Difficult target reroll',
  defenseAgainstShooting: 'Cover reroll',
};

/** What a success does for a purpose: attacks hit, defences block, healing heals. */
function verb(purpose: string): string {
  if (/defen[cs]e|cover/i.test(purpose)) return 'block';
  if (/attack|strike|shooting|throwing|shot|backstab|requiem|sniper|master|difficult/i.test(purpose)) return 'hit';
  if (/poison/.test(purpose)) return 'wound';
  if (/regeneration|healer/i.test(purpose)) return 'heal';
  return 'count';
}

/** A purpose as players read it: the table above, else its words ("masterOfShooting" → "Master of shooting"). */
export function purposeName(purpose: string): string {
  const known = PURPOSE_NAME[purpose];
  if (known) return known;
  const words = purpose.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/**
 * The rule that made a roll's faces count, in words, from the success faces the engine itself used
 * (the `counts` of a `rolled`, `rerolled` or `backstab` event): "Shooting: only Bullseyes hit",
 * "Defence: only Shields block", "Melee attack: Axes and Shields hit".
 */
export function rollRule(purpose: string, counts: readonly Face[]): string {
  const name = purposeName(purpose);
  if (counts.length === 0) return `${name}: the face is read`;
  const faces = (['bullseye', 'axe', 'shield'] as const).filter((f) => counts.includes(f)).map((f) => FACE_NAME[f]);
  const which = faces.length === 1 ? `only ${faces[0]}` : faces.length === 3 ? 'every face' : faces.join(' and ');
  return `${name}: ${which} ${verb(purpose)}`;
}
