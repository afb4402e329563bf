import { validateDeck } from '../cards/deck-rules';
import { DICE_CARDS, OVERLORD_PVE_DECK, OVERLORD_PVP_DECK, QUEST_LIST, QUEST_TERRAIN_BOX, starterHeroLoadout } from '../cards/quest';
import { FIELD_SIDES } from '../geometry';
import { shuffleInPlace } from '../random';
import { emptyState } from '../state/empty-state';
import { newOverlordPlayer, newPlayer } from '../state/player';
import { QUEST_LIMITS, type CreatureLimit, type QuestSide } from '../state/quest';
import { RULEBOOK, type Ruleset } from '../state/ruleset';
import type { GameState, Loadout } from '../state/types';
import { freshInstanceId } from '../primitives/zones';
import { rngToChange } from '../primitives/copy-on-write';
import { emit, type Ctx } from '../primitives/context';
import { overlordDraws } from '../rules/quest/overlord-cards';
import { runTasks } from './run-tasks';

/** What a new quest game needs (docs/architecture.md §10). */
export interface NewQuestGameOptions {
  side: QuestSide;
  seed: string;
  /** The Hero's deck: the 20-card starter deck unless given (22.26). */
  hero?: Loadout;
  /** Overrides of the recommended creature limits (22.28: "you can freely increase or decrease that limit"). */
  limits?: CreatureLimit[];
  turnLimit?: number;
}

/**
 * The quest ruleset: the rulebook's, with the opening redraw of 22.31 (put back up to 4 and draw as many,
 * once) and no discarding for Prosperity at setup; the Hero's cap is the Hero and 7 creatures (22.17).
 */
export const QUEST_RULESET: Ruleset = { ...RULEBOOK, discardForProsperity: false, mulliganMax: 4 };

/**
 * Create a quest game (checklist 22.25–22.31, 22.38–22.41): p1 is the Hero, p2 the Overlord (a player in
 * PvP, the engine solo). The Hero always goes first; its deck is shuffled; the Quest deck is 3 early
 * quests shuffled on top of 12 late ones shuffled apart; the Overlord's deck (22 or 10) and the Dice deck
 * are shuffled; Rage starts at 0 Honour's section. Setup then waits for the Overlord player's redraw (PvP),
 * then the Hero's placement and redraw.
 */
export function createQuestGame(o: NewQuestGameOptions): GameState {
  const hero = 'p1' as const;
  const overlord = 'p2' as const;
  const loadout = o.hero ?? starterHeroLoadout();
  const verdict = validateDeck(loadout, QUEST_RULESET);
  if (!verdict.ok) throw new Error(`The Hero's deck is not legal: ${verdict.reasons.map((r) => r.message).join(' ')}`);
  const s = emptyState(
    { mode: 'duel', seats: [hero, overlord], teams: { p1: 1, p2: 2 }, ruleset: QUEST_RULESET, turnLimit: o.turnLimit ?? 0, quest: { side: o.side, hero, overlord, limits: o.limits ?? QUEST_LIMITS[o.side] } },
    o.seed,
  );
  const p = newPlayer(hero, 1, loadout.hero, loadout.minion, FIELD_SIDES.south, QUEST_RULESET.startingProsperity);
  p.buildingPool = [...loadout.buildings];
  p.terrainPool = []; // terrain comes only from quests in this mode (22.7)
  for (const card of loadout.deck) {
    const id = freshInstanceId(s);
    s.cards[id] = { card, owner: hero };
    p.deck.push(id);
  }
  shuffleInPlace(rngToChange(s), p.deck);
  s.players[hero] = p;
  s.players[overlord] = newOverlordPlayer(overlord, 2);

  const early = QUEST_LIST.filter((q) => q.stage === 'early').map((q) => q.id);
  const late = QUEST_LIST.filter((q) => q.stage === 'late').map((q) => q.id);
  shuffleInPlace(rngToChange(s), early);
  shuffleInPlace(rngToChange(s), late);
  const overlordDeck = (o.side === 'pvp' ? OVERLORD_PVP_DECK : OVERLORD_PVE_DECK).map((c) => c.id);
  shuffleInPlace(rngToChange(s), overlordDeck);
  const diceDeck = DICE_CARDS.map((_, i) => i);
  shuffleInPlace(rngToChange(s), diceDeck);
  s.quest = {
    honour: 0, rage: 0, rageSection: 0, questDeck: [...early, ...late], active: [], completed: [], failed: [], phases: 0,
    overlordDeck, overlordHand: [], overlordDiscard: [], overlordCancelled: [], overlordPlayed: 0, diceDeck, diceUsed: [],
    terrainBox: { ...QUEST_TERRAIN_BOX }, bounties: {},
  };
  s.turnOrder = [hero, overlord];
  const ctx: Ctx = { s, events: [] };
  emit(ctx, { e: 'firstPlayerChosen', seat: hero });
  // The Hero goes first (22.25): only the Hero is placed and redraws.
  s.tasks.push({ kind: 'setup', step: 'placeHeroes', chooser: hero, rolls: {}, order: [hero], index: 0, mulligans: {} });
  // The Overlord player's opening hand of 4 and its one redraw (22.31), before the Hero's setup.
  if (o.side === 'pvp') {
    overlordDraws(ctx, QUEST_RULESET.startingHand);
    s.tasks.push({ kind: 'questOverlordRedraw' });
  }
  runTasks(ctx);
  return s;
}
