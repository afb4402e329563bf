import { apply } from '../engine/apply';
import type { GameEvent } from '../protocol/events';
import { lessonStart } from './lesson-state';
import { QUEST_LESSON } from './lessons/quest';

/** The quest lesson tells what the Quests Phase did: it must be what the engine does with its script. */
describe('the quest lesson', () => {
  it('ends with both early quests completed by the Quests Phase, their Honour paid and two new quests dealt', () => {
    let { state } = lessonStart(QUEST_LESSON);
    const banditAt = { ...state.creatures.bandit!.pos };
    const events: GameEvent[] = [];
    for (const step of QUEST_LESSON.steps) {
      if (!step.action) continue;
      const r = apply(state, 'p1', step.action);
      if (!r.ok) throw new Error(`${step.id}: ${r.message}`);
      state = r.state;
      events.push(...r.events);
    }
    const q = state.quest!;
    expect(q.completed.sort()).toEqual(['old-coins', 'scout-the-thickets']);
    expect(q.honour).toBe(2);
    expect(q.failed).toEqual([]);
    expect(q.active.map((a) => a.id).sort()).toEqual(['ambush-on-the-road', 'the-forest-watch']);
    expect(events.filter((e) => e.e === 'prosperity' && e.why === 'quest Old Coins')).toHaveLength(1);
    // The Overlord's bandit walked toward the Hero in its turn.
    expect(state.creatures.bandit!.pos.y).toBeGreaterThan(banditAt.y + 50);
    expect(state.activeSeat).toBe('p1');
  });
});
