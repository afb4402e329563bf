import { DISTANCE, FIELD_SIZE, distance, circlePolygonGap, shortestPathToCircle, truncatePath, type Circle, type Vec } from '../../geometry';
import { overlordCreatureOf } from '../../cards/quest';
import { getCard } from '../../cards/registry';
import { RuleError } from '../../protocol/codes';
import type { Creature, GameState, Modifier } from '../../state/types';
import type { QuestNpcTurnTask } from '../../state/tasks';
import { emit, type Ctx } from '../../primitives/context';
import { push } from '../../primitives/stack';
import { baseOf, basesOf, enemiesInContact, gapBetween } from '../../queries/creatures';
import { planMove } from '../../queries/movement';
import { has, healthOf, strengthOf } from '../../queries/stats';
import { terrainPolygons } from '../../queries/terrain-traits';
import { startMelee } from '../melee';
import { overlordCreatures, questOf } from './quest-of';
import { creatureToChange } from '../../primitives/copy-on-write';

/**
 * The solo game's Overlord turn (checklist 22.43–22.54): the common creatures, kind by kind, then the
 * unique ones, each following the script on its PvE face. One NPC at a time: it attacks the weakest
 * enemy it touches (22.50); otherwise it walks toward its goal by the shortest legal way it can find,
 * never running (22.51–22.52), and attacks if it arrives. Every step is an `npc` event in plain words.
 */
export function startNpcTurn(ctx: Ctx): void {
  const s = ctx.s;
  const npcs = overlordCreatures(s);
  const rank = (c: Creature) => {
    const data = overlordCreatureOf(c.card);
    return `${data?.unique ? 1 : 0}:${data?.kind ?? ''}:${c.id.padStart(8, '0')}`;
  };
  const order = npcs.sort((a, b) => (rank(a) < rank(b) ? -1 : rank(a) > rank(b) ? 1 : 0)).map((c) => c.id);
  push(ctx, { kind: 'questNpcTurn', order, index: 0, step: 'act' });
}

export function runNpcTurn(ctx: Ctx, t: QuestNpcTurnTask): 'done' | 'keep' {
  const s = ctx.s;
  while (t.index < t.order.length) {
    const id = t.order[t.index]!;
    if (!s.creatures[id]) {
      t.index += 1;
      t.step = 'act';
      continue;
    }
    // Acting, it takes its own copy first (copy on write): its move and attack below then change, and see, that copy.
    if (t.step === 'act') creatureToChange(s, id).activated = true;
    const c = s.creatures[id]!;
    if (t.step === 'act') {
      const touching = enemiesInContact(s, c);
      if (touching.length > 0) {
        t.step = 'done';
        npcAttack(ctx, c, weakest(s, c, touching));
        return 'keep';
      }
      t.step = 'attack';
      if (npcMove(ctx, c)) return 'keep';
    }
    if (t.step === 'attack') {
      t.step = 'done';
      const touching = enemiesInContact(s, c);
      if (touching.length > 0) {
        npcAttack(ctx, c, weakest(s, c, touching));
        return 'keep';
      }
    }
    t.index += 1;
    t.step = 'act';
  }
  const { cfg } = questOf(s);
  emit(ctx, { e: 'turnEnded', seat: cfg.overlord, turn: s.turn });
  const lasts = (m: Modifier) => m.untilEndOfTurn === undefined || m.untilEndOfTurn > s.turn;
  for (const c of Object.values(s.creatures)) if (!c.modifiers.every(lasts)) creatureToChange(s, c.id).modifiers = c.modifiers.filter(lasts);
  s.turn += 1;
  push(ctx, { kind: 'questTurn', seat: cfg.hero });
  return 'done';
}

/**
 * "The weakest" (docs/rules-decisions.md #75f): the least Health left, then the lowest Strength, then the
 * nearest; the last tie goes to the lower creature id so that the engine decides alone.
 */
