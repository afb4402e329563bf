import { FIELD_SIZE, type GameEvent, type Vec } from '@signum/shared';

/** How the flight finds its end on the page. */
export interface FlightTargets {
  /** A field point on the page (the battlefield's toClient). */
  toClient(p: Vec): { x: number; y: number };
  /** Where a creature stands now, in field mm (a relic goes to its hero). */
  creatureAt(id: string): Vec | null;
}

/** Where a played card goes: the spot a character is summoned on, the hero a relic is equipped to, where terrain is laid; else the middle of the field. */
export function flightEnd(events: readonly GameEvent[], from: number, heroOf: (seat: string) => string | undefined, t: FlightTargets): Vec | null {
  const played = events[from];
  if (played?.e !== 'cardPlayed') return null;
  for (const ev of events.slice(from + 1)) {
    if (ev.e === 'cardPlayed') break;
    if (ev.e === 'summoned' && ev.card === played.card) return ev.at;
    if (ev.e === 'terrainPlaced' && ev.card === played.card) return ev.at;
    if (ev.e === 'relicEquipped' && ev.card === played.card) {
      const hero = heroOf(ev.seat);
      return hero ? t.creatureAt(hero) : null;
    }
  }
  return { x: FIELD_SIZE / 2, y: FIELD_SIZE / 2 };
}

