import { BASIC_BUILDING_IDS } from '../cards/registry';
import { healthOf } from '../queries/stats';
import type { GameState, Seat } from '../state/types';
import { describeEvent, nameBook } from '../view/describe-event';
import { arenaSides, playArenaGame, type ArenaGameRecord, type ArenaGameSpec } from './arena';

/** How much of a game `traceArenaGame` tells: one status line per turn, or every event too. */
export type TraceDetail = 'turns' | 'events';

/**
 * Play one arena game again (games are seeded, so game N of a series is the same game every time)
 * and tell it line by line, to study why a side lost: at each turn's start, every seat's side,
 * Prosperity, basic buildings, hero health, creatures and hand; with `events`, every event too.
 */
export function traceArenaGame(spec: Omit<ArenaGameSpec, 'onAction'>, detail: TraceDetail, out: (line: string) => void): ArenaGameRecord {
  const names = nameBook();
  const { seatsA, seatsB } = arenaSides(spec);
  const sides: Partial<Record<Seat, string>> = Object.fromEntries([...seatsA.map((x) => [x, 'A']), ...seatsB.map((x) => [x, 'B'])]);
  const record = playArenaGame({
    ...spec,
    onAction: (step, events, before, after) => {
      names.learn(before);
      names.learn(after);
      if (events.some((e) => e.e === 'turnStarted')) out(statusLine(after, sides));
      if (detail === 'events') for (const ev of events) out(`  ${step.seat}: ${describeEvent(ev, names)}`);
    },
  });
  out(`result: side ${record.winner} (${record.reason}, turn ${record.turns}); decks ${JSON.stringify(record.decks)}; side A seats ${seatsA.join(', ')}`);
  return record;
}

/** One line: the turn and, per seat, Prosperity, basic buildings, hero health, creatures, hand. */
export function statusLine(s: GameState, sides: Partial<Record<Seat, string>> = {}): string {
  const parts = Object.values(s.players).map((p) => {
    if (!p) return '';
    const hero = s.creatures[p.heroCreature];
    const basics = p.buildings.filter((b) => (BASIC_BUILDING_IDS as readonly string[]).includes(b.card)).length;
    const creatures = Object.values(s.creatures).filter((c) => c.controller === p.seat).length;
    const health = hero ? `${healthOf(hero) - hero.wounds}/${healthOf(hero)}` : 'dead';
    return `${p.seat}${sides[p.seat] ? `(${sides[p.seat]})` : ''} P${p.prosperity} basics ${basics}/${BASIC_BUILDING_IDS.length} bld ${p.buildings.length} hero ${health} cr ${creatures} hand ${p.hand.length} deck ${p.deck.length}`;
  });
  return `turn ${s.turn} ${s.activeSeat ?? ''}: ${parts.join(' | ')}`;
}
