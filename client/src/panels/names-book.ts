import { cardName, type GameEvent, type GameView } from '@signum/shared';
import type { Names } from '@signum/shared';
import { shortLabels, type Labelled, type ShortLabels } from '../table/short-labels';

/**
 * Names for the log, the panels and the prompts that remember every creature seen, so the dead can
 * still be named: from each view's creatures and heroes, and from `summoned` events, which arrive
 * before the snapshot that shows the newcomer. A creature goes by the short name its plate on the
 * table shows (`labels`, which the battlefield shares), never its id, so a player can tell which of
 * two Bladedancers was hit; the full card name stays in the card preview (`cardOf`).
 */
export function namesBook(labels: ShortLabels = shortLabels()): Names & { learnView(v: GameView): void; learnEvents(events: readonly GameEvent[]): void; cardOf(creature: string): string | undefined } {
  const cards = new Map<string, string>();
  const learn = (creatures: { id: string; card: string }[]) => {
    const named: Labelled[] = [];
    for (const c of creatures) {
      if (!cards.has(c.id)) cards.set(c.id, c.card);
      named.push({ id: c.id, name: cardName(c.card) });
    }
    labels.learn(named);
  };
  return {
    learnView(v) {
      const heroes = Object.values(v.players).flatMap((p) => (p?.heroCreature ? [{ id: p.heroCreature, card: p.hero }] : []));
      learn([...heroes, ...v.creatures]);
    },
    learnEvents(events) {
      learn(events.flatMap((ev) => (ev.e === 'summoned' ? [{ id: ev.creature, card: ev.card }] : [])));
    },
    creature(id) {
      return labels.label(id) ?? 'a creature';
    },
    card: cardName,
    cardOf: (id) => cards.get(id),
  };
}
