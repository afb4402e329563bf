import { getCard } from '../cards/registry';
import type { Cost } from '../cards/schema';
import { RuleError } from '../protocol/codes';
import type { BuildingInPlay, GameState, Seat } from '../state/types';
import { emit, type Ctx } from './context';
import { playerToChange } from './copy-on-write';
import { withTapped } from './building-in-play';

/**
 * Check that `seat` can pay a cost (rulebook: Playing cards and summoning, docs/rules-decisions.md #64): every named building standing
 * and untapped, each "any" icon a different untapped building, and the Prosperity. Returns the
 * buildings that would be tapped; changes nothing.
 */
export function checkCost(s: GameState, seat: Seat, cost: Cost, tapForAny?: string[]): BuildingInPlay[] {
  const plan = costPlan(s, seat, cost, tapForAny);
  if (plan instanceof RuleError) throw plan;
  return plan;
}

/**
 * Whether `seat` can pay a cost now (the same check, as a yes or no). Bots ask this for every card
 * in hand; answering without throwing saves the cost of an exception per unaffordable card.
 */
export function canPay(s: GameState, seat: Seat, cost: Cost): boolean {
  return costPlan(s, seat, cost, undefined, false) !== UNPAYABLE;
}

/** `costPlan`'s answer when no sentence is wanted: one shared value instead of a new rejection with its text. */
const UNPAYABLE = new RuleError('CANNOT_AFFORD', 'This cost cannot be paid now.');

/**
 * The rule behind `checkCost`: the buildings to tap, or the rejection (returned, not thrown). With
 * `explain` false (canPay) any rejection is UNPAYABLE: bots ask about every card they might play.
 */
function costPlan(s: GameState, seat: Seat, cost: Cost, tapForAny?: string[], explain = true): BuildingInPlay[] | RuleError {
  const p = s.players[seat]!;
  const toTap: BuildingInPlay[] = [];
  for (const need of cost.buildings) {
    if (need === 'any') continue;
    const b = p.buildings.find((x) => x.card === need);
    if (!b) return explain ? new RuleError('CANNOT_AFFORD', `This card needs a ${getCard(need).name} in your City.`) : UNPAYABLE;
    if (b.tapped || toTap.includes(b)) return explain ? new RuleError('BUILDING_TAPPED', `Your ${getCard(need).name} is already tapped this turn.`) : UNPAYABLE;
    toTap.push(b);
  }
  let anyCount = 0;
  for (const b of cost.buildings) if (b === 'any') anyCount++;
  if (tapForAny && tapForAny.length !== anyCount) return explain ? new RuleError('CANNOT_AFFORD', `Name exactly ${anyCount} building(s) to pay the "any" icons.`) : UNPAYABLE;
  for (let i = 0; i < anyCount; i++) {
    const named = tapForAny?.[i];
    const b = named ? p.buildings.find((x) => x.card === named) : p.buildings.find((x) => !x.tapped && !toTap.includes(x));
    if (!b) return explain ? new RuleError('CANNOT_AFFORD', 'You do not have enough untapped buildings to pay this cost.') : UNPAYABLE;
    if (b.tapped || toTap.includes(b)) return explain ? new RuleError('BUILDING_TAPPED', `Your ${getCard(b.card).name} is already tapped or used for this cost.`) : UNPAYABLE;
    toTap.push(b);
  }
  if (p.prosperity < cost.prosperity) return explain ? new RuleError('CANNOT_AFFORD', `This costs ${cost.prosperity} Prosperity and you have ${p.prosperity}.`) : UNPAYABLE;
  return toTap;
}

/** Pay a cost that `checkCost` accepted: tap the buildings and spend the Prosperity. */
export function payCost(ctx: Ctx, seat: Seat, cost: Cost, tapForAny?: string[]): void {
  const toTap = checkCost(ctx.s, seat, cost, tapForAny);
  const p = playerToChange(ctx.s, seat);
  for (const b of toTap) p.buildings[p.buildings.indexOf(b)] = withTapped(b, true);
  if (toTap.length > 0) emit(ctx, { e: 'tapped', seat, buildings: toTap.map((b) => b.card) });
  if (cost.prosperity > 0) {
    p.prosperity -= cost.prosperity;
    emit(ctx, { e: 'prosperity', seat, delta: -cost.prosperity, total: p.prosperity, why: 'paid a cost' });
  }
}
