import { cardName, type GameEvent, type GameView } from '@signum/shared';
import type { Names } from '@signum/shared';

/**
 * Names for the log and the prompts that remember every creature seen, so the dead can still be
 * named: from each view's creatures and heroes, and from `summoned` events, which arrive before the
 * snapshot that shows the newcomer.
 */
export function namesBook(): Names & { learnView(v: GameView): void; learnEvents(events: readonly GameEvent[]): void } {
  const cards = new Map<string, string>();
  return {
    learnView(v) {
      for (const p of Object.values(v.players)) if (p?.heroCreature) cards.set(p.heroCreature, p.hero);
      for (const c of v.creatures) cards.set(c.id, c.card);
    },
    learnEvents(events) {
      for (const ev of events) if (ev.e === 'summoned') cards.set(ev.creature, ev.card);
    },
    creature(id) {
      const card = cards.get(id);
      return card ? `${cardName(card)} (${id})` : id;
    },
    card: cardName,
  };
}
