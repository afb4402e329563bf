import { apply } from '../engine/apply';
import { legalActions } from '../engine/legal-actions';
import { legalAnswers } from '../engine/legal-answers';
import { createScenarioState } from '../scenario/scenario-state';
import type { ScenarioCreature } from '../state/scenario-setup';
import type { GameState } from '../state/types';
import { runTasks } from '../engine/run-tasks';
import type { Face } from '../random';
import { onEnterExecutioner } from './executioner';

const PR = 'wolfen-packrunner';
const at = (x: number, y: number) => ({ x, y });
const duel = (creatures: ScenarioCreature[], dice: Face[] = []): GameState =>
  createScenarioState({ activeSeat: 'p1', players: { p1: {}, p2: {} }, creatures }, dice);

/** Apply an action or an answer, failing the test on a rejection. */
function ok(s: GameState, seat: 'p1' | 'p2', action: unknown): GameState {
  const r = apply(s, seat, action);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.state;
}

describe('combat keywords for bots', () => {
  it('offers a Lunge melee on an enemy within S that is not in contact, and not without Lunge', () => {
    const s = duel([
      { id: 'lunger', card: PR, owner: 'p1', at: at(300, 300), keywords: [{ kw: 'lunge' }] },
      { id: 'plain', card: PR, owner: 'p1', at: at(100, 300) },
      { id: 'foe', card: PR, owner: 'p2', at: at(300, 210) },
      { id: 'foe2', card: PR, owner: 'p2', at: at(100, 210) },
    ]);
    const melees = legalActions(s, 'p1').filter((a) => a.type === 'melee');
    expect(melees).toEqual([{ type: 'melee', creature: 'lunger', target: 'foe' }]);
  });

  it('after a Persecution kill offers the move of up to S into contact, then the extra melee', () => {
    let s = duel(
      [
        { id: 'hunter', card: PR, owner: 'p1', at: at(300, 300), keywords: [{ kw: 'persecution', x: 1 }] },
        { id: 'first', card: PR, owner: 'p2', at: at(300, 249) },
        { id: 'second', card: PR, owner: 'p2', at: at(400, 300) },
      ],
      ['axe', 'axe', 'bullseye', 'bullseye'],
    );
    s = ok(s, 'p1', { type: 'melee', creature: 'hunter', target: 'first' });
    s = ok(s, 'p2', { type: 'answer', decision: s.pending!.id, answer: { attack: 0, defence: 2 } });
    s = ok(s, 'p1', { type: 'answer', decision: s.pending!.id, answer: { attack: 2, defence: 0 } });
    expect(s.creatures.first).toBeUndefined();
    const move = legalActions(s, 'p1').find((a) => a.type === 'move' && a.creature === 'hunter');
    expect(move).toBeDefined();
    s = ok(s, 'p1', move);
    expect(legalActions(s, 'p1')).toContainEqual({ type: 'melee', creature: 'hunter', target: 'second' });
  });

  it('asks a newly arrived Executioner for a victim among enemy characters; bots get every candidate as an answer', () => {
    const s = duel([
      { id: 'axeman', card: PR, owner: 'p1', at: at(300, 300), keywords: [{ kw: 'executioner', grant: { strength: 1, keywords: [] } }] },
      { id: 'a', card: PR, owner: 'p2', at: at(100, 200) },
      { id: 'b', card: PR, owner: 'p2', at: at(500, 200) },
      { id: 'cub', card: 'moonwolf-cub', owner: 'p2', at: at(300, 150) },
    ]);
    const ctx = { s, events: [] };
    onEnterExecutioner(ctx, s.creatures.axeman!);
    runTasks(ctx);
    expect(s.pending).toMatchObject({ seat: 'p1', kind: 'target', options: { targets: ['a', 'b'], why: 'executioner' } });
    expect(legalAnswers(s.pending!).map((a) => (a.type === 'answer' ? a.answer : null))).toEqual([{ target: 'a' }, { target: 'b' }]);
    const after = ok(s, 'p1', { type: 'answer', decision: s.pending!.id, answer: { target: 'b' } });
    expect(after.creatures.axeman!.victim).toBe('b');
  });

  it('offers Vampirism as yes or no, yes by default', () => {
    let s = duel(
      [
        { id: 'vamp', card: PR, owner: 'p1', at: at(300, 300), wounds: 1, keywords: [{ kw: 'vampirism' }] },
        { id: 'foe', card: PR, owner: 'p2', at: at(300, 249) },
      ],
      ['shield', 'shield', 'shield', 'bullseye'],
    );
    s = ok(s, 'p1', { type: 'melee', creature: 'vamp', target: 'foe' });
    s = ok(s, 'p2', { type: 'answer', decision: s.pending!.id, answer: { attack: 0, defence: 2 } });
    s = ok(s, 'p1', { type: 'answer', decision: s.pending!.id, answer: { attack: 2, defence: 0 } });
    expect(s.pending).toMatchObject({ kind: 'optionalAbility', options: { keyword: 'vampirism' }, defaultAnswer: { yes: true } });
    expect(legalAnswers(s.pending!)).toHaveLength(2);
    s = ok(s, 'p1', { type: 'answer', decision: s.pending!.id, answer: { yes: false } });
    expect(s.creatures.vamp!.wounds).toBe(1);
  });
});
