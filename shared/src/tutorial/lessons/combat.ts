import type { Lesson } from '../types';

/** Lesson: combat and dice (rulebook: Melee, Initiative, Armour, relic Durability, a second melee in a turn). */
export const COMBAT_LESSON: Lesson = {
  id: 'combat',
  title: 'Combat and dice',
  summary: 'Initiative, Armour tokens, a relic\'s Durability, and what a second attack in one turn does.',
  minutes: 3,
  ends: 'steps',
  setup: {
    players: {
      p1: { hero: 'aelrin-warden-of-the-moon', heroAt: { x: 300, y: 400 }, relics: ['winged-helm-of-the-legion', 'mercenarys-brigandine'] },
      p2: { hero: 'vessira-high-weaver' },
    },
    creatures: [
      { id: 'guard', card: 'chitin-guard', owner: 'p2', at: { x: 300, y: 350 } },
      { id: 'reaper', card: 'infected-wolfen-reaper', owner: 'p1', at: { x: 350, y: 350 } },
    ],
  },
  dice: ['axe', 'shield', 'shield', 'axe', 'bullseye', 'shield', 'axe', 'axe', 'shield', 'bullseye'],
  steps: [
    {
      id: 'initiative',
      title: 'Initiative',
      explain: [
        'Aelrin wears the Winged Helm, which gives her Initiative: in a melee her attack is resolved first, and the enemy strikes back only if it survives.',
        'The Chitin Guard is Cautious 1 (at least one die in defence), so it will split 1 and 1.',
      ],
      task: 'Select Aelrin, press Melee, then click the Chitin Guard.',
      rule: 'melee',
      highlight: { testid: 'action-melee', field: { x: 300, y: 350 } },
      action: { type: 'melee', creature: 'p1-hero', target: 'guard' },
      then: [{ seat: 'p2', action: { type: 'answer', decision: 1, answer: { attack: 1, defence: 1 } }, say: 'The Guard splits 1 to attack and 1 to defence.' }],
    },
    {
      id: 'armour',
      title: 'Armour and Durability',
      explain: [
        'Put 2 dice into attack and 1 into defence. Watch what soaks the damage.',
        'The Chitin Guard has Armour 2: two Armour tokens, each cancelling one point of damage before any wound.',
        'Aelrin\'s Mercenary\'s Brigandine has Durability 2: tokens on the relic that soak damage from non-magical attacks and Backstabs before the hero is hurt.',
      ],
      task: 'Put 2 dice into attack and press Answer.',
      rule: 'damage',
      highlight: { testid: 'decision' },
      action: { type: 'answer', decision: 2, answer: { attack: 2, defence: 1 } },
    },
    {
      id: 'second-attack',
      title: 'A second attack in one turn',
      explain: [
        'The Guard struck back, and the Brigandine took the blow. The Guard lost an Armour token instead of Health.',
        'A creature that has already fought a melee this turn must put every die into defence when attacked again in the same turn. Now the Infected Wolfen Reaper attacks it.',
      ],
      task: 'Press End activation (Aelrin is done), then select the Reaper, press Melee and click the Chitin Guard.',
      rule: 'melee',
      highlight: { testid: 'action-melee', field: { x: 300, y: 350 } },
      action: { type: 'melee', creature: 'reaper', target: 'guard' },
    },
    {
      id: 'reaper-split',
      title: 'All dice to attack',
      explain: [
        'The Guard had to put both its dice into defence: nothing comes back at the Reaper. The Reaper is Reckless 1 (at least one die in attack); with nothing to fear, put all three into attack.',
      ],
      task: 'Put 3 dice into attack and press Answer.',
      rule: 'dice',
      highlight: { testid: 'decision' },
      action: { type: 'answer', decision: 3, answer: { attack: 3, defence: 0 } },
    },
    {
      id: 'done',
      title: 'Lesson complete',
      explain: [
        'Three successes, one blocked by a Shield: two hits. The Guard\'s last Armour token soaked one, the other became a wound.',
        'Remember: Armour tokens soak damage but never magical wounds; relic Durability soaks damage from non-magical attacks and Backstabs; a creature attacked twice in a turn defends with everything; Initiative strikes first.',
      ],
      task: 'Press Finish.',
      rule: 'damage',
    },
  ],
};
