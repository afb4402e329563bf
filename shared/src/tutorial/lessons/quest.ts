import { RAGE_TRACK } from '../../cards/quest';
import type { Lesson } from '../types';

/**
 * Lesson: a first quest (rulebook: Rules of the Quest Mode — quests, the Quests Phase, Honour, the solo
 * Overlord's turn). Two early quests are on the table: the Hero walks into the Foggy Thickets, a character
 * searches the Forgotten Ruins, and the turn ends so that the Overlord's bandit walks and the Quests Phase
 * pays both quests and deals the next two.
 */
export const QUEST_LESSON: Lesson = {
  id: 'quest',
  title: 'Your first quest',
  summary: 'Quest mode alone against the Overlord: two quests, the Quests Phase that checks them, Honour and Rage.',
  minutes: 4,
  ends: 'steps',
  setup: {
    turn: 3,
    players: {
      p1: {
        hero: 'aelrin-warden-of-the-moon',
        heroAt: { x: 300, y: 520 },
        prosperity: 3,
        deck: ['moonfire', 'elven-blade', 'oath-of-the-moon'],
      },
      p2: {},
    },
    creatures: [
      { id: 'huntress', card: 'thornwood-huntress', owner: 'p1', at: { x: 470, y: 462 } },
      { id: 'bandit', card: 'roadside-bandit-pve', owner: 'p2', at: { x: 300, y: 90 } },
    ],
    terrain: [
      { id: 'fog', card: 'quest-foggy-thickets', at: { x: 300, y: 400 } },
      { id: 'ruins', card: 'quest-ruins', at: { x: 470, y: 420 } },
    ],
    quest: {
      side: 'pve',
      // The Rage 0 Honour gives on the solo track.
      rage: RAGE_TRACK.pve[0]!.rage,
      phases: 1,
      questDeck: ['ambush-on-the-road', 'the-forest-watch'],
      active: [
        { id: 'scout-the-thickets', terrain: ['fog'], drawnAt: 1 },
        { id: 'old-coins', terrain: ['ruins'], drawnAt: 1 },
      ],
    },
  },
  // The Huntress's search of the Ruins: a Shield finds 2 Prosperity.
  dice: ['shield'],
  steps: [
    {
      id: 'quest-mode',
      title: 'Quest mode',
      explain: [
        'Here your Hero is alone against the Overlord, and the game plays the Overlord. You score Honour by completing quests; the more Honour you have, the more Rage the Overlord spends on its cards.',
        'The quest panel beside the table shows your Honour and the Overlord\'s Rage, and the two quests on the table: Scout the Thickets (bring Aelrin into the Foggy Thickets) and Old Coins (search the Forgotten Ruins).',
      ],
      task: 'Read the two quests in the quest panel, then press Next.',
      rule: 'quest-mode',
      highlight: { testid: 'quest-panel' },
    },
    {
      id: 'reach',
      title: 'Walk into the Thickets',
      explain: [
        'Scout the Thickets asks for your Hero to touch the Foggy Thickets. They are Difficult, so a move that ends in them goes at most S (80 mm).',
        'A quest is only checked in the Quests Phase, after the Overlord\'s turn: Aelrin must still be there then.',
      ],
      task: 'Move Aelrin 75 mm straight ahead, into the Foggy Thickets (the marked spot).',
      rule: 'quest-phase',
      highlight: { testid: 'action-move', field: { x: 300, y: 445 } },
      action: { type: 'move', creature: 'p1-hero', path: [{ x: 300, y: 445 }], run: false },
      tolerance: 20,
    },
    {
      id: 'search',
      title: 'Search the Ruins',
      explain: [
        'Old Coins asks for the Forgotten Ruins to be searched. Only a character may search (not a hero), touching the Ruins; the die decides what it finds.',
        'The Thornwood Huntress already touches them.',
      ],
      task: 'Press End activation (Aelrin is done), then select the Thornwood Huntress and press Search the Ruins.',
      rule: 'terrain',
      highlight: { testid: 'action-search' },
      action: { type: 'search', creature: 'huntress', terrain: 'ruins' },
    },
    {
      id: 'quests-phase',
      title: 'The Overlord\'s turn and the Quests Phase',
      explain: [
        'Both goals are met, but nothing is paid yet. When you end your turn, the Overlord\'s creatures act on their own: the Roadside Bandit hunts your Hero, walking the shortest way and never running.',
        'Then the Quests Phase checks the quests: completed ones pay their reward, failed ones are discarded, and new quests are drawn until two are on the table.',
      ],
      task: 'Press End turn and watch the log and the quest panel.',
      rule: 'quest-phase',
      highlight: { testid: 'action-end-turn' },
      action: { type: 'endTurn' },
    },
    {
      id: 'done',
      title: 'Two quests done',
      explain: [
        'Both quests are completed: 1 Honour each, and Old Coins added 2 Prosperity. Two new quests came, with their own bandits and terrain; the panel says when each fails.',
        'A failed quest costs its reward at the end. The game ends when your Hero falls, when your deck or the Overlord\'s runs out, or when no quest is left; your score is your Honour, plus 1 per 5 Prosperity left, minus 1 per 2 wounds on your Hero, minus your failed quests.',
      ],
      task: 'Press Finish.',
      rule: 'quest-end',
    },
  ],
};
