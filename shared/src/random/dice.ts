/** The custom die: faces 1–2 Bullseye, 3–4 Axe, 5–6 Shield, each with probability 1/3 (rulebook: Dice and measures). */
export const FACES = ['bullseye', 'axe', 'shield'] as const;
export type Face = (typeof FACES)[number];

/** Which faces count as a success for a roll. */
export type SuccessFaces = readonly Face[];
export const AXE_OR_SHIELD: SuccessFaces = ['axe', 'shield'];
export const SHIELD_ONLY: SuccessFaces = ['shield'];
export const BULLSEYE_ONLY: SuccessFaces = ['bullseye'];

/** Count the faces of a roll that are successes. */
export function countSuccesses(faces: readonly Face[], success: SuccessFaces): number {
  let n = 0;
  for (const f of faces) if (success.includes(f)) n++;
  return n;
}
