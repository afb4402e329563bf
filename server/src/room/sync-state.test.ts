import { createGame, createQuestGame, PRECONS, withConstructionDeck, view, whoActs, type GameState, type GameView, type Mode, type Seat } from '@signum/shared';
import { MatchState } from './schema';
import { secretOf, syncState } from './sync-state';
import { randomPositions } from '../../test-support/random-positions';

/**
 * The schema's fields as the spectator view gives them (docs/architecture.md §5): what syncState
 * must write, field for field. syncState reads the state itself, for speed; this oracle reads only
 * the view, so a field that showed more than a spectator may know would differ here.
 */
function expectedFromSpectatorView(v: GameView, waitingFor: string) {
  const players: Record<string, unknown> = {};
  for (const [seat, p] of Object.entries(v.players)) {
    if (!p) continue;
    players[seat] = {
      seat: p.seat, team: p.team, hero: p.hero, minion: p.minion, heroCreature: p.heroCreature, prosperity: p.prosperity,
      handCount: p.handCount, deckCount: p.deckCount, constructionDeckCount: p.constructionDeckCount ?? 0, tacticCount: p.tacticCount,
      deckOuts: p.deckOuts, eliminated: p.eliminated, charactersKilled: p.charactersKilled, graveyard: JSON.stringify(p.graveyard),
      buildings: JSON.stringify(p.buildings), terrainCards: p.terrainCards, relics: JSON.stringify(p.relics), edge: JSON.stringify(p.edge),
      uniquesUsed: p.uniquesUsed, builtThisTurn: p.builtThisTurn, terrainThisTurn: p.terrainThisTurn,
    };
  }
  const creatures = Object.fromEntries(v.creatures.map((c) => [c.id, {
    id: c.id, card: c.card, kind: c.kind, instance: c.instance ?? '', owner: c.owner, controller: c.controller, x: c.pos.x, y: c.pos.y,
    wounds: c.wounds, armour: c.armour, stealth: c.stealth, poison: c.poison, disease: c.disease, activated: c.activated,
    meleesThisTurn: c.meleesThisTurn, rangedTargetedOnTurn: c.rangedTargetedOnTurn, modifiers: JSON.stringify(c.modifiers),
    concentration: c.concentration ?? 0, controlledUntil: c.controlledUntil ?? 0, victim: c.victim ?? '',
  }]));
  const terrain = Object.fromEntries(v.terrain.map((t) => [t.id, {
    id: t.id, card: t.card, owner: t.owner, x: t.center.x, y: t.center.y, rotation: t.rotation, searched: t.searched, polygon: JSON.stringify(t.polygon),
  }]));
  return {
    phase: v.phase, turn: v.turn, activeSeat: v.activeSeat, waitingFor, pendingId: v.pending?.id ?? -1, pendingKind: v.pending?.kind ?? '',
    turnOrder: v.turnOrder, activation: v.activation ? JSON.stringify(v.activation) : '', result: v.result ? JSON.stringify(v.result) : '',
    quest: v.quest ? JSON.stringify(v.quest) : '', players, creatures, terrain,
  };
}

/** The synced fields of the schema (those syncState writes; the room's own — seats, clock, status — aside). */
function syncedPart(m: MatchState) {
  const j = m.toJSON() as Record<string, unknown>;
  const { phase, turn, activeSeat, waitingFor, pendingId, pendingKind, turnOrder, activation, result, quest, players, creatures, terrain } = j;
  return { phase, turn, activeSeat, waitingFor, pendingId, pendingKind, turnOrder, activation, result, quest, players, creatures, terrain };
}

type Setup = { name: string; seats: Seat[]; game: (seed: string) => GameState };
const loadoutsFor = (seats: Seat[]) => Object.fromEntries(seats.map((seat, i) => [seat, PRECONS[i % PRECONS.length]!.loadout]));
const plain = (mode: Mode, seats: Seat[]): Setup => ({ name: mode, seats, game: (seed) => createGame({ mode, seed, loadouts: loadoutsFor(seats), turnLimit: 12 }) });
const SETUPS: Setup[] = [
  plain('duel', ['p1', 'p2']),
  plain('ffa3', ['p1', 'p2', 'p3']),
  plain('teams', ['p1', 'p2', 'p3', 'p4']),
  { name: 'duel, Experienced Architect', seats: ['p1', 'p2'], game: (seed) => createGame({ mode: 'duel', seed, loadouts: Object.fromEntries(Object.entries(loadoutsFor(['p1', 'p2'])).map(([seat, l]) => [seat, withConstructionDeck(l)])), turnLimit: 12, variants: { experiencedArchitect: true } }) },
  { name: 'quest against an Overlord player', seats: ['p1', 'p2'], game: (seed) => createQuestGame({ side: 'pvp', seed, turnLimit: 12 }) },
];

describe('syncState', () => {
  it.each(SETUPS.map((s) => [s.name, s] as const))('writes exactly the spectator view after every action of a played %s game', (_name, setup) => {
    const target = new MatchState();
    let checked = 0;
    for (const s of randomPositions(setup.game(`sync-${setup.name}`), `sync-${setup.name}`, 400)) {
      syncState(target, s);
      expect(syncedPart(target)).toEqual(expectedFromSpectatorView(view(s, 'spectator'), whoActs(s) ?? ''));
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });
});

// secretOf reads the state itself, for speed; it must give exactly what the seat's full view holds:
// its hand, tactics, pools, Construction Deck, its own pending decision and, for the Overlord player,
// the Overlord's hand.
describe('secretOf', () => {
  it.each(SETUPS.map((s) => [s.name, s] as const))('equals the private parts of the full view after every action of a played %s game', (_name, setup) => {
    let checked = 0;
    let withDecision = 0;
    const seen = { constructionDeck: 0, overlordHand: 0 };
    for (const s of randomPositions(setup.game(`secret-${setup.name}`), `secret-${setup.name}`, 300)) {
      for (const seat of setup.seats) {
        const full = view(s, seat);
        const p = full.players[seat]!;
        const pending = full.pending && full.pending.seat === seat ? { id: full.pending.id, kind: full.pending.kind, options: full.pending.options, defaultAnswer: full.pending.defaultAnswer } : null;
        if (pending) withDecision++;
        if (p.constructionDeck) seen.constructionDeck++;
        if (full.quest?.overlordHand) seen.overlordHand++;
        expect(secretOf(s, seat)).toEqual({
          hand: p.hand, tactics: p.tactics, pending, buildingPool: p.buildingPool, terrainPool: p.terrainPool,
          ...(p.constructionDeck ? { constructionDeck: p.constructionDeck } : {}),
          ...(full.quest?.overlordHand ? { overlordHand: full.quest.overlordHand } : {}),
        });
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(100);
    expect(withDecision).toBeGreaterThan(0);
    // The setups that have them show them: the comparison above is not of two absent fields.
    expect(seen.constructionDeck > 0).toBe(setup.name.includes('Experienced Architect'));
    expect(seen.overlordHand > 0).toBe(setup.name.includes('Overlord player'));
  });
});
