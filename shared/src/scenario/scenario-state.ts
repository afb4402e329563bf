import { distance, placeOnEdge } from '../geometry';
import { ALL_CARDS, getCard } from '../cards/registry';
import type { Face } from '../random';
import type { Keyword } from '../cards/effects';
import { emptyState } from '../state/empty-state';
import { newCreature } from '../primitives/new-creature';
import { templatePolygon } from '../rules/terrain';
import { CLASSIC_2017, RULEBOOK } from '../state/ruleset';
import { newOverlordPlayer, newPlayer } from '../state/player';
import type { ScenarioQuest, ScenarioSetup } from '../state/scenario-setup';
import { clockwiseFrom, DEFAULT_CORNERS, edgeFor, seatsFor, teamsFor } from '../state/seating';
import type { GameState, Seat } from '../state/types';
import type { Ctx } from '../primitives/context';
import { rollInitiative } from '../engine/create-game';
import { createQuestGame } from '../engine/create-quest-game';
import { runTasks } from '../engine/run-tasks';
import { QUEST_LIMITS, type QuestState } from '../state/quest';
import { DICE_CARDS, OVERLORD_PVE_DECK, OVERLORD_PVP_DECK, QUEST_TERRAIN_BOX } from '../cards/quest';
import { buildingInPlay } from '../primitives/building-in-play';
import { modifier } from '../primitives/modifier';
import { terrainListToChange } from '../primitives/copy-on-write';

const FIRST_HERO = () => ALL_CARDS.find((c) => c.type === 'hero')!.id;

/**
 * Build a mid-game position straight from a scenario's `setup` (docs/architecture.md §6). Instance ids are
 * readable (`p1-hand-0`, `p2-tactic-0`, …) so steps can name cards; dice come only from the
 * script, and running out of them is a failure.
 */
export function createScenarioState(setup: ScenarioSetup, dice: Face[]): GameState {
  if (setup.quest && setup.phase === 'setup') return newQuestScenario(setup.quest, dice);
  const mode = setup.mode ?? 'duel';
  const seats = seatsFor(mode);
  const ruleset = { ...(setup.ruleset === 'classic2017' ? CLASSIC_2017 : RULEBOOK), ...(setup.rules ?? {}) };
  const teams = teamsFor(mode);
  const playSetup = setup.phase === 'setup';
  const turn = playSetup ? 0 : (setup.turn ?? 1);
  const quest = setup.quest;
  const s = emptyState(
    {
      mode, seats, teams, ruleset, turnLimit: setup.turnLimit ?? 0, ...(setup.variants ? { variants: { ...setup.variants } } : {}),
      ...(quest ? { quest: { side: quest.side, hero: 'p1' as Seat, overlord: 'p2' as Seat, limits: quest.limits ?? QUEST_LIMITS[quest.side] } } : {}),
    },
    'scenario',
  );
  s.diceScript = [...dice];
  s.strictDice = true;
  s.turn = turn;
  s.activeSeat = setup.activeSeat ?? 'p1';
  s.phase = setup.phase ?? 'activation';
  const corners = Object.fromEntries(seats.map((seat) => [seat, setup.players[seat]?.corner ?? DEFAULT_CORNERS[seat]]));
  // Turns go clockwise by corner from p1 (rulebook: Variants).
  if (mode !== 'duel') s.turnOrder = clockwiseFrom('p1', corners);
  for (const seat of seats) {
    const sp = setup.players[seat] ?? {};
    if (quest && seat === 'p2') {
      s.players[seat] = newOverlordPlayer(seat, teams[seat] ?? 0);
      continue;
    }
    const hero = sp.hero ?? FIRST_HERO();
    const heroCard = getCard(hero);
    const prosperity = sp.prosperity ?? (playSetup ? ruleset.startingProsperity : 0);
    const p = newPlayer(seat, teams[seat] ?? 0, hero, heroCard.minion ?? hero, edgeFor(mode, seat, corners, teams), prosperity);
    p.heroCreature = sp.heroId ?? `${seat}-hero`;
    p.deckOuts = sp.deckOuts ?? 0;
    p.charactersKilled = sp.charactersKilled ?? 0;
    p.uniquesUsed = [...(sp.uniquesUsed ?? [])];
    p.lastTurn = seat === s.activeSeat ? turn : 0;
    // A quest's Hero has no terrain cards: terrain comes only from quests (checklist 22.7), as in engine/create-quest-game.ts.
    if (quest) p.terrainPool = [];
    const add = (zone: string[], cards: (string | { card: string; keywords: Keyword[] })[] | undefined, prefix: string) =>
      (cards ?? []).forEach((entry, n) => {
        const card = typeof entry === 'string' ? entry : entry.card;
        getCard(card);
        const id = `${seat}-${prefix}-${n}`;
        s.cards[id] = typeof entry === 'string' ? { card, owner: seat } : { card, owner: seat, keywords: entry.keywords };
        zone.push(id);
      });
    if (setup.variants?.experiencedArchitect) p.constructionDeck = [...(sp.constructionDeck ?? [])];
    add(p.hand, sp.hand, 'hand');
    add(p.deck, sp.deck, 'deck');
    add(p.graveyard, sp.graveyard, 'gy');
    add(p.tactics, sp.tactics, 'tactic');
    (sp.relics ?? []).forEach((entry, n) => {
      const id = `${seat}-relic-${n}`;
      const card = typeof entry === 'string' ? entry : entry.card;
      s.cards[id] = { card, owner: seat };
      p.relics.push({ id, card, armour: getCard(card).relic?.durability ?? 0, marks: typeof entry === 'string' ? 0 : entry.marks });
    });
    for (const b of sp.buildings ?? []) p.buildings.push(typeof b === 'string' ? buildingInPlay(b, false) : buildingInPlay(b.card, b.tapped));
    for (const id of [...p.buildings.map((b) => b.card)]) {
      if (!p.buildingPool.includes(id)) p.buildingPool.push(id);
      // A unique building standing in the City has been built: it counts as used (rulebook: Card types).
      if (!getCard(id).building?.basic && !p.uniquesUsed.includes(id)) p.uniquesUsed.push(id);
    }
    s.players[seat] = p;
    if (playSetup) continue; // the hero is placed by the setup's own decision
    if (sp.eliminated) {
      p.eliminated = true;
      continue;
    }
    const at = sp.heroAt ?? placeOnEdge(p.edge, distance(p.edge.a, p.edge.b) / 2, heroCard.stats!.base / 2);
    const heroCreature = newCreature(s, { card: hero, kind: 'hero', owner: seat, at, id: p.heroCreature });
    heroCreature.wounds = sp.heroWounds ?? 0;
    heroCreature.activated = false;
  }
  for (const c of setup.creatures ?? []) {
    const kind = getCard(c.card).type as 'hero' | 'minion' | 'character';
    let instance: string | undefined;
    if (kind === 'character') {
      instance = `${c.owner}-card-${c.id}`;
      s.cards[instance] = { card: c.card, owner: c.owner as Seat };
    }
    const k = newCreature(s, { card: c.card, kind, owner: c.owner, at: c.at, instance, id: c.id });
    k.wounds = c.wounds ?? 0;
    if (c.armour !== undefined) k.armour = c.armour;
    if (c.stealth !== undefined) k.stealth = c.stealth;
    k.poison = c.poison ?? false;
    k.disease = c.disease ?? false;
    for (const keyword of c.keywords ?? []) k.modifiers.push(modifier({ keyword }));
    for (const m of c.modifiers ?? []) k.modifiers.push(modifier(m));
    if (c.controller !== undefined) k.controller = c.controller;
    if (c.controlledUntil !== undefined) k.controlledUntil = c.controlledUntil;
    if (c.victim !== undefined) k.victim = c.victim;
    const concentration = c.concentration ?? (c.keywords ?? []).find((kw) => kw.kw === 'concentration')?.x;
    if (concentration !== undefined) k.concentration = concentration;
    k.activated = c.activated ?? false;
    k.meleesThisTurn = c.meleesThisTurn ?? 0;
    if (c.chained) k.chained = true;
  }
  for (const t of setup.terrain ?? []) {
    const card = getCard(t.card);
    const rotation = t.rotation ?? 0;
    terrainListToChange(s).push({ id: t.id, card: t.card, owner: t.owner ?? 'p1', center: { x: t.at.x, y: t.at.y }, rotation, polygon: templatePolygon(card.terrain!.shape, t.at, rotation), searched: t.searched ?? false });
  }
  if (quest) s.quest = scenarioQuestState(quest);
  if (playSetup) startScriptedSetup(s, seats);
  return s;
}

