import { DICE_CARDS, OVERLORD_CREATURE_LIST, OVERLORD_PVE_DECK, OVERLORD_PVP_DECK, QUEST_LIST, RAGE_TRACK, type QuestGoal } from '../cards/quest';
import type { RuleSection } from './rule-section';

/**
 * The How-to-play sections on Quest mode (rulebook: Rules of the Quest Mode; docs/architecture.md §10), in
 * our own words. Every number a player could check against the table (deck sizes, the Rage track, the
 * Honour a slain creature is worth) is read from the quest content, so tuning it keeps this page true.
 */

/** Anchors of the quest sections, for links from the lobby, the learn page and the quest panel. */
export const QUEST_ANCHORS = {
  mode: 'quest-mode',
  honourRage: 'quest-honour-rage',
  phase: 'quest-phase',
  solo: 'quest-solo',
  end: 'quest-end',
} as const;

const early = QUEST_LIST.filter((q) => q.stage === 'early').length;
const late = QUEST_LIST.filter((q) => q.stage === 'late').length;

/** "A, B and C". */
const and = (xs: readonly string[]): string => (xs.length < 2 ? (xs[0] ?? '') : `${xs.slice(0, -1).join(', ')} and ${xs[xs.length - 1]}`);

/** The Overlord creatures worth Honour when slain, with how much ("Roadside Bandit 1, …"). */
const bounties = and(OVERLORD_CREATURE_LIST.filter((c) => c.honour > 0).map((c) => `${c.name} ${c.honour}`));

/** One row per section of the Rage track: "from N Honour: R Rage a turn" on each side. */
const section = (row: { honour: number; rage: number } | undefined): string => (row ? `from ${row.honour} Honour: ${row.rage} Rage a turn` : '—');
const rageRows = Array.from({ length: Math.max(RAGE_TRACK.pve.length, RAGE_TRACK.pvp.length) }, (_, i) => [String(i + 1), section(RAGE_TRACK.pve[i]), section(RAGE_TRACK.pvp[i])]);

/** What each kind of goal asks, and the quests of that kind in the deck. */
const GOAL_TEXT: Record<QuestGoal['kind'], string> = {
  reach: 'Your Hero touches the quest\'s terrain.',
  hold: 'Your creatures touch the quest\'s terrain and no Overlord creature does, in that many Quests Phases in a row.',
  slay: 'Every Overlord creature the quest brought is dead.',
  search: 'One of your characters has searched the quest\'s Ruins.',
  escort: 'The creature in chains touches the Overlord\'s edge.',
  survive: 'Your Hero is still alive that many Quests Phases after the quest came.',
};
const goalRows = (Object.keys(GOAL_TEXT) as QuestGoal['kind'][]).map((kind) => [
  kind[0]!.toUpperCase() + kind.slice(1),
  GOAL_TEXT[kind],
  QUEST_LIST.filter((q) => q.goal.kind === kind).map((q) => q.name).join(', '),
]);