function weakest(s: GameState, from: Creature, among: Creature[]): Creature {
  const key = (c: Creature): [number, number, number, string] => [healthOf(c) - c.wounds, strengthOf(s, c), gapBetween(from, c), c.id];
  return [...among].sort((a, b) => {
    const ka = key(a);
    const kb = key(b);
    for (let i = 0; i < 3; i++) if (ka[i] !== kb[i]) return (ka[i] as number) - (kb[i] as number);
    return ka[3] < kb[3] ? -1 : 1;
  })[0]!;
}

/** The Hero's creatures (the chained companion too: it is the Overlord's enemy). */
function heroSide(s: GameState): Creature[] {
  const hero = questOf(s).cfg.hero;
  return Object.values(s.creatures).filter((c) => c.controller === hero);
}

/** What the NPC walks to, by its script (22.49); undefined = it stays where it is. */
function goalOf(s: GameState, c: Creature): Creature | undefined {
  const script = overlordCreatureOf(c.card)?.pve.script;
  const enemies = heroSide(s);
  if (enemies.length === 0 || !script) return undefined;
  const nearest = (list: Creature[]) => [...list].sort((a, b) => gapBetween(c, a) - gapBetween(c, b) || (a.id < b.id ? -1 : 1))[0];
  if (script.kind === 'hunt') {
    if (script.target === 'hero') return s.creatures[s.players[questOf(s).cfg.hero]!.heroCreature] ?? nearest(enemies);
    if (script.target === 'weakest') return weakest(s, c, enemies);
    return nearest(enemies);
  }
  // Guards go only after enemies near what they guard (22.63 for Evil Eyes and their Rocks).
  const guarded = s.terrain.filter((t) => t.card === script.terrain);
  const intruders = enemies.filter((e) => guarded.some((t) => circlePolygonGap(baseOf(e), t.polygon) <= DISTANCE[script.reach]));
  return intruders.length > 0 ? nearest(intruders) : undefined;
}

/** Guards may not leave their post: the farthest an Evil Eye may end from its Rocks is S (22.63). */
function postAllows(s: GameState, c: Creature, at: Vec): boolean {
  const script = overlordCreatureOf(c.card)?.pve.script;
  if (script?.kind !== 'guard') return true;
  const guarded = s.terrain.filter((t) => t.card === script.terrain);
  if (guarded.length === 0) return true;
  return guarded.some((t) => circlePolygonGap({ c: at, r: baseOf(c).r }, t.polygon) <= DISTANCE.S);
}

/**
 * Walk toward the goal (22.52): along the shortest path around what it may not cross, as far as its
 * Movement reaches; if `planMove` refuses that (Difficult terrain cutting the allowance, a guard's post),
 * the legal way through one turning point (every 30° around) that ends nearest the goal. Never a Run
 * (22.51). Returns whether a move task was queued.
 */
function npcMove(ctx: Ctx, c: Creature): boolean {
  const s = ctx.s;
  const goal = goalOf(s, c);
  if (!goal) {
    emit(ctx, { e: 'npc', creature: c.id, text: 'has no one to go after and holds its ground.' });
    return false;
  }
  const allowance = DISTANCE[getCard(c.card).stats!.movement];
  // Aim at the goal's base, not its centre: a move may not end on another base, and a flier is not stopped
  // by contact as a walker is, so it has to stop touching (1 mm apart, within the contact gap) to attack.
  const touch = baseOf(c).r + baseOf(goal).r + 1;
  const best = bestPath(s, c, goal, allowance, touch) ?? bestPath(s, c, goal, DISTANCE.S, touch);
  if (!best) {
    emit(ctx, { e: 'npc', creature: c.id, text: 'finds no way forward and stays put.' });
    return false;
  }
  emit(ctx, { e: 'npc', creature: c.id, text: `moves toward ${getCard(goal.card).name} (${goal.id}).` });
  push(ctx, { kind: 'move', creature: c.id, ...best, step: 'leave' });
  return true;
}

type Plan = ReturnType<typeof planMove>;

