import type { CardInput } from '../schema';

/**
 * The Hero's quest tactic (checklist 22.65): the only card that cancels an Overlord card. The card pool has
 * none, so the starter deck carries this one (docs/rules-decisions.md #142). A neutral support: any Hero
 * deck of a quest game may hold it.
 */
export const WARDING_OF_THE_DAWN = 'warding-of-the-dawn';

export const QUEST_HERO_TACTICS: readonly CardInput[] = [
  {
    id: WARDING_OF_THE_DAWN,
    name: 'Warding of the Dawn',
    faction: 'neutral',
    type: 'tactic',
    cost: { buildings: ['any'], prosperity: 1 },
    tactic: { when: 'overlordPlaysCard', effects: [{ op: 'cancelOverlordCard' }] },
    flavor: 'The first light finds the ambush before it is sprung.',
  },
];
