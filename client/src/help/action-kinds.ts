import { findCard, type Action, type GameView } from '@signum/shared';

/** One kind of thing the player may do now, in plain words, with the rule that explains it. */
export interface ActionKind {
  key: string;
  text: string;
  rule: string;
}

const CARD_KIND: Record<string, ActionKind> = {
  character: { key: 'summon', text: 'Summon a character from your hand onto your edge', rule: 'summoning' },
  spell: { key: 'spell', text: 'Cast a spell from your hand', rule: 'cards' },
  relic: { key: 'relic', text: 'Give your hero a relic from your hand', rule: 'relics' },
  tactic: { key: 'tactic', text: 'Lay a tactic face down', rule: 'tactics' },
};

/** The other action types, by type (run is a move with `run`). */
const BY_TYPE: Partial<Record<Action['type'], ActionKind>> = {
  build: { key: 'build', text: 'Build one building from your pool', rule: 'construction' },
  takeProsperity: { key: 'takeProsperity', text: 'Build nothing and take 2 Prosperity', rule: 'construction' },
  playTerrain: { key: 'terrain', text: 'Lay a terrain card on the field (one a turn)', rule: 'terrain' },
  melee: { key: 'melee', text: 'Fight an enemy your creature touches in melee', rule: 'melee' },
  magicalStrike: { key: 'magicalStrike', text: 'Make a Magical Strike on an enemy in contact', rule: 'melee' },
  ranged: { key: 'ranged', text: 'Shoot, throw or cast a Magical Shot at an enemy in range and in sight', rule: 'ranged' },
  ability: { key: 'ability', text: 'Use a creature\'s activated ability', rule: 'abilities' },
  concentrate: { key: 'concentrate', text: 'Spend Concentration tokens', rule: 'abilities' },
  search: { key: 'search', text: 'Search Ruins your character touches', rule: 'terrain' },
  secretEntrance: { key: 'secretEntrance', text: 'Use a secret entrance between searched Ruins', rule: 'terrain' },
  useBuilding: { key: 'useBuilding', text: 'Use a building\'s ability (tap it)', rule: 'construction' },
  useRelic: { key: 'useRelic', text: 'Use the ability of a relic your hero carries (once a turn)', rule: 'relics' },
  pass: { key: 'pass', text: 'Let a creature do nothing this turn', rule: 'activation' },
  endActivation: { key: 'endActivation', text: 'End the current creature\'s activation', rule: 'activation' },
  endTurn: { key: 'endTurn', text: 'End your turn (creatures not activated count as activated)', rule: 'turn' },
  playOverlordCard: { key: 'overlordCard', text: 'Play an Overlord card from your hand, putting Rage into its Main ability', rule: 'cards' },
  answer: { key: 'answer', text: 'Answer the question the game is asking you', rule: 'decisions' },
};

const MOVE: ActionKind = { key: 'move', text: 'Move a creature up to its Movement', rule: 'movement' };
const RUN: ActionKind = { key: 'run', text: 'Run: move one band further, then stop for the turn', rule: 'run' };

/**
 * The kinds of action among the seat's legal actions (shared `legalActions`), each once, in the
 * order they are listed: what the "What can I do now?" panel says.
 */
export function actionKinds(legal: readonly Action[], view: GameView | null, seat: string): ActionKind[] {
  const hand = view?.players[seat as keyof GameView['players']]?.hand ?? [];
  const out = new Map<string, ActionKind>();
  for (const a of legal) {
    let kind: ActionKind | undefined;
    if (a.type === 'move') kind = a.run ? RUN : MOVE;
    else if (a.type === 'playCard') {
      const card = hand.find((c) => c.id === a.card)?.card;
      kind = CARD_KIND[(card && findCard(card)?.type) ?? ''] ?? { key: 'card', text: 'Play a card from your hand', rule: 'cards' };
    } else kind = BY_TYPE[a.type];
    if (kind && !out.has(kind.key)) out.set(kind.key, kind);
  }
  return [...out.values()];
}
