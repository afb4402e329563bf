import { cardName, cardText, findCard, type Action, type CreatureActionKind, type KindAvailability, type RelicKind } from '@signum/shared';

/** What pressing a menu button starts. */
export type MenuIntent =
  /** Send this action as it is. */
  | { kind: 'send'; action: Action }
  /** Draw a path on the field (Move or Run). */
  | { kind: 'move'; creature: string; run: boolean }
  /** Pick one of these creatures on the field; each maps to the action that names it. */
  | { kind: 'target'; label: string; byTarget: Record<string, Action> }
  /** Lay this terrain card from the pool: choose its spot and rotation. */
  | { kind: 'terrain'; card: string }
  /** Open a choice among these items under the button (which terrain card to lay). */
  | { kind: 'menu'; label: string; items: MenuItem[] }
  /** Nothing: the button is shown disabled. */
  | { kind: 'none' };

/** One button of the action bar; `testId` follows the DOM contract (`action-<name>`). */
export interface MenuItem {
  testId: string;
  label: string;
  /** The hover text. */
  title?: string;
  /** The card the item is about: hovering or focusing the button shows it whole (card-preview.ts). */
  card?: string;
  /** A line under the button saying what it is for (what a building allows). */
  note?: string;
  intent: MenuIntent;
  /** Why the rules refuse it now: the button shows, disabled, with this sentence beside it. */
  disabled?: string;
  /** What doing it costs beyond itself (it ends the activation in progress): asked before it is done. */
  warn?: string;
}

/** The warning on a button whose action ends `name`'s activation in progress (rulebook: Creature Activation). */
function endsActivation(name: string): string {
  return `This ends ${name}'s activation: it can do nothing more this turn.`;
}

/** The button's words for each kind of creature action. */
export const KIND_LABEL: Record<CreatureActionKind, string> = {
  move: 'Move', run: 'Run', melee: 'Melee', magicalStrike: 'Magical Strike', shooting: 'Shoot', throwing: 'Throw', magicalShot: 'Magical Shot',
  stealth: 'Hide (Stealth)', healer: 'Heal (Healer)', ritual: 'Ritual', curePoison: 'Cure poison', concentration: 'Concentrate',
  control: 'Control', howl: 'Howl', healing: 'Healing', concentrate: 'Spend Concentration', search: 'Search the Ruins', pass: 'Pass (do nothing)',
};

/** The contract's test id of each kind's button (`action-<name>`). */
function kindTestId(kind: CreatureActionKind): string {
  if (kind === 'magicalStrike') return 'action-magical-strike';
  if (kind === 'shooting' || kind === 'throwing' || kind === 'magicalShot') return `action-ranged-${kind}`;
  if (kind === 'move' || kind === 'run' || kind === 'melee' || kind === 'concentrate' || kind === 'search' || kind === 'pass') return `action-${kind}`;
  return `action-ability-${kind}`;
}

/** The target-picking item for a group of actions against different creatures (one button, many targets). */
function targetItem(testId: string, label: string, group: Action[]): MenuItem {
  const byTarget: Record<string, Action> = {};
  for (const a of group) if ('target' in a && a.target) byTarget[a.target] = a;
  const n = Object.keys(byTarget).length;
  return { testId, label: n > 1 ? `${label} (${n} targets)` : label, intent: { kind: 'target', label, byTarget } };
}

/** An enabled kind's intent: a path to draw, a target to pick, or the action itself (when it needs no target). */
function kindIntent(label: string, actions: readonly Action[], testId: string): MenuItem {
  const plain = actions.find((a) => !('target' in a && a.target));
  if (plain) return { testId, label, intent: { kind: 'send', action: plain } };
  return targetItem(testId, label, [...actions]);
}

/**
 * What one creature can do now, every kind as a button (shared `actionKinds`, exact): an enabled
 * one starts the action; a disabled one carries the rule's reason.
 */
export function creatureMenu(kinds: readonly KindAvailability<CreatureActionKind>[], creature: string): MenuItem[] {
  return kinds.map((k): MenuItem => {
    const testId = kindTestId(k.kind);
    const label = KIND_LABEL[k.kind];
    if (!k.enabled) return { testId, label, disabled: k.reason, intent: { kind: 'none' } };
    if (k.kind === 'move' || k.kind === 'run') return { testId, label, intent: { kind: 'move', creature, run: k.kind === 'run' } };
    return kindIntent(label, k.actions, testId);
  });
}

/**
 * The hero's relics with an activated ability, one button each named by the relic ("Use Moonstone
 * Talisman"), from shared `relicKinds` (exact): enabled ones send it or pick its target, disabled ones
 * carry the rule's reason. Using one ends the activation in progress, unless it takes the hero's own
 * activation and the hero is the one activating (docs/rules-decisions.md #109).
 */
export function relicMenu(kinds: readonly RelicKind[], hero: string, activating?: { creature: string; name: string }): MenuItem[] {
  return kinds.map((k): MenuItem => {
    const testId = `action-relic-${k.kind}`;
    const label = `Use ${cardName(k.card)}`;
    if (!k.enabled) return { testId, label, card: k.card, disabled: k.reason, intent: { kind: 'none' } };
    const heroActivation = findCard(k.card)?.relic?.activated?.heroActivation === true;
    const ends = activating && !(heroActivation && activating.creature === hero);
    return { ...kindIntent(label, k.actions, testId), card: k.card, ...(ends ? { warn: endsActivation(activating.name) } : {}) };
  });
}

