import type { RageTrack } from './schema';

/**
 * The Rage track (checklist 22.3, docs/rules-decisions.md #75b): the printed track is a physical
 * component, so these sections are ours. From `honour` Honour on, the Overlord has `rage` Rage Points
 * each turn; they never carry over. The solo side rises faster because its Overlord plays fewer cards.
 */
export const RAGE_TRACK: Readonly<Record<'pvp' | 'pve', RageTrack>> = {
  pvp: [
    { honour: 0, rage: 2 },
    { honour: 3, rage: 3 },
    { honour: 7, rage: 4 },
    { honour: 12, rage: 5 },
    { honour: 18, rage: 6 },
  ],
  pve: [
    { honour: 0, rage: 1 },
    { honour: 3, rage: 2 },
    { honour: 6, rage: 3 },
    { honour: 10, rage: 4 },
    { honour: 15, rage: 5 },
  ],
};
