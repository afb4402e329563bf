import { cardName, type GameEvent, type GameView } from '@signum/shared';
import type { Names } from '@signum/shared';

/**
 * Names for the log and the prompts that remember every creature seen, so the dead can still be
 * named: from each view's creatures and heroes, and from `summoned` events, which arrive before the
 * snapshot that shows the newcomer. A creature goes by its card's printed name, never its id; when
 * several creatures share a card, the later ones are numbered in the order they were seen
 * ("Wolfen Reaper", "Wolfen Reaper 2").
 */
export function namesBook(): Names & { learnView(v: GameView): void; learnEvents(events: readonly GameEvent[]): void; cardOf(creature: string): string | undefined } {
  const cards = new Map<string, string>();
  const names = new Map<string, string>();
  const seen = new Map<string, number>();
  const learn = (id: string, card: string) => {
    if (cards.get(id) === card) return;
    cards.set(id, card);
    const base = cardName(card);
    const n = (seen.get(base) ?? 0) + 1;
    seen.set(base, n);
    names.set(id, n === 1 ? base : `${base} ${n}`);
  };
  return {
    learnView(v) {
      for (const p of Object.values(v.players)) if (p?.heroCreature) learn(p.heroCreature, p.hero);
      for (const c of v.creatures) learn(c.id, c.card);
    },
    learnEvents(events) {
      for (const ev of events) if (ev.e === 'summoned') learn(ev.creature, ev.card);
    },
    creature(id) {
      return names.get(id) ?? 'a creature';
    },
    card: cardName,
    cardOf: (id) => cards.get(id),
  };
}
