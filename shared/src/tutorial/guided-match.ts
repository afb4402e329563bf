import type { Lesson } from './types';

const A = 'p1-hero';
const V = 'p2-hero';

/**
 * The guided first match: the learner (Aelrin, Alliance of the Unicorn) against a scripted
 * Vessira (the Akkari), from placing the hero to a win by melee on turn 4. Every step names the
 * rule it teaches (rulebook: Setup, Turn sequence, Construction, Costs, Summoning, Movement, Run,
 * Tactics, Relics, Ranged attacks, Backstab, Melee, Victory); `guided-match.test.ts` replays it
 * against the engine, so a rules change that breaks it fails the tests.
 */
export const GUIDED_MATCH: Lesson = {
  id: 'first-match',
  title: 'Your first match',
  summary: 'A whole short game against a scripted opponent: the hero, the City, summoning, moving, shooting, a tactic, a relic and a melee that wins.',
  minutes: 10,
  ends: 'win',
  placeHeroes: true,
  setup: {
    players: {
      p1: {
        hero: 'aelrin-warden-of-the-moon',
        prosperity: 3,
        buildings: ['tavern', 'smithy'],
        deck: [
          'caillion-the-captain-of-steel-blades', 'howl-of-the-wild', 'elven-blade', 'call-of-the-pack',
          'moonlight-blessing', 'wolfen-packrunner', 'thorn-snare', 'keledan-bladedancer', 'flames-of-fury', 'wolfen-howler',
        ],
      },
      p2: {
        hero: 'vessira-high-weaver',
        prosperity: 3,
        buildings: ['shooting-range', 'arena'],
        deck: ['venom-spitter', 'web-stalker', 'venom-bite', 'queens-whisper', 'infected-mushroom', 'silken-snare', 'brood-alarm', 'chitin-guard', 'carapace-brute', 'venom-spitter'],
      },
    },
    terrain: [{ id: 'circle', card: 'circle-of-equals', owner: 'p1', at: { x: 300, y: 225 } }],
  },
  dice: ['bullseye', 'bullseye', 'axe', 'bullseye', 'axe', 'bullseye', 'axe', 'bullseye', 'axe', 'bullseye', 'shield', 'shield', 'shield', 'axe', 'shield', 'shield', 'bullseye'],
  steps: [
    {
      id: 'place-hero',
      title: 'Place your hero',
      explain: [
        'You lead a squad from your hero, Aelrin. If your hero falls, you lose; if the enemy hero falls, you win.',
        'Before the first turn each player puts their hero on the field, with its base touching their own edge (yours is the bottom edge).',
      ],
      task: 'Click "Choose on the field" if needed, then click the marked spot on your edge to place Aelrin.',
      rule: 'setup',
      highlight: { testid: 'decision', field: { x: 300, y: 575 } },
      action: { type: 'answer', decision: 1, answer: { at: { x: 300, y: 575 } } },
      tolerance: 120,
      then: [{ seat: 'p2', action: { type: 'answer', decision: 2, answer: { at: { x: 300, y: 25 } } }, say: 'Vessira is placed on the far edge.' }],
    },
    {
      id: 'keep-hand',
      title: 'Your opening hand',
      explain: [
        'Everyone draws four cards from their Battle Deck: characters, spells, relics and tactics.',
        'You may keep them, put up to four back and draw again, or discard some for 1 Prosperity each. This hand is a good one.',
      ],
      task: 'Choose "Keep this hand" and press Answer.',
      rule: 'setup',
      highlight: { testid: 'decision' },
      action: { type: 'answer', decision: 3, answer: { choice: 'keep', cards: [] } },
      then: [{ seat: 'p2', action: { type: 'answer', decision: 4, answer: { choice: 'keep', cards: [] } } }],
    },
    {
      id: 'build',
      title: 'The Beginning phase, then build',
      explain: [
        'Your turn has started. In its Beginning phase the game untapped your buildings, let your creatures act again, drew you a card and gave you 1 Prosperity: all by itself.',
        'Now comes Construction: build one building by paying its Prosperity, or build nothing and take 2 Prosperity instead.',
        'Buildings pay for your cards. You hold 4 Prosperity; an Arena costs 3.',
      ],
      task: 'Build the Arena.',
      rule: 'construction',
      highlight: { testid: 'action-build-arena' },
      action: { type: 'build', building: 'arena' },
    },
    {
      id: 'summon',
      title: 'Pay a cost and summon a character',
      explain: [
        'A card\'s cost lists buildings (and sometimes Prosperity). Each building named must stand untapped in your City; paying taps it for this turn.',
        '"Any" means any one untapped building. Caillion costs Arena + Any: the Arena, and one more building of your choice.',
        'A character enters touching your edge, more than S (80 mm) from every enemy. It cannot act in the turn it arrives.',
      ],
      task: 'Click Caillion in your hand, then click the marked spot on your edge.',
      rule: 'costs',
      highlight: { testid: 'hand', field: { x: 420, y: 584 } },
      action: { type: 'playCard', card: 'p1-deck-0', at: { x: 420, y: 584 } },
      tolerance: 120,
    },
    {
      id: 'tactic',
      title: 'A face-down tactic',
      explain: [
        'A tactic is paid now and laid face down: your opponent sees that you hold one, never which.',
        'It springs when its moment comes in the opponent\'s turn. Howl of the Wild hurts a character the opponent summons.',
      ],
      task: 'Play Howl of the Wild from your hand (it needs no place on the field).',
      rule: 'tactics',
      highlight: { testid: 'hand' },
      action: { type: 'playCard', card: 'p1-deck-1' },
    },
    {
      id: 'move',
      title: 'Move your hero',
      explain: [
        'Each creature acts once per turn. Aelrin\'s Movement is M: up to 100 mm. The rings around a selected creature show S, M, L and XL.',
        'Moving is one choice of an activation; others are Run, melee, a ranged attack or an ability.',
      ],
      task: 'Select Aelrin, press Move, click the marked spot and press Enter (or double-click).',
      rule: 'movement',
      highlight: { testid: 'action-move', field: { x: 300, y: 475 } },
      action: { type: 'move', creature: A, path: [{ x: 300, y: 475 }], run: false },
    },
    {
      id: 'end-turn-1',
      title: 'End your turn',
      explain: [
        'Caillion arrived this turn, so it counts as having acted. When you end the turn, the opponent plays theirs.',
        'Watch the log: Vessira takes Prosperity, summons a Venom Spitter (your Howl is offered then) and walks forward.',
      ],
      task: 'Press End turn.',
      rule: 'turn',
      highlight: { testid: 'action-end-turn' },
      action: { type: 'endTurn' },
      then: [
        { seat: 'p2', action: { type: 'takeProsperity' } },
        { seat: 'p2', action: { type: 'playCard', card: 'p2-deck-0', at: { x: 150, y: 16 } }, say: 'Vessira summons a Venom Spitter.' },
      ],
    },
    {
      id: 'reveal-tactic',
      title: 'Spring your tactic',
      explain: [
        'Vessira summoned a character: that is the moment your face-down Howl of the Wild waits for. The game asks you whenever the opponent does something a tactic could answer, whether or not yours fits, so your question never gives your hand away.',
        'Revealing it deals 2 damage to the Venom Spitter, which has 2 Health.',
      ],
      task: 'Choose "Reveal Howl of the Wild" and press Answer.',
      rule: 'tactics',
      highlight: { testid: 'decision' },
      action: { type: 'answer', decision: 5, answer: { tactic: 'p1-deck-1' } },
      then: [
        { seat: 'p2', action: { type: 'move', creature: V, path: [{ x: 300, y: 125 }], run: false }, say: 'Vessira walks forward.' },
        { seat: 'p2', action: { type: 'endTurn' } },
      ],
    },
    {
      id: 'take-prosperity',
      title: 'Prosperity instead of a building',
      explain: [
        'Your second turn. Prosperity is your money, and also a way to win: nine different basic buildings in your City and 33 Prosperity win the game.',
        'This turn you have only 1 Prosperity, too little to build. Taking 2 Prosperity instead of building is always allowed.',
      ],
      task: 'Press Take 2 Prosperity.',
      rule: 'construction',
      highlight: { testid: 'action-take-prosperity' },
      action: { type: 'takeProsperity' },
    },
    {
      id: 'relic',
      title: 'A relic for your hero',
      explain: [
        'Relics are objects only your hero carries, one per slot (weapon, armour, shield, …). They work from the moment they are played.',
        'The Elven Blade (Smithy + 1 Prosperity) gives Aelrin Expert of Attack 2 (two extra dice when every die goes to attack) and Initiative (its blows land first). You will need both.',
      ],
      task: 'Play the Elven Blade from your hand.',
      rule: 'relics',
      highlight: { testid: 'hand' },
      action: { type: 'playCard', card: 'p1-deck-2' },
    },
    {
      id: 'run',
      title: 'Run',
      explain: [
        'Running steps the Movement up one band: M becomes L (150 mm). The price: after a Run the creature does nothing else this turn, and it cannot Run while touching an enemy.',
        'The circle between the heroes is the Circle of Equals: terrain that gives cover against shots. It is not Difficult, so you may cross it.',
      ],
      task: 'Select Aelrin, press Run, click the marked spot and press Enter.',
      rule: 'run',
      highlight: { testid: 'action-run', field: { x: 300, y: 325 } },
      action: { type: 'move', creature: A, path: [{ x: 300, y: 325 }], run: true },
    },
    {
      id: 'end-turn-2',
      title: 'End your turn',
      explain: [
        'Caillion could walk too, but we keep it back: every creature not activated simply counts as activated when you end the turn.',
        'Watch what Vessira does next: she has Magical Shot.',
      ],
      task: 'Press End turn.',
      rule: 'turn',
      highlight: { testid: 'action-end-turn' },
      action: { type: 'endTurn' },
      then: [
        { seat: 'p2', action: { type: 'takeProsperity' } },
        { seat: 'p2', action: { type: 'ranged', creature: V, target: A, attack: 'magicalShot' }, say: 'Vessira casts a Magical Shot at Aelrin.' },
        { seat: 'p2', action: { type: 'endTurn' } },
      ],
    },
    {
      id: 'build-library',
      title: 'Grow your City',
      explain: [
        'Vessira\'s Magical Shot wounded Aelrin twice. Magic goes straight to wounds: no defence dice and no Armour, though the Circle of Equals gave Aelrin one die (it failed).',
        'Your City grows one building a turn. A Library costs 3 Prosperity: you have exactly 3.',
      ],
      task: 'Build the Library.',
      rule: 'construction',
      highlight: { testid: 'action-build-library' },
      action: { type: 'build', building: 'library' },
    },
    {
      id: 'shoot',
      title: 'Shoot, with line of sight and cover',
      explain: [
        'Aelrin has Shooting 2: two dice at a target within XL (250 mm) that she can see: a straight line from her base to the target\'s, not blocked by creatures or by terrain that blocks sight. She must not have moved this activation.',
        'In a shot only the Bullseye face counts as a success. The target then rolls one die per success, and only a Shield blocks one.',
        'Vessira stands behind the Circle of Equals: the line crosses terrain that defends against shooting, so she may roll her failed defence dice again.',
      ],
      task: 'Select Aelrin, press Shoot, then click Vessira.',
      rule: 'ranged',
      highlight: { testid: 'action-ranged-shooting', field: { x: 300, y: 125 } },
      action: { type: 'ranged', creature: A, target: V, attack: 'shooting' },
    },
    {
      id: 'reroll',
      title: 'Roll a die again',
      explain: [
        'One Bullseye and one Axe: one success. Aelrin also has Master of Shooting 1, so she may roll one of her dice again.',
        'The Axe failed (a shot counts only Bullseyes): roll that one again.',
      ],
      task: 'Tick the Axe die and press Answer.',
      rule: 'dice',
      highlight: { testid: 'decision' },
      action: { type: 'answer', decision: 6, answer: { dice: [1] } },
    },
    {
      id: 'end-turn-3',
      title: 'End your turn',
      explain: [
        'Two Bullseyes: Vessira rolled two defence dice, missed, rolled them again for the cover and missed again. She took 2 damage.',
        'Now watch her charge. A creature that Runs into contact with an enemy takes a Backstab from it.',
      ],
      task: 'Press End turn.',
      rule: 'turn',
      highlight: { testid: 'action-end-turn' },
      action: { type: 'endTurn' },
      then: [
        { seat: 'p2', action: { type: 'takeProsperity' } },
        { seat: 'p2', action: { type: 'move', creature: V, path: [{ x: 300, y: 275 }], run: true }, say: 'Vessira runs at Aelrin.' },
        { seat: 'p2', action: { type: 'endTurn' } },
      ],
    },
    {
      id: 'take-prosperity-2',
      title: 'Contact, and the Backstab you dealt',
      explain: [
        'Vessira ran into contact with Aelrin (their bases touch), so Aelrin dealt her a Backstab: one die, no defence. Aelrin is wounded, so only a Shield counted, and she rolled one.',
        'The same Backstab hits anyone who moves away from an enemy in contact: think before you walk off.',
        'Vessira has 6 Health and 3 wounds. First, Construction: take 2 Prosperity.',
      ],
      task: 'Press Take 2 Prosperity.',
      rule: 'backstab',
      highlight: { testid: 'action-take-prosperity' },
      action: { type: 'takeProsperity' },
    },
    {
      id: 'melee',
      title: 'Fight in melee',
      explain: [
        'A creature in contact with an enemy may fight it in melee. Both sides roll dice equal to their Strength, split between attack and defence.',
      ],
      task: 'Select Aelrin, press Melee, then click Vessira.',
      rule: 'melee',
      highlight: { testid: 'action-melee', field: { x: 300, y: 275 } },
      action: { type: 'melee', creature: A, target: V },
      then: [{ seat: 'p2', action: { type: 'answer', decision: 7, answer: { attack: 1, defence: 1 } }, say: 'Vessira splits first: 1 die to attack, 1 to defence.' }],
    },
    {
      id: 'split',
      title: 'Split your dice',
      explain: [
        'The defender splits first, then you. Aelrin has Strength 3. Put all three into attack and the Elven Blade\'s Expert of Attack 2 adds two more: five attack dice.',
        'Face by face in melee: an Axe or a Shield on an attack die is a success, but a wounded creature (like Aelrin now) counts only Shields. On a defence die only a Shield counts, wounded or not, and each one cancels one enemy success.',
        'Initiative: Aelrin\'s blows land first, so if Vessira falls she never strikes back.',
      ],
      task: 'Put 3 dice into attack and press Answer.',
      rule: 'dice',
      highlight: { testid: 'decision' },
      action: { type: 'answer', decision: 8, answer: { attack: 3, defence: 0 } },
    },
    {
      id: 'won',
      title: 'You won',
      explain: [
        'Four Shields and an Axe: four successes for a wounded Aelrin. Vessira\'s one defence die missed, so four hits took her last Health, and thanks to Initiative she never struck back.',
        'When a hero falls, its player is out, and in a duel the game is won. The other way to win is the City: all nine basic buildings and 33 Prosperity.',
        'Next: the three short lessons, or the How to play page for everything else.',
      ],
      task: 'Press Finish.',
      rule: 'victory',
    },
  ],
};