/**
 * A quest game from its very start, as `createQuestGame` deals it (seeded `scenario`; docs/architecture.md §10):
 * the starter deck, the Quest deck of early quests on top of late ones, the opening redraws still to answer.
 */
function newQuestScenario(quest: ScenarioQuest, dice: Face[]): GameState {
  const s = createQuestGame({ side: quest.side, seed: 'scenario' });
  s.diceScript = [...dice];
  s.strictDice = true;
  return s;
}

/** Roll for initiative with the scripted dice and wait for the setup's first decision, as `createGame` does (rulebook: Setup). */
function startScriptedSetup(s: GameState, seats: Seat[]): void {
  const ctx: Ctx = { s, events: [] };
  const { chooser, rolls } = rollInitiative(ctx, seats);
  s.tasks.push({ kind: 'setup', step: 'firstPlayer', chooser, rolls, order: seats, index: 0, mulligans: {} });
  runTasks(ctx);
}

/** A scenario's quest state: what it gives, plain defaults for the rest (decks in printed order). */
function scenarioQuestState(q: ScenarioQuest): QuestState {
  return {
    honour: q.honour ?? 0, rage: q.rage ?? 0, rageSection: 0, questDeck: [...(q.questDeck ?? [])],
    active: (q.active ?? []).map((a) => ({ id: a.id, drawnAt: a.drawnAt ?? 0, creatures: [...(a.creatures ?? [])], terrain: [...(a.terrain ?? [])], held: a.held ?? 0, ...(a.chained ? { chained: a.chained } : {}) })),
    completed: [...(q.completed ?? [])], failed: [...(q.failed ?? [])], phases: q.phases ?? 0,
    overlordDeck: [...(q.overlordDeck ?? (q.side === 'pvp' ? OVERLORD_PVP_DECK : OVERLORD_PVE_DECK).map((c) => c.id))],
    overlordHand: [...(q.overlordHand ?? [])], overlordDiscard: [], overlordCancelled: [], overlordPlayed: q.overlordPlayed ?? 0,
    diceDeck: q.diceDeck ? [...q.diceDeck] : DICE_CARDS.map((_, i) => i), diceUsed: [], terrainBox: { ...QUEST_TERRAIN_BOX, ...(q.terrainBox ?? {}) }, bounties: { ...(q.bounties ?? {}) },
  };
}
