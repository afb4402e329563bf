import { apply } from '../../engine/apply';
import { timeoutAction } from '../../engine/timeout-action';
import { legalActions } from '../../engine/legal-actions';
import { newQuestGame } from '../../engine/test-quest-game';
import type { GameState } from '../../state/types';

/** A PvP quest game at the start of the Overlord's first turn. */
function overlordTurn(seed: string): GameState {
  let s = newQuestGame('pvp', seed);
  for (const a of [{ type: 'takeProsperity' }, { type: 'endTurn' }] as const) {
    const r = apply(s, 'p1', a);
    if (!r.ok) throw new Error(r.message);
    s = r.state;
  }
  return s;
}

describe('the Overlord player (checklist 22.22–22.23, 22.33)', () => {
  it('draws 1 card and gets this turn\'s Rage at the start of its turn', () => {
    const s = overlordTurn('draw');
    expect(s.activeSeat).toBe('p2');
    expect(s.phase).toBe('activation');
    expect(s.quest!.overlordHand).toHaveLength(5);
    expect(s.quest!.rage).toBe(2);
  });

  it('runs a Main ability once per X Rage put in (Multiple Rage X), and refuses more Rage than it has', () => {
    const s = overlordTurn('rage');
    s.quest!.overlordHand.push('call-the-gang');
    const r = apply(s, 'p2', { type: 'playOverlordCard', card: 'call-the-gang', rage: 2 });
    if (!r.ok) throw new Error(r.message);
    expect(r.events).toContainEqual({ e: 'overlordCardPlayed', card: 'call-the-gang', side: 'pvp', rageSpent: 2, times: 2 });
    expect(r.state.quest!.rage).toBe(0);
    // Each run's bandit is the Overlord player's to place, asked in turn (22.16, docs/rules-decisions.md #144).
    let now = r.state;
    for (let run = 0; run < 2; run++) {
      expect(now.pending).toMatchObject({ seat: 'p2', kind: 'placeQuestPiece', options: { overlordCard: 'call-the-gang', card: 'roadside-bandit' } });
      expect(now.quest!.overlordDiscard).not.toContain('call-the-gang');
      const a = apply(now, 'p2', { type: 'answer', decision: now.pending!.id, answer: now.pending!.defaultAnswer });
      if (!a.ok) throw new Error(a.message);
      expect(a.events.filter((e) => e.e === 'summoned')).toEqual([expect.objectContaining({ card: 'roadside-bandit', at: (now.pending!.defaultAnswer as { at: unknown }).at })]);
      now = a.state;
    }
    expect(now.pending).toBeNull();
    expect(now.quest!.overlordDiscard).toContain('call-the-gang');
    expect(apply(s, 'p2', { type: 'playOverlordCard', card: 'call-the-gang', rage: 3 })).toMatchObject({ ok: false, code: 'NOT_ENOUGH_RAGE' });
    expect(apply(s, 'p2', { type: 'playOverlordCard', card: 'nope', rage: 0 })).toMatchObject({ ok: false, code: 'NOT_IN_HAND' });
    expect(apply(s, 'p1', { type: 'playOverlordCard', card: 'call-the-gang', rage: 0 })).toMatchObject({ ok: false });
  });

  it('must play at least one card before ending its turn; the clock plays one for it', () => {
    const s = overlordTurn('must');
    expect(apply(s, 'p2', { type: 'endTurn' })).toMatchObject({ ok: false, code: 'MUST_PLAY_OVERLORD_CARD' });
    expect(legalActions(s, 'p2').some((a) => a.type === 'playOverlordCard')).toBe(true);
    const t = timeoutAction(s);
    expect(t.type).toBe('playOverlordCard');
    const r = apply(s, 'p2', t);
    if (!r.ok) throw new Error(r.message);
    const end = apply(r.state, 'p2', { type: 'endTurn' });
    if (!end.ok) throw new Error(end.message);
    // Its turn over, the Quests Phase runs and the Hero's turn begins.
    expect(end.events.some((e) => e.e === 'questsPhase')).toBe(true);
    expect(end.state.activeSeat).toBe('p1');
  });

  it('is refused in the solo game, where the engine plays the Overlord', () => {
    const s = newQuestGame('pve', 'solo');
    expect(apply(s, 'p2', { type: 'playOverlordCard', card: 'raiders', rage: 1 })).toMatchObject({ ok: false });
  });
});
