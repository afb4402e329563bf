import { cardKind, cardName, checkAction, getCard, type Action, type GameState, type Seat } from '@signum/shared';

/** What clicking a card in the hand leads to. */
export type CardPlan =
  | { kind: 'send'; action: Action }
  /** A character: choose its summoning spot (a base of `radius` mm touching your edge). */
  | { kind: 'place'; card: string; radius: number; label: string }
  /** A spell or relic that names a creature: pick one of these. */
  | { kind: 'target'; label: string; byTarget: Record<string, Action> }
  /** A relic that may replace one already carried: choose how. */
  | { kind: 'choose'; label: string; options: { label: string; action: Action }[] }
  /** Not playable now, with the rule's own sentence. */
  | { kind: 'refuse'; message: string };

/** The rule's sentence rejecting `a`, or null when the preview accepts it. */
export function refusal(s: GameState, seat: Seat, a: Action): string | null {
  try {
    checkAction(s, seat, a);
    return null;
  } catch (e) {
    return (e as { message?: string }).message ?? String(e);
  }
}

/**
 * How to play one card of the hand, from the shared `cardKind` (every target, relic and edge spot
 * checked): refused with the rule's sentence, or how to choose among the accepted ways.
 */
export function planCardPlay(s: GameState, seat: Seat, instance: string): CardPlan {
  const inst = s.cards[instance];
  if (!inst) return { kind: 'refuse', message: 'That card is not in your hand.' };
  const card = getCard(inst.card);
  const kind = cardKind(s, seat, instance);
  if (!kind.enabled) return { kind: 'refuse', message: kind.reason };
  const sample = kind.actions[0]!;
  if (card.type === 'character') return { kind: 'place', card: instance, radius: card.stats!.base / 2, label: `Summon ${card.name}` };
  if (sample.type === 'playCard' && sample.target) {
    const byTarget: Record<string, Action> = {};
    for (const c of Object.values(s.creatures)) {
      const a: Action = { type: 'playCard', card: instance, target: c.id };
      if (refusal(s, seat, a) === null) byTarget[c.id] = a;
    }
    return { kind: 'target', label: `${card.name}: choose a target`, byTarget };
  }
  if (card.type === 'relic') {
    const options: { label: string; action: Action }[] = [];
    const plain: Action = { type: 'playCard', card: instance };
    if (refusal(s, seat, plain) === null) options.push({ label: `Equip ${card.name}`, action: plain });
    for (const r of s.players[seat]?.relics ?? []) {
      const a: Action = { type: 'playCard', card: instance, replace: r.id };
      if (refusal(s, seat, a) === null) options.push({ label: `Replace ${cardName(r.card)}`, action: a });
    }
    if (options.length > 1) return { kind: 'choose', label: `${card.name}: equip how?`, options };
  }
  return { kind: 'send', action: sample };
}