function bestPath(s: GameState, c: Creature, goal: Creature, allowance: number, touch: number): Plan | undefined {
  return shortestPlan(s, c, goal, allowance, touch) ?? turningPointPlan(s, c, goal.pos, allowance, touch);
}

/**
 * The shortest path to touching the goal (22.52) cut to the allowance, if `planMove` accepts it and a guard
 * stays at its post. "Avoiding your creatures": every other base but the goal's is an obstacle, as is
 * Impassable terrain (a flier crosses both, so it flies straight); Difficult terrain is walked through
 * and `planMove` charges it. The base must stay on the field.
 */
function shortestPlan(s: GameState, c: Creature, goal: Creature, allowance: number, touch: number): Plan | undefined {
  const r = baseOf(c).r;
  const flight = has(s, c, 'flight');
  const circles: Circle[] = flight ? [] : basesOf(s, (o) => o.id !== c.id && o.id !== goal.id);
  const polygons = flight ? [] : terrainPolygons(s, 'impassable');
  const bounds = { minX: r, minY: r, maxX: FIELD_SIZE - r, maxY: FIELD_SIZE - r };
  const path = shortestPathToCircle(c.pos, r, { c: goal.pos, r: touch }, { polygons, circles }, { bounds });
  if (!path || path.length < 2) return undefined;
  try {
    const plan = planMove(s, c, truncatePath(path, allowance).slice(1), false, allowance);
    return postAllows(s, c, plan.path[plan.path.length - 1]!) ? plan : undefined;
  } catch (e) {
    if (!(e instanceof RuleError)) throw e;
    return undefined;
  }
}

/** The straight way, or through one turning point every 30° around, whichever legal move ends nearest the goal. */
function turningPointPlan(s: GameState, c: Creature, target: Vec, allowance: number, touch: number): Plan | undefined {
  const from = c.pos;
  const d = distance(from, target);
  if (d - touch < 1) return undefined;
  const ux = (target.x - from.x) / d;
  const uy = (target.y - from.y) / d;
  const reach = Math.min(allowance, d - touch);
  const candidates: Vec[][] = [[{ x: from.x + ux * reach, y: from.y + uy * reach }]];
  for (let deg = 30; deg <= 150; deg += 30) {
    for (const sign of [1, -1]) {
      const a = (sign * deg * Math.PI) / 180;
      const half = allowance / 2;
      const turn = { x: from.x + (ux * Math.cos(a) - uy * Math.sin(a)) * half, y: from.y + (ux * Math.sin(a) + uy * Math.cos(a)) * half };
      const rest = distance(turn, target);
      const k = Math.max(0, Math.min(half, rest - touch)) / Math.max(rest, 1e-9);
      candidates.push([turn, { x: turn.x + (target.x - turn.x) * k, y: turn.y + (target.y - turn.y) * k }]);
    }
  }
  let best: Plan | undefined;
  let bestLeft = d - touch;
  for (const waypoints of candidates) {
    try {
      const plan = planMove(s, c, waypoints, false, allowance);
      const end = plan.path[plan.path.length - 1]!;
      if (!postAllows(s, c, end)) continue;
      const left = plan.stoppedBy ? 0 : Math.max(0, distance(end, target) - touch);
      if (left < bestLeft - 0.5) {
        best = plan;
        bestLeft = left;
      }
    } catch (e) {
      if (!(e instanceof RuleError)) throw e;
    }
  }
  return best;
}

/**
 * An NPC's melee attack (docs/rules-decisions.md #135, #141): a standard melee (rulebook: Melee combat) in
 * which the NPC puts every die it may into attack and reads them off a Dice card (22.56); the defender splits
 * its dice as it likes, so it may strike back.
 */
function npcAttack(ctx: Ctx, c: Creature, target: Creature): void {
  emit(ctx, { e: 'npc', creature: c.id, text: `attacks ${getCard(target.card).name} (${target.id}), the weakest enemy it touches.` });
  startMelee(ctx, c.id, target.id);
}
