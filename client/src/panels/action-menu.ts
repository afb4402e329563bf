import { cardName, cardText, findCard, type Action } from '@signum/shared';

/** What pressing a menu button starts. */
export type MenuIntent =
  /** Send this action as it is. */
  | { kind: 'send'; action: Action }
  /** Draw a path on the field (Move or Run). */
  | { kind: 'move'; creature: string; run: boolean }
  /** Pick one of these creatures on the field; each maps to the action that names it. */
  | { kind: 'target'; label: string; byTarget: Record<string, Action> }
  /** Lay this terrain card from the pool: choose its spot and rotation. */
  | { kind: 'terrain'; card: string };

/** One button of the action bar; `testId` follows the DOM contract (`action-<name>`). */
export interface MenuItem {
  testId: string;
  label: string;
  /** The hover text: the card's rules text for a building to build. */
  title?: string;
  intent: MenuIntent;
}

const RANGED_LABEL = { shooting: 'Shoot', throwing: 'Throw', magicalShot: 'Magical Shot' } as const;
const ABILITY_LABEL: Record<string, string> = {
  stealth: 'Hide (Stealth)', healer: 'Heal (Healer)', ritual: 'Ritual', curePoison: 'Cure poison', concentration: 'Concentrate',
  control: 'Control', howl: 'Howl', healing: 'Healing',
};

/** The creature named by an action that has one (moves, attacks, abilities, pass, search). */
function actorOf(a: Action): string | undefined {
  return 'creature' in a ? a.creature : undefined;
}

/** The target-picking item for a group of actions against different creatures (one button, many targets). */
function targetItem(testId: string, label: string, group: Action[]): MenuItem {
  const byTarget: Record<string, Action> = {};
  for (const a of group) if ('target' in a && a.target) byTarget[a.target] = a;
  const n = Object.keys(byTarget).length;
  return { testId, label: n > 1 ? `${label} (${n} targets)` : label, intent: { kind: 'target', label, byTarget } };
}

/**
 * What one creature can do now, as buttons, from the legal actions (which sample moves: they only
 * say THAT it can move; where is the player's choice on the field).
 */
export function creatureMenu(actions: readonly Action[], creature: string): MenuItem[] {
  const mine = actions.filter((a) => actorOf(a) === creature);
  const out: MenuItem[] = [];
  const moves = mine.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
  if (moves.some((m) => !m.run)) out.push({ testId: 'action-move', label: 'Move', intent: { kind: 'move', creature, run: false } });
  if (moves.some((m) => m.run)) out.push({ testId: 'action-run', label: 'Run', intent: { kind: 'move', creature, run: true } });
  const melee = mine.filter((a) => a.type === 'melee');
  if (melee.length > 0) out.push(targetItem('action-melee', 'Melee', melee));
  const strike = mine.filter((a) => a.type === 'magicalStrike');
  if (strike.length > 0) out.push(targetItem('action-magical-strike', 'Magical Strike', strike));
  for (const attack of ['shooting', 'throwing', 'magicalShot'] as const) {
    const group = mine.filter((a) => a.type === 'ranged' && a.attack === attack);
    if (group.length > 0) out.push(targetItem(`action-ranged-${attack}`, RANGED_LABEL[attack], group));
  }
  const abilities = new Map<string, Action[]>();
  for (const a of mine) if (a.type === 'ability') abilities.set(a.ability, [...(abilities.get(a.ability) ?? []), a]);
  for (const [ability, group] of abilities) {
    const label = ABILITY_LABEL[ability] ?? ability;
    const targeted = group.some((a) => a.type === 'ability' && a.target);
    out.push(targeted ? targetItem(`action-ability-${ability}`, label, group) : { testId: `action-ability-${ability}`, label, intent: { kind: 'send', action: group[0]! } });
  }
  const spends = mine.filter((a) => a.type === 'concentrate');
  if (spends.length > 0) {
    out.push(spends.some((a) => a.type === 'concentrate' && a.target)
      ? targetItem('action-concentrate', 'Spend Concentration', spends)
      : { testId: 'action-concentrate', label: 'Spend Concentration', intent: { kind: 'send', action: spends[0]! } });
  }
  const search = mine.find((a) => a.type === 'search');
  if (search) out.push({ testId: 'action-search', label: 'Search the Ruins', intent: { kind: 'send', action: search } });
  const pass = mine.find((a) => a.type === 'pass');
  if (pass) out.push({ testId: 'action-pass', label: 'Pass (do nothing)', intent: { kind: 'send', action: pass } });
  return out;
}

/** Ending the activation or the turn, whenever legal. */
export function turnMenu(actions: readonly Action[]): MenuItem[] {
  const out: MenuItem[] = [];
  const end = actions.find((a) => a.type === 'endActivation');
  if (end) out.push({ testId: 'action-end-activation', label: 'End activation', intent: { kind: 'send', action: end } });
  const turn = actions.find((a) => a.type === 'endTurn');
  if (turn) out.push({ testId: 'action-end-turn', label: 'End turn', intent: { kind: 'send', action: turn } });
  return out;
}

/** The Construction phase: take 2 Prosperity or build one building of the pool the rules allow now. */
export function constructionMenu(actions: readonly Action[]): MenuItem[] {
  const out: MenuItem[] = [];
  const take = actions.find((a) => a.type === 'takeProsperity');
  if (take) out.push({ testId: 'action-take-prosperity', label: 'Take 2 Prosperity', intent: { kind: 'send', action: take } });
  for (const a of actions) {
    if (a.type !== 'build') continue;
    const card = findCard(a.building);
    const label = `Build ${cardName(a.building)}${card ? ` (${card.cost.prosperity})` : ''}`;
    out.push({ testId: `action-build-${a.building}`, label, ...(card ? { title: cardText(card) } : {}), intent: { kind: 'send', action: a } });
  }
  return out;
}

/**
 * Terrain cards to lay and building abilities to use now. The legal actions propose one terrain card
 * of the pool a turn (sampled), so `pool` adds the others the view says may still be laid this
 * turn; the spot check then judges the card, its cost and its place together.
 */
export function cityMenu(actions: readonly Action[], pool: readonly string[] = []): MenuItem[] {
  const out: MenuItem[] = [];
  const terrains = new Set<string>();
  for (const a of actions) if (a.type === 'playTerrain') terrains.add(a.card);
  for (const card of pool) terrains.add(card);
  for (const card of terrains) out.push({ testId: `action-terrain-${card}`, label: `Lay ${cardName(card)}`, intent: { kind: 'terrain', card } });
  const uses = new Map<string, Action[]>();
  for (const a of actions) if (a.type === 'useBuilding') uses.set(a.building, [...(uses.get(a.building) ?? []), a]);
  for (const [building, group] of uses) {
    const label = `Use ${cardName(building)}`;
    const targeted = group.some((a) => a.type === 'useBuilding' && a.target);
    out.push(targeted ? targetItem(`action-use-${building}`, label, group) : { testId: `action-use-${building}`, label, intent: { kind: 'send', action: group[0]! } });
  }
  return out;
}

/** The hand's card instances some legal action plays now. */
export function playableCards(actions: readonly Action[]): Set<string> {
  const out = new Set<string>();
  for (const a of actions) if (a.type === 'playCard' || a.type === 'playTerrain') out.add(a.card);
  return out;
}