/**
 * Ending the activation or the turn, whenever legal. `endTurnRefused` is the rule's sentence when the
 * turn cannot end yet for a reason the player must act on (the Overlord has a card still to play):
 * End turn then shows, disabled, with it.
 */
export function turnMenu(actions: readonly Action[], endTurnRefused?: string): MenuItem[] {
  const out: MenuItem[] = [];
  const end = actions.find((a) => a.type === 'endActivation');
  if (end) out.push({ testId: 'action-end-activation', label: 'End activation', intent: { kind: 'send', action: end } });
  const turn = actions.find((a) => a.type === 'endTurn');
  if (turn) out.push({ testId: 'action-end-turn', label: 'End turn', intent: { kind: 'send', action: turn } });
  else if (endTurnRefused) out.push({ testId: 'action-end-turn', label: 'End turn', disabled: endTurnRefused, intent: { kind: 'none' } });
  return out;
}

/**
 * The Construction phase: take 2 Prosperity, or build. The pool is one button, so eleven buildings
 * do not push the City and End turn out of sight: "Build…" opening every building of the pool (the
 * buildable first), each with its cost, what it allows (`notes`) and its card on hover, the others
 * disabled with the rule's reason; when none can be built, "Build" disabled with the reason.
 */
export function constructionMenu(actions: readonly Action[], pool: readonly KindAvailability[], notes: (building: string) => string = () => ''): MenuItem[] {
  const out: MenuItem[] = [];
  const take = actions.find((a) => a.type === 'takeProsperity');
  if (take) out.push({ testId: 'action-take-prosperity', label: 'Take 2 Prosperity', intent: { kind: 'send', action: take } });
  if (pool.length === 0) return out;
  const items = [...pool].sort((a, b) => Number(b.enabled) - Number(a.enabled)).map((k): MenuItem => {
    const card = findCard(k.kind);
    const item: MenuItem = { testId: `action-build-${k.kind}`, label: `Build ${cardName(k.kind)}${card ? ` (${card.cost.prosperity})` : ''}`, card: k.kind, intent: { kind: 'none' } };
    if (!k.enabled) return { ...item, disabled: k.reason };
    const note = notes(k.kind);
    return { ...item, intent: { kind: 'send', action: k.actions[0]! }, ...(note ? { note } : {}) };
  });
  out.push(groupOf(items, 'action-build', 'Build', 'Build which building?'));
  return out;
}

/**
 * A pool as one button: "<label>…" opening the items when one of them can be done, else "<label>"
 * disabled with the reason (one sentence when they share it, else each item's after its name).
 */
export function groupOf(items: MenuItem[], testId: string, label: string, question: string): MenuItem {
  if (items.some((i) => !i.disabled)) return { testId, label: `${label}…`, intent: { kind: 'menu', label: question, items } };
  const reasons = [...new Set(items.map((i) => i.disabled!))];
  const disabled = reasons.length === 1 ? reasons[0]! : items.map((i) => `${i.card ? cardName(i.card) : i.label}: ${i.disabled}`).join(' ');
  return { testId, label, disabled, intent: { kind: 'none' } };
}

/**
 * Terrain cards to lay and building abilities to use now, each shown: enabled when the rules take
 * it (shared `terrainKinds`: the card can go down somewhere; `buildingKinds`: exact), else
 * disabled with the rule's reason. `activating` names the creature whose activation any of these
 * would end.
 */
export function cityMenu(terrain: readonly KindAvailability[], buildings: readonly KindAvailability[], activating?: string): MenuItem[] {
  const warn = activating ? endsActivation(activating) : undefined;
  const out: MenuItem[] = terrainMenu(terrain, warn);
  for (const b of buildings) {
    const testId = `action-use-${b.kind}`;
    const label = `Use ${cardName(b.kind)}`;
    if (!b.enabled) out.push({ testId, label, disabled: b.reason, intent: { kind: 'none' } });
    else out.push({ ...kindIntent(label, b.actions, testId), ...(warn ? { warn } : {}) });
  }
  return out;
}

/**
 * The terrain pool as one button, so a pool of seven does not push the rest of the bar away: when no
 * card can go down, "Lay terrain" disabled with the reason (one sentence when they share it, else
 * each card's); otherwise "Lay terrain…" opening the cards, each enabled or disabled with its reason.
 */
export function terrainMenu(terrain: readonly KindAvailability[], warn?: string): MenuItem[] {
  if (terrain.length === 0) return [];
  const items = terrain.map((k): MenuItem => {
    const item: MenuItem = { testId: `action-terrain-${k.kind}`, label: `Lay ${cardName(k.kind)}`, card: k.kind, intent: { kind: 'terrain', card: k.kind } };
    return k.enabled ? { ...item, ...(warn ? { warn } : {}) } : { ...item, disabled: k.reason, intent: { kind: 'none' } };
  });
  return [groupOf(items, 'action-terrain', 'Lay terrain', 'Lay which terrain?')];
}
