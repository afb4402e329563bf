import { copyActivation } from '../state/activation';
import type { Ruleset } from '../state/ruleset';
import { emptyState } from '../state/empty-state';
import { newPlayer } from '../state/player';
import type { Creature, GameState, PlayerState, Seat } from '../state/types';
import type { GameView, PlayerView } from './view';
import { QUEST_LIMITS, type QuestState } from '../state/quest';
import { QUEST_RULESET } from '../engine/create-quest-game';
import type { QuestView } from './quest-view';

/**
 * A GameState rebuilt from what one viewer may see, for the client's previews only: the same rule
 * checks the server runs (`planMove`, `legalActions`, line of sight) then answer "would this be
 * accepted?" before the player declares it. Never authoritative: other hands, decks and the dice
 * are unknown here (empty hands, decks of placeholders, a fixed PRNG), so only checks that depend
 * on public information and the viewer's own cards are meaningful — which is every check of a
 * declared action, since the rules may not depend on what the declaring player cannot see.
 */
export function previewState(v: GameView, ruleset: Ruleset): GameState {
  const seats = v.turnOrder.length > 0 ? [...v.turnOrder].sort() : (Object.keys(v.players) as Seat[]).sort();
  const teams: Partial<Record<Seat, number>> = {};
  for (const seat of seats) teams[seat] = v.players[seat]?.team ?? 0;
  // A quest game plays by the quest ruleset, and its Overlord seat has no hero (docs/architecture.md §10).
  const quest = v.quest ? { side: v.quest.side, hero: v.quest.hero as Seat, overlord: v.quest.overlord as Seat, limits: QUEST_LIMITS[v.quest.side] } : undefined;
  const s = emptyState({ mode: v.mode, seats, teams, ruleset: quest ? QUEST_RULESET : ruleset, turnLimit: 0, ...(quest ? { quest } : {}) }, 'preview');
  if (v.quest) s.quest = questFromView(v.quest);
  Object.assign(s, { turn: v.turn, activeSeat: v.activeSeat, turnOrder: [...v.turnOrder], phase: v.phase, result: v.result });
  s.activation = v.activation ? copyActivation(v.activation) : null;
  for (const seat of seats) {
    const pv = v.players[seat];
    if (pv) s.players[seat] = playerFromView(s, pv);
  }
  const creatures: Record<string, Creature> = {};
  for (const c of v.creatures) {
    creatures[c.id] = { ...c, pos: { ...c.pos }, modifiers: c.modifiers.map((m) => ({ ...m })) };
    if (c.instance) s.cards[c.instance] = { card: c.card, owner: c.owner };
  }
  s.creatures = creatures;
  s.terrain = v.terrain.map((t) => ({ ...t, center: { ...t.center }, polygon: t.polygon.map((p) => ({ ...p })) }));
  // The viewer's own decision, with its options; someone else's is only "someone is deciding".
  if (v.pending?.options && v.pending.defaultAnswer !== undefined) {
    s.pending = { id: v.pending.id, seat: v.pending.seat, kind: v.pending.kind, options: v.pending.options, defaultAnswer: v.pending.defaultAnswer } as GameState['pending'];
  } else if (v.pending) {
    s.pending = { id: v.pending.id, seat: v.pending.seat, kind: 'optionalAbility', options: { creature: '', keyword: 'disease' }, defaultAnswer: { yes: false } };
  }
  return s;
}

/** The quest state as far as the viewer sees it: deck orders unknown (empty), the Overlord's hand only to its player. */
function questFromView(q: QuestView): QuestState {
  return {
    honour: q.honour, rage: q.rage, rageSection: q.rageSection, questDeck: [], active: q.active.map((a) => ({ ...a, creatures: [...a.creatures], terrain: [...a.terrain] })),
    completed: [...q.completed], failed: [...q.failed], phases: q.phases, overlordDeck: [], overlordHand: [...(q.overlordHand ?? [])],
    overlordDiscard: [...q.overlordDiscard], overlordCancelled: [...q.overlordCancelled], overlordPlayed: q.overlordPlayed, diceDeck: [], diceUsed: [], terrainBox: { ...q.terrainBox }, bounties: {},
  };
}

function playerFromView(s: GameState, pv: PlayerView): PlayerState {
  const p = newPlayer(pv.seat, pv.team, pv.hero, pv.minion, pv.edge, pv.prosperity);
  const known = (zone: { id: string; card: string }[] | undefined) =>
    (zone ?? []).map(({ id, card }) => {
      s.cards[id] = { card, owner: pv.seat };
      return id;
    });
  Object.assign(p, {
    heroCreature: pv.heroCreature,
    hand: known(pv.hand),
    tactics: known(pv.tactics),
    graveyard: known(pv.graveyard),
    // Placeholders: only their number is public, and no check of a declared action reads them.
    deck: Array.from({ length: pv.deckCount }, (_, i) => `${pv.seat}-unseen-${i}`),
    buildings: pv.buildings.map((b) => ({ ...b })),
    terrainCards: [...pv.terrainCards],
    relics: pv.relics.map((r) => ({ ...r })),
    deckOuts: pv.deckOuts,
    eliminated: pv.eliminated,
    charactersKilled: pv.charactersKilled,
    uniquesUsed: [...pv.uniquesUsed],
    builtThisTurn: pv.builtThisTurn,
    terrainThisTurn: pv.terrainThisTurn,
    ...(pv.buildingPool ? { buildingPool: [...pv.buildingPool] } : {}),
    ...(pv.terrainPool ? { terrainPool: [...pv.terrainPool] } : {}),
    ...(pv.constructionDeck ? { constructionDeck: [...pv.constructionDeck] } : {}),
  });
  return p;
}
