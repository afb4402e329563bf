import { getCard, findCard } from '../cards/registry';
import { ensure } from '../protocol/codes';
import type { GameState, Seat } from '../state/types';
import { emit, type Ctx } from '../primitives/context';
import { onBuilt } from '../keywords/minions';
import { checkTopBuilding, takeTopBuilding } from '../queries/experienced-architect';
import { playerToChange } from '../primitives/copy-on-write';
import { buildingInPlay } from '../primitives/building-in-play';

/** The largest City (rulebook: Construction phase). */
export const CITY_LIMIT = 12;

/** Check that it is `seat`'s Construction phase (rulebook: Construction phase: one choice, then it is over). */
export function checkConstructionPhase(s: GameState, seat: Seat): void {
  ensure(s.activeSeat === seat, 'NOT_YOUR_TURN', 'It is not your turn.');
  ensure(s.phase === 'construction', 'ALREADY_CONSTRUCTED', 'The Construction phase is over for this turn.');
}

/**
 * Check a building may be built now (rulebook: Construction phase): in your pool, affordable, the City not full, no
 * second building of that name, at most one class building, a unique building once per game.
 */
export function checkBuild(s: GameState, seat: Seat, buildingId: string): void {
  checkConstructionPhase(s, seat);
  const p = s.players[seat]!;
  const card = findCard(buildingId);
  ensure(card && card.type === 'building' && p.buildingPool.includes(buildingId), 'UNKNOWN_CARD', 'That building is not in your building pool.');
  ensure(p.buildings.length < CITY_LIMIT, 'CITY_FULL', `Your City already holds ${CITY_LIMIT} buildings.`);
  ensure(!p.buildings.some((b) => b.card === buildingId), 'DUPLICATE_BUILDING', `Your City already has a ${card.name}.`);
  // At most one class building in total, "one House or one Swarm, even if the names differ"
  // (rulebook: Construction phase, Card types): any class blocks any other, not just the same class.
  const cls = card.building?.class;
  ensure(!cls || !p.buildings.some((b) => getCard(b.card).building?.class), 'CLASS_BUILDING_LIMIT', 'A City may hold only one class building.');
  ensure(card.building?.basic || !p.uniquesUsed.includes(buildingId), 'UNIQUE_USED', `${card.name} is unique and has already been built this game.`);
  checkTopBuilding(s, seat, buildingId);
  ensure(p.prosperity >= card.cost.prosperity, 'CANNOT_AFFORD', `${card.name} costs ${card.cost.prosperity} Prosperity and you have ${p.prosperity}.`);
}

/** Build a checked building; the Construction phase ends (rulebook: Construction phase). */
export function build(ctx: Ctx, seat: Seat, buildingId: string): void {
  checkBuild(ctx.s, seat, buildingId);
  const p = playerToChange(ctx.s, seat);
  const card = getCard(buildingId);
  p.prosperity -= card.cost.prosperity;
  p.buildings.push(buildingInPlay(buildingId, false));
  takeTopBuilding(p);
  if (!card.building?.basic) p.uniquesUsed.push(buildingId);
  p.builtThisTurn = true;
  emit(ctx, { e: 'prosperity', seat, delta: -card.cost.prosperity, total: p.prosperity, why: `built ${card.name}` });
  emit(ctx, { e: 'built', seat, building: buildingId });
  ctx.s.phase = 'activation';
  onBuilt(ctx, seat); // Recruitment (docs/rules-decisions.md #33)
}

/** Build nothing and take +2 Prosperity (rulebook: Construction phase). */
export function takeProsperity(ctx: Ctx, seat: Seat): void {
  checkConstructionPhase(ctx.s, seat);
  const p = playerToChange(ctx.s, seat);
  p.prosperity += 2;
  emit(ctx, { e: 'prosperity', seat, delta: 2, total: p.prosperity, why: 'built nothing' });
  ctx.s.phase = 'activation';
}
