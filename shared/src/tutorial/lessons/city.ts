import type { Lesson } from '../types';

/** Lesson: the City and the economy (rulebook: Construction, unique and class buildings, deck-out, Prosperity victory). */
export const CITY_LESSON: Lesson = {
  id: 'city',
  title: 'The City and the economy',
  summary: 'What you may build, unique buildings, an empty deck that pays the opponent, and a win by Prosperity.',
  minutes: 3,
  ends: 'win',
  setup: {
    phase: 'construction',
    players: {
      p1: {
        hero: 'aelrin-warden-of-the-moon',
        prosperity: 34,
        buildings: ['barracks', 'tavern', 'school-of-magic', 'shooting-range', 'library', 'smithy', 'arena', 'temple'],
        deck: ['call-of-the-pack', 'moonlight-blessing'],
      },
      p2: { hero: 'vessira-high-weaver', deckOuts: 3 },
    },
  },
  dice: [],
  steps: [
    {
      id: 'unique',
      title: 'What you may build',
      explain: [
        'One building per turn, in Construction, paid in Prosperity. A City holds at most 12 buildings, never two with the same name, and at most one class building (a House or a Swarm).',
        'Unique buildings, like the Fairy Garden, may be built once per game: if it is ever destroyed, it never comes back.',
      ],
      task: 'Build the Fairy Garden.',
      rule: 'construction',
      highlight: { testid: 'action-build-fairy-garden' },
      action: { type: 'build', building: 'fairy-garden' },
    },
    {
      id: 'deck-out',
      title: 'An empty deck pays the opponent',
      explain: [
        'Vessira\'s Battle Deck is empty and she has already failed to draw three times. Each time a player must draw from an empty deck, the opponent gains Prosperity: 1, then 2, 4, 8, doubling each time.',
        'End your turn and watch your Prosperity when her turn begins.',
      ],
      task: 'Press End turn.',
      rule: 'deck-out',
      highlight: { testid: 'action-end-turn' },
      action: { type: 'endTurn' },
      then: [
        { seat: 'p2', action: { type: 'takeProsperity' } },
        { seat: 'p2', action: { type: 'endTurn' } },
      ],
    },
    {
      id: 'prosperity-win',
      title: 'Win by Prosperity',
      explain: [
        'Her empty deck gave you 8 Prosperity, and your Beginning phase 1 more. The second way to win: all nine basic buildings in your City and at least 33 Prosperity, at any moment.',
        'You have eight of the nine; only the City Hall (5 Prosperity) is missing, and you hold 39.',
      ],
      task: 'Build the City Hall.',
      rule: 'victory',
      highlight: { testid: 'action-build-city-hall' },
      action: { type: 'build', building: 'city-hall' },
    },
    {
      id: 'done',
      title: 'Lesson complete',
      explain: ['Nine basic buildings and 34 Prosperity left after paying: a win by Prosperity. A fallen hero still wins first if both happen at once.'],
      task: 'Press Finish.',
      rule: 'victory',
    },
  ],
};
