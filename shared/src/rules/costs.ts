import { getCard } from '../cards/registry';
import type { Cost } from '../cards/schema';
import { ensure, passes } from '../protocol/codes';
import type { BuildingInPlay, GameState, Seat } from '../state/types';
import { emit, type Ctx } from './context';

/**
 * Check that `seat` can pay a cost (checklist 8.3–8.4, Part F 64): every named building standing
 * and untapped, each "any" icon a different untapped building, and the Prosperity. Returns the
 * buildings that would be tapped; changes nothing.
 */
export function checkCost(s: GameState, seat: Seat, cost: Cost, tapForAny?: string[]): BuildingInPlay[] {
  const p = s.players[seat]!;
  const toTap: BuildingInPlay[] = [];
  for (const need of cost.buildings) {
    if (need === 'any') continue;
    const name = getCard(need).name;
    const b = p.buildings.find((x) => x.card === need);
    ensure(b, 'CANNOT_AFFORD', `This card needs a ${name} in your City.`);
    ensure(!b.tapped && !toTap.includes(b), 'BUILDING_TAPPED', `Your ${name} is already tapped this turn.`);
    toTap.push(b);
  }
  const anyCount = cost.buildings.filter((b) => b === 'any').length;
  ensure(!tapForAny || tapForAny.length === anyCount, 'CANNOT_AFFORD', `Name exactly ${anyCount} building(s) to pay the "any" icons.`);
  for (let i = 0; i < anyCount; i++) {
    const named = tapForAny?.[i];
    const b = named ? p.buildings.find((x) => x.card === named) : p.buildings.find((x) => !x.tapped && !toTap.includes(x));
    ensure(b, 'CANNOT_AFFORD', 'You do not have enough untapped buildings to pay this cost.');
    ensure(!b.tapped && !toTap.includes(b), 'BUILDING_TAPPED', `Your ${getCard(b.card).name} is already tapped or used for this cost.`);
    toTap.push(b);
  }
  ensure(p.prosperity >= cost.prosperity, 'CANNOT_AFFORD', `This costs ${cost.prosperity} Prosperity and you have ${p.prosperity}.`);
  return toTap;
}

/** Whether `seat` can pay a cost now (the same check, as a yes or no). */
export function canPay(s: GameState, seat: Seat, cost: Cost): boolean {
  return passes(() => checkCost(s, seat, cost));
}

/** Pay a cost that `checkCost` accepted: tap the buildings and spend the Prosperity. */
export function payCost(ctx: Ctx, seat: Seat, cost: Cost, tapForAny?: string[]): void {
  const toTap = checkCost(ctx.s, seat, cost, tapForAny);
  const p = ctx.s.players[seat]!;
  for (const b of toTap) b.tapped = true;
  if (toTap.length > 0) emit(ctx, { e: 'tapped', seat, buildings: toTap.map((b) => b.card) });
  if (cost.prosperity > 0) {
    p.prosperity -= cost.prosperity;
    emit(ctx, { e: 'prosperity', seat, delta: -cost.prosperity, total: p.prosperity, why: 'paid a cost' });
  }
}
