import { ALL_CARDS, getCard } from '../cards/registry';
import { FIELD_SIDES, type Edge } from '../geometry';
import type { PlayerState, Seat, Writable } from './types';

/** A player's starting state; zones are filled by the caller. A seat without a hero (quest mode's Overlord) has no pools. */
export function newPlayer(seat: Seat, team: number, hero: string, minion: string, edge: Edge, prosperity: number): Writable<PlayerState> {
  const faction = hero ? getCard(hero).faction : null;
  const pool = (type: 'building' | 'terrain') => (faction ? factionPool(faction, type).slice() : []);
  return {
    seat, team, hero, minion, heroCreature: `${seat}-hero`, edge, prosperity,
    deck: [], hand: [], graveyard: [], buildings: [], terrainCards: [],
    buildingPool: pool('building'), terrainPool: pool('terrain'),
    uniquesUsed: [], relics: [], tactics: [], deckOuts: 0, eliminated: false, charactersKilled: 0,
    builtThisTurn: false, terrainThisTurn: false, lastTurn: 0,
  };
}

/** The building or terrain cards of a faction plus the neutral ones, in pool order (the pool is fixed: found once per faction). */
function factionPool(faction: string, type: 'building' | 'terrain'): readonly string[] {
  const key = `${type}:${faction}`;
  let ids = POOLS.get(key);
  if (!ids) {
    ids = ALL_CARDS.filter((c) => c.type === type && (c.faction === faction || c.faction === 'neutral')).map((c) => c.id);
    POOLS.set(key, ids);
  }
  return ids;
}

const POOLS = new Map<string, string[]>();

/** The Overlord's seat: no hero, City, Prosperity or deck of its own; its cards are in `GameState.quest`. */
export function newOverlordPlayer(seat: Seat, team: number): Writable<PlayerState> {
  return {
    seat, team, hero: '', minion: '', heroCreature: '', edge: FIELD_SIDES.north, prosperity: 0,
    deck: [], hand: [], graveyard: [], buildings: [], terrainCards: [], buildingPool: [], terrainPool: [],
    uniquesUsed: [], relics: [], tactics: [], deckOuts: 0, eliminated: false, charactersKilled: 0,
    builtThisTurn: false, terrainThisTurn: false, lastTurn: 0,
  };
}
