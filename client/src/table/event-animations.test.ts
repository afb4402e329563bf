import { apply, createQuestGame, pathLength, type GameEvent, type GameState, type Vec } from '@signum/shared';
import { animateEvents, type Later } from './event-animations';
import { glideMs } from './glide';

/** A battlefield that writes down what it is asked to show, and a clock that writes down each delay. */
function recorder() {
  const calls: string[] = [];
  const field = {
    showMove: (id: string, path: readonly unknown[]) => calls.push(`move ${id} ${path.length}`),
    showMelee: (a: string, d: string) => calls.push(`melee ${a}>${d}`),
    showShot: (a: string, t: string, k: string) => calls.push(`shot ${a}>${t} ${k}`),
    showDamage: (id: string, n: number) => calls.push(`damage ${id} ${n}`),
    showDeath: (id: string) => calls.push(`death ${id}`),
  };
  const later: Later = (ms, show) => {
    const before = calls.length;
    show();
    for (let i = before; i < calls.length; i++) calls[i] = `${calls[i]} @${Math.round(ms)}`;
  };
  return { calls, field, later };
}

describe('animateEvents', () => {
  it('turns moves, attacks, damage and deaths into battlefield animations, in order', () => {
    const { calls, field, later } = recorder();
    animateEvents(field, [
      { e: 'meleeDeclared', attacker: 'a', defender: 'b' },
      { e: 'rolled', creature: 'a', purpose: 'melee attack', faces: ['axe'], successes: 1 },
      { e: 'damaged', creature: 'b', amount: 3, absorbedByRelics: 1, absorbedByArmour: 1, wounds: 1 },
      { e: 'rangedDeclared', attacker: 'c', target: 'd', attack: 'shooting', dice: 2, distance: 120 },
      { e: 'died', creature: 'd', card: 'x' },
    ], later);
    expect(calls).toEqual(['melee a>b @0', 'damage b 1 @0', 'shot c>d shooting @0', 'death d @0']);
  });

  it('lets a fight wait for the glide of the creature that moved into it, and its damage with it', () => {
    const { calls, field, later } = recorder();
    const path: Vec[] = [{ x: 0, y: 0 }, { x: 60, y: 0 }, { x: 60, y: 80 }];
    const glide = Math.round(glideMs(pathLength(path)));
    animateEvents(field, [
      { e: 'moved', creature: 'a', path, length: 140, run: false },
      { e: 'meleeDeclared', attacker: 'a', defender: 'b' },
      { e: 'damaged', creature: 'b', amount: 1, absorbedByRelics: 0, absorbedByArmour: 0, wounds: 1 },
      { e: 'pushed', creature: 'b', from: { x: 1, y: 1 }, to: { x: 2, y: 2 }, length: 1.4, blocked: false },
    ], later);
    expect(calls).toEqual(['move a 3', `melee a>b @${glide}`, `damage b 1 @${glide}`, 'move b 2']);
  });

  it("animates a solo Overlord's NPCs like any creature: each move glides, each attack waits for its mover", () => {
    // The Hero ends turns until an NPC moves and then attacks in the Overlord's turn that follows.
    let s: GameState = createQuestGame({ side: 'pve', seed: 'npc-anim' });
    while (s.phase === 'setup' && s.pending) {
      const r = apply(s, s.pending.seat, { type: 'answer', decision: s.pending.id, answer: s.pending.defaultAnswer });
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
    let events: GameEvent[] = [];
    const npcs = () => new Set(events.flatMap((e) => (e.e === 'npc' ? [e.creature] : [])));
    const npcMoves = () => events.filter((e) => e.e === 'moved' && npcs().has(e.creature));
    const npcMelees = () => events.filter((e) => e.e === 'meleeDeclared' && npcs().has(e.attacker) && events.some((m) => m.e === 'moved' && m.creature === e.attacker));
    for (let turn = 0; turn < 30 && !(npcMoves().length && npcMelees().length) && !s.result; turn++) {
      for (const a of [{ type: 'takeProsperity' }, { type: 'endTurn' }] as const) {
        const r = apply(s, 'p1', a);
        if (!r.ok) continue;
        s = r.state;
        events = r.events;
      }
    }
    expect(npcMoves().length).toBeGreaterThan(0);
    expect(npcMelees().length).toBeGreaterThan(0);
    const { calls, field, later } = recorder();
    animateEvents(field, events, later);
    for (const m of npcMoves()) if (m.e === 'moved') expect(calls).toContain(`move ${m.creature} ${m.path.length}`);
    for (const m of npcMelees()) {
      if (m.e !== 'meleeDeclared') continue;
      const moved = events.find((e) => e.e === 'moved' && e.creature === m.attacker);
      const wait = Math.round(glideMs(pathLength(moved?.e === 'moved' ? [...moved.path] : [])));
      expect(wait).toBeGreaterThan(0);
      expect(calls.some((c) => c.startsWith(`melee ${m.attacker}>${m.defender} @`) && Number(c.split('@')[1]) >= wait)).toBe(true);
    }
  });
});