export const QUEST_SECTIONS: readonly RuleSection[] = [
  {
    id: QUEST_ANCHORS.mode,
    title: 'Quest mode',
    paragraphs: [
      'In Quest mode your Hero stands alone against the Overlord. You do not race to beat another hero: you earn Honour by completing quests, while the Overlord\'s creatures and cards try to kill your Hero or keep your Honour low.',
      'Play it solo ("Quest (solo)" in the lobby: the game plays the Overlord for you) or against a friend who plays the Overlord ("Quest (against an Overlord player)"). Your turn is a standard turn with the quest\'s 20-card starter deck, and you always go first. At the start you may put up to four cards of your opening hand back and draw as many, once; there is no discarding for Prosperity.',
      'Terrain comes only from quests: you play none of your own. Every quest, creature and Overlord card is explained in the quest panel beside the table.',
    ],
  },
  {
    id: QUEST_ANCHORS.honourRage,
    title: 'Honour and Rage',
    paragraphs: [
      `Honour is your score. You gain it when a quest is completed (its reward) and when certain Overlord creatures are slain: ${bounties}. Honour for a slain creature is counted in the next Quests Phase.`,
      'Rage is the Overlord\'s strength. The more Honour you have, the more Rage the Overlord gets each turn, from the Rage track below; Rage never carries over to the next turn. Some quests add Rage while they are unfinished.',
      'Overlord cards spend Rage. A card marked Multiple Rage X does its main effect once for every X Rage put into it (four runs of "summon a bandit" are four bandits); its extra effect, if any, comes free. In the solo game, each time your Honour reaches a new section of the track the Overlord plays a card at once.',
    ],
    table: { head: ['Rage track section', 'Solo', 'Against an Overlord player'], rows: rageRows },
  },
  {
    id: QUEST_ANCHORS.phase,
    title: 'Quests and the Quests Phase',
    paragraphs: [
      `The Quest deck is ${early} early quests on top of ${late} late ones. At most two quests are active at a time. When a quest comes, its setup happens at once: its terrain goes on the field (at least L from your edge, M from other terrain) and its Overlord creatures where it says, or a companion "in chains" that you control. Solo, the game places them; against an Overlord player you place the terrain and your companion, and the Overlord player places its creatures, those its cards summon too. A companion does not count toward your creature limit and is not "your creature" for your cards. While a quest is unfinished its own rules hold (a stronger pack, more Rage, Ruins that block sight).`,
      'The Quests Phase comes between the Overlord\'s turn and yours (and once before your first turn, to deal the first two quests). Solo, it goes: completed quests pay their reward; if two quests are active the Overlord draws a card and plays it with all its Rage; failed quests are discarded; new quests are drawn up to two; then the game checks whether it is over. Against an Overlord player the same, without the card.',
      'Completion and failure are checked only then. Standing in the Thickets during your turn is not enough if your Hero has walked out again by the Quests Phase, and a quest whose time has run out is failed only when the phase looks at it. The quest panel shows each goal, how far along it is, and how many Quests Phases are left.',
      'A completed quest gives its Honour (and sometimes Prosperity) at once. A failed quest is gone: it most often fails when its Quests Phases run out, an escort when the companion dies, a quest of a terrain when the terrain is gone. Its reward then counts against you at the end of the game.',
    ],
    table: { head: ['Goal', 'Done in a Quests Phase when', 'Quests'], rows: goalRows },
  },
  {
    id: QUEST_ANCHORS.solo,
    title: 'The solo Overlord: its creatures and the Dice deck',
    paragraphs: [
      'Solo, the Overlord\'s creatures act by themselves in the Overlord\'s turn, one at a time: the common ones kind by kind, then the unique ones. Each follows the script on its card. One that touches your creatures attacks the weakest of them (least Health left, then least Strength, then the nearest). Otherwise it walks toward its target by the shortest way round what is in its path, never running, and attacks if it arrives: hunters go after your Hero, the nearest or the weakest of your creatures; guards stay by what they guard and go only after creatures that come near it.',
      'An NPC attacks with every die it has and you choose your split as in any melee, so your creature may strike back. An NPC\'s Backstab always hits. Wounds never weaken an NPC\'s attack (it has Fortitude).',
      `NPCs roll no dice: they read the Dice deck, ${DICE_CARDS.length} cards of ${DICE_CARDS[0]?.faces.length ?? 0} faces with Bullseyes, Axes and Shields in the same shares as the die. A roll of N dice reads the first N faces of a fresh card; against a Veteran two cards are read and the worse for the NPC counts. Used cards are shuffled back when the deck runs out.`,
      `The Overlord's own cards are a deck of ${OVERLORD_PVE_DECK.length}: one is drawn and played in each Quests Phase that finds two quests active, and one each time your Honour reaches a new section of the Rage track. Each spends all the Rage it can. Against an Overlord player, that player holds a hand from a deck of ${OVERLORD_PVP_DECK.length}, draws one a turn and must play at least one card each turn.`,
    ],
  },
  {
    id: QUEST_ANCHORS.end,
    title: 'How a quest game ends and scores',
    paragraphs: [
      'The game ends when your Hero falls (the Overlord wins), when your deck has run out, when the Overlord\'s deck has run out, or when no quest is left to draw or play (failed ones count as finished). The last three are checked in the Quests Phase. If your Hero is alive at the end, you win; how well is your score.',
      'Your score is your Honour, plus 1 for every full 5 Prosperity you have left, minus 1 for every full 2 wounds on your Hero, minus the reward of every quest you failed. A fallen Hero\'s score is still shown, as a loss.',
    ],
    table: {
      head: ['Score', 'Points'],
      rows: [
        ['Honour from quests and slain creatures', '+ all of it'],
        ['Prosperity left', '+1 per full 5'],
        ['Wounds on your Hero', '−1 per full 2'],
        ['Each failed quest', '− its reward'],
      ],
    },
  },
];
