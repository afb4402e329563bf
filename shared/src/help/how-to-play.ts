/**
 * The How-to-play page's content as data, in our own words (rulebook sections named on each):
 * the client draws it, help texts and refusals link to its anchors, and tests check that every
 * link lands on a section that exists. Diagrams are drawn by the table's own battlefield from the
 * positions in `diagrams.ts`.
 */
import { QUEST_SECTIONS } from './quest-how-to-play';
import type { RuleSection } from './rule-section';

export type { DiagramId, RuleSection } from './rule-section';

export const HOW_TO_PLAY: readonly RuleSection[] = [
  {
    id: 'overview',
    title: 'The game in a minute',
    paragraphs: [
      'Two players (or three, or four) each lead a hero and a squad of creatures on a 60 × 60 cm battlefield, and build a City behind the lines. The City pays for the cards of your Battle Deck: characters to summon, spells, relics for your hero and face-down tactics.',
      'You win when every enemy hero has fallen, or when your City holds all nine basic buildings while you have 33 Prosperity.',
    ],
  },
  {
    id: 'setup',
    title: 'Setting up',
    paragraphs: [
      'Each player rolls three dice; whoever rolls the most Shields (rolling again on a tie) chooses who plays first.',
      'In turn order, each hero is placed with its base touching its owner\'s edge of the field. Then everyone draws four cards and, in secret, keeps them, puts up to four back to draw again, or discards any number for 1 Prosperity each. Everyone starts with 3 Prosperity.',
    ],
  },
  {
    id: 'turn',
    title: 'A turn',
    paragraphs: [
      'Players take turns. A turn has three phases in order: Beginning, Construction and Creature Activation. Only the player whose turn it is acts, except to answer the choices the game asks of them (dice splits, tactics).',
      'Beginning: your tapped buildings untap, your creatures may act again, you draw a card and gain 1 Prosperity. The game does this for you.',
      'Construction: build one building, or take 2 Prosperity instead. Creature Activation: play cards and activate your creatures, one at a time, in any order. Ending the turn counts every creature not yet activated as activated.',
    ],
  },
  {
    id: 'construction',
    title: 'Construction and the City',
    paragraphs: [
      'In Construction you may build one building from your building pool by paying its Prosperity cost, or build nothing and take 2 Prosperity. Buildings are never built in the Activation phase, and you cannot knock your own down.',
      'A City holds at most 12 buildings and never two with the same name. Class buildings (a House or a Swarm) give bonuses to class cards; a City may hold only one of them. A unique building may be built once per game, even if it is destroyed later; a basic building may be built again.',
      'A building pays for cards by being tapped, and many have an ability of their own, used in your Activation phase by tapping it (sometimes with Prosperity). A tapped building is used up until your next Beginning phase. A building may be used the turn it is built.',
    ],
  },
  {
    id: 'costs',
    title: 'Paying costs',
    paragraphs: [
      'A card\'s cost is a list of buildings and sometimes Prosperity. Every building named must stand in your City untapped; paying taps it. "Any" is any one untapped building of your choice. One building pays for one icon only.',
      'Example: Arena + Any + 1 Prosperity needs an untapped Arena, one more untapped building, and 1 Prosperity.',
    ],
  },
  {
    id: 'cards',
    title: 'The Battle Deck and the hand',
    paragraphs: [
      'The Battle Deck holds characters, spells, relics and tactics; heroes, minions, buildings and terrains stay outside it. Some cards may be played only when a particular hero leads your squad, or only in its faction.',
      'A hand holds at most 10 cards: drawing an eleventh first discards one of the ten at random. Spells resolve at once and go to the Graveyard.',
    ],
  },
  {
    id: 'summoning',
    title: 'Summoning characters',
    paragraphs: [
      'Pay a character\'s cost in your Activation phase and put it on the field with its base touching your edge, more than S (80 mm) from every enemy creature and never in contact with one. If no such spot exists it may stand closer, but it takes a Backstab from every enemy within S.',
      'A newly summoned creature counts as already activated this turn (unless it has Rush), but defends normally. You may control at most 8 creatures, hero and minions included.',
      'Minions come only from abilities (Ritual, Drill, Recruitment, Parasite) and enter in contact with the creature that summons them: you choose the spot round it, which may not touch an enemy.',
    ],
  },
  {
    id: 'activation',
    title: 'Activating creatures',
    paragraphs: [
      'Each of your creatures activates once per turn, one at a time: a creature finishes before the next starts, and while one is active you cannot play cards from your hand.',
      'In its activation a creature does exactly one of: move; Run; move and then fight in melee; fight in melee where it stands; make a ranged attack; or use one activated ability on its card. Activated abilities need the creature not to have moved and not to touch an enemy. Doing nothing also counts as its activation.',
    ],
  },
  {
    id: 'movement',
    title: 'Moving',
    paragraphs: [
      'Movement is a distance band: S = 80 mm, M = 100 mm, L = 150 mm, XL = 250 mm, measured along the path the centre of the base actually takes. The rings around a selected creature show the four bands.',
      'Bases cannot pass through other creatures (friends included) or Impassable terrain, and a path around them counts its full length. A move stops the moment the base touches an enemy base.',
    ],
    diagram: 'range',
  },
  {
    id: 'run',
    title: 'Running',
    paragraphs: [
      'Declare a Run before moving: the Movement steps up one band (S to M, M to L, L to XL). After a Run the creature does nothing more that activation: no melee (unless it is Quick), no shot, no ability.',
      'No Run for XL movers, Slow creatures, or a creature touching an enemy; no Run through Difficult terrain. Running into contact with an enemy stops there and earns a Backstab from that enemy.',
    ],
  },
  {
    id: 'contact',
    title: 'Contact',
    paragraphs: [
      'Two creatures are in contact when their bases touch: a gap of less than 3 mm. Contact is what lets them fight in melee, and what makes leaving dangerous.',
      'A creature touching an enemy cannot shoot, use activated abilities or Run.',
    ],
    diagram: 'contact',
  },
  {
    id: 'backstab',
    title: 'Backstab',
    paragraphs: [
      'A Backstab is one die rolled by an enemy against a creature that cannot defend. It happens when a creature in contact with an enemy moves (even staying in contact), when a creature Runs into contact, and when a creature is summoned within S of enemies.',
      'Each enemy concerned rolls one die: an Axe or a Shield is 1 damage (only a Shield if the backstabber is wounded, unless it has Fortitude). A Backstab is not an attack. Agile creatures take none for leaving contact, and hidden creatures are never backstabbed.',
    ],
  },
  {
    id: 'dice',
    title: 'The die',
    paragraphs: [
      'The game uses one custom die with three faces, each as likely: Bullseye, Axe and Shield. Which face is a success depends on the roll, which is why a Shield counts in one roll and not in another:',
    ],
    table: {
      head: ['Roll', 'A success is', 'Notes'],
      rows: [
        ['Melee attack, Backstab, Magical Strike', 'Axe or Shield', 'A wounded creature counts only Shields, unless it has Fortitude.'],
        ['Melee defence', 'Shield', 'Wounded or not. Each success cancels one enemy success.'],
        ['Shooting, Magical Shot', 'Bullseye', 'Wounds do not matter.'],
        ['Throwing', 'Axe or Shield', 'Wounds do not matter.'],
        ['Defence against a shot', 'Shield', 'The target rolls one die per success, whatever its Strength.'],
        ['Healer in contact / at range', 'Axe or Shield / Bullseye', ''],
        ['Ritual, Regeneration, Poison, Control, Parasite', 'Bullseye', ''],
        ['Initiative roll at setup', 'Shield', 'Most Shields chooses who goes first.'],
      ],
    },
  },
  {
    id: 'melee',
    title: 'Melee',
    paragraphs: [
      'A creature that moved into contact, or started its activation in contact, may fight one enemy it touches. Both roll as many dice as their Strength (0 Strength: no melee).',
      'The defender splits its dice between attack and defence first, then the attacker. Attack dice are rolled; each defence Shield cancels one enemy success; every success left is a hit of 1 damage. Damage lands on both sides at once, so both may die, unless one side has Initiative: its attack is resolved first, and the other strikes back only if it survives.',
      'Limits on the split: Cautious X (at least X in defence), Reckless X (at least X in attack), Expert of Attack / Defense X (X more dice when all go one way). A creature already in a melee this turn must put every die into defence when attacked again that turn.',
    ],
  },
  {
    id: 'ranged',
    title: 'Shooting and other ranged attacks',
    paragraphs: [
      'Shooting, Throwing and Magical Shot reach up to XL (250 mm; Throwing only L, 150 mm), measured between the nearest points of the bases. The shooter must not have moved this activation (Quick Shooter and Battle Mage may), must not have Run, and must not touch an enemy.',
      'It needs a line of sight: a straight line from its base to the target\'s that crosses no other base (hidden creatures excepted) and no terrain that blocks sight. You may shoot a creature that is in melee with your own.',
      'Shooting and Throwing: the target rolls one defence die per success, and each Shield cancels one. Terrain that defends against shooting on the line (or touching the target) lets it roll its failed defence dice again. Magical Shot cannot be defended: each success is a wound.',
    ],
    diagram: 'line-of-sight',
  },
  {
    id: 'damage',
    title: 'Damage, wounds and Armour',
    paragraphs: [
      'Damage is first soaked by Armour tokens, one token per point; what is left becomes wounds. Wounds (from magical attacks and some effects) skip Armour. A creature with as many wounds as its Health is eliminated and its card goes to the Graveyard.',
      'A hero\'s relics with Durability hold Armour tokens of their own, which soak damage from non-magical attacks and Backstabs before anything else. Healing removes wounds, never more than there are.',
    ],
  },
  {
    id: 'relics',
    title: 'Relics',
    paragraphs: [
      'Relics go only on your own hero, one per matching slot on the hero card (melee weapon, ranged weapon, armour, shield, helmet, treasure). They work the turn they are played. A new relic for a full slot replaces the old one.',
      'Multiple Uses X: the relic is discarded after X uses. Durability X: it starts with X Armour tokens and is destroyed when they are gone.',
      'Some relics have an ability to activate in your Activation phase, once a turn, even the turn they are played. Most use the relic\'s own activation and leave your hero free; one that shows the hero\'s activation too takes your hero\'s whole activation, so the hero must not have moved, attacked or be touching an enemy. Using it counts as one of its Multiple Uses.',
    ],
  },
  {
    id: 'tactics',
    title: 'Tactics',
    paragraphs: [
      'A tactic is paid in your turn and laid face down. In an opponent\'s turn, when its condition happens, you may reveal it and apply it, or keep it for a better moment.',
      'The game asks every player holding any face-down tactic whenever an opponent does something a tactic could answer, whether or not theirs fits, so being asked never tells anyone what you hold.',
    ],
  },
  {
    id: 'abilities',
    title: 'Abilities',
    paragraphs: [
      'Card text beats the general rules. Abilities with the activation mark take the creature\'s whole activation; the others are always on or fire on their condition. Two abilities of the same name do not add up: the highest counts. Bonuses written with "+" do add up.',
      'Some creatures cannot be targeted by certain cards (Shield against …), and some abilities need tokens (Concentration) or a target in range. Every keyword is in the glossary below.',
    ],
  },
  {
    id: 'stealth',
    title: 'Stealth',
    paragraphs: [
      'A hidden creature (with a Stealth token) cannot be targeted by enemy creatures\' attacks or abilities, does not block line of sight, and cannot be backstabbed. It loses the token when it attacks, backstabs, uses an activated ability or is detected.',
      'An enemy that moves into contact with it rolls a die to detect it; on a success the token is gone and the detector may attack it at once, on a failure the detector\'s activation ends.',
    ],
  },
  {
    id: 'terrain',
    title: 'Terrain',
    paragraphs: [
      'Terrain cards put a template on the field (at most one terrain card a turn), at least S from your own edge, M from the opponent\'s, S from other terrain and clear of every base.',
      'Difficult: a creature whose move starts, ends or passes through it moves at most S that activation (not Flight, Pathfinder, or creatures whose Movement is already S), and no Run through it. Impassable: nothing moves through it or stops on it. Blocks line of sight: no shot across it. Defense against shooting: a target behind or touching it rerolls failed defence dice. Ruins may be searched once per game by a character touching them.',
      'Flight ignores creatures and terrain while moving but may not end on Impassable terrain; Jump ignores creatures along a straight line.',
    ],
  },
  {
    id: 'decisions',
    title: 'Choices the game asks you',
    paragraphs: [
      'When a rule needs your choice (who goes first, where your hero stands, a dice split, a reroll, a tactic, a target) the game stops and asks only you; the "?" beside the question explains the rule. Each question has a default answer, sent for you if its clock runs out.',
    ],
  },
  {
    id: 'victory',
    title: 'Winning',
    paragraphs: [
      'A game ends when a hero falls: its player is out, and the last hero (or team) standing wins. The other way to win: all nine basic buildings in your City and at least 33 Prosperity, at any moment. A fallen hero beats Prosperity when both happen at once.',
      'With a time limit, when time runs out with both heroes alive, the hero with fewer wounds wins; if that is even, Prosperity plus the cost of the buildings in each City decides, then the number of enemy characters killed.',
    ],
  },
  {
    id: 'deck-out',
    title: 'An empty deck',
    paragraphs: [
      'Running out of cards does not end the game. Each time you must draw from an empty deck, your opponent gains Prosperity instead: 1 the first time, then 2, 4, 8, doubling each time.',
    ],
  },
  {
    id: 'modes',
    title: 'Modes',
    paragraphs: [
      'With more than two players, each claims a corner in turn and an XL stretch of edge from it; turns go clockwise, and "until the end of the opponent\'s turn" lasts until every opponent has played.',
    ],
    table: {
      head: ['Mode', 'Players', 'How it is won'],
      rows: [
        ['Duel', '2', 'The enemy hero falls, or City and Prosperity.'],
        ['Battle of Three', '3', 'The last hero standing, or City and Prosperity.'],
        ['Four players, free for all', '4', 'The last hero standing, or City and Prosperity.'],
        ['Shoulder to Shoulder', '2 against 2', 'Both enemy heroes fall, or both allies reach City and Prosperity (a lone survivor needs only their own). Allies cannot attack each other.'],
        ['Experienced Architect', 'any', 'A variant: each player builds only the top card of a secret Construction Deck of up to 12 buildings, in the order they chose.'],
      ],
    },
  },
  ...QUEST_SECTIONS,
  {
    id: 'refusals',
    title: 'When an action is refused',
    paragraphs: [
      'The server checks every action against the rules. A refused action changes nothing; the message says why and links to the rule here. Malformed messages and actions out of turn are refused the same way.',
    ],
  },
];

/** Anchor of the generated glossary section on the page. */
export const GLOSSARY_ANCHOR = 'glossary';
