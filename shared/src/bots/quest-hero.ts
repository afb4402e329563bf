import { getQuest } from '../cards/quest';
import { circlePolygonGap, DISTANCE, distance, type Vec } from '../geometry';
import { getCard } from '../cards/registry';
import { isLegal } from '../engine/check-action';
import type { Action } from '../protocol/actions';
import { baseOf, enemiesInContact } from '../queries/creatures';
import { has } from '../queries/stats';
import type { Creature, GameState, Seat, TerrainPiece } from '../state/types';
import type { Bot } from './bot';

/**
 * A Hero that knows about quests (docs/architecture.md §10), on top of any bot: before the bot's own
 * choice, it walks the creature a quest needs toward the quest's place — the Hero to a terrain it must
 * reach or hold, the nearest character to Ruins it must search, the chained companion to the Overlord's
 * edge — searches when it can, and keeps a holder where it stands. Everything else is the bot's.
 */
export function questHeroBot(fallback: Bot): Bot {
  return { choose: (s, seat) => questErrand(s, seat) ?? fallback.choose(s, seat) };
}

function questErrand(s: GameState, seat: Seat): Action | null {
  const cfg = s.config.quest;
  if (!cfg || !s.quest || seat !== cfg.hero || s.result || s.pending || s.phase !== 'activation' || s.activeSeat !== seat || s.activation) return null;
  for (const aq of s.quest.active) {
    const goal = getQuest(aq.id).goal;
    const pieces = s.terrain.filter((t) => aq.terrain.includes(t.id));
    const hero = s.creatures[s.players[seat]!.heroCreature];
    if ((goal.kind === 'reach' || goal.kind === 'hold') && hero && pieces[0]) {
      const a = goal.kind === 'hold' && touches(hero, pieces[0]) ? { type: 'pass' as const, creature: hero.id } : walk(s, seat, hero, pieces[0].center);
      if (a && isLegal(s, seat, a)) return a;
    }
    if (goal.kind === 'search' && pieces[0] && !pieces[0].searched) {
      const ruins = pieces[0];
      // Only a character that is no Monster may search (rulebook: Ruins): the Hero is never sent.
      const mine = Object.values(s.creatures).filter((c) => c.controller === seat && !c.activated && !c.chained && c.kind === 'character' && !has(s, c, 'monster'));
      for (const c of mine) {
        const search: Action = { type: 'search', creature: c.id, terrain: ruins.id };
        if (isLegal(s, seat, search)) return search;
      }
      const nearest = mine.sort((a, b) => distance(a.pos, ruins.center) - distance(b.pos, ruins.center))[0];
      const a = nearest && walk(s, seat, nearest, ruins.center);
      if (a) return a;
    }
    if (goal.kind === 'escort' && aq.chained) {
      const c = s.creatures[aq.chained];
      const a = c && walk(s, seat, c, { x: c.pos.x, y: 0 });
      if (a) return a;
    }
  }
  return null;
}

const touches = (c: Creature, t: TerrainPiece): boolean => circlePolygonGap(baseOf(c), t.polygon) < 3;

/** Movement bands one step up, for a Run (rulebook: Run). */
const RUN_BAND = { S: 'M', M: 'L', L: 'XL', XL: 'XL' } as const;

/**
 * Straight toward `to`, as far as is legal: a Run first, then a walk, each tried at full length and
 * shorter; none for a creature that is busy or in a fight, or when nothing gets it closer.
 */
function walk(s: GameState, seat: Seat, c: Creature, to: Vec): Action | null {
  if (c.activated || enemiesInContact(s, c).length > 0) return null;
  const d = distance(c.pos, to);
  if (d < 5) return null;
  const band = getCard(c.card).stats!.movement;
  for (const run of [true, false]) {
    const reach = DISTANCE[run ? RUN_BAND[band] : band];
    for (const share of [1, 0.75, 0.5, 0.25]) {
      const len = Math.min(reach * share, d);
      const end = { x: c.pos.x + ((to.x - c.pos.x) * len) / d, y: c.pos.y + ((to.y - c.pos.y) * len) / d };
      const a: Action = { type: 'move', creature: c.id, path: [end], run };
      if (isLegal(s, seat, a)) return a;
    }
  }
  return null;
}
