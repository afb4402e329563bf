import { apply, createQuestGame, getOverlordCard, HOW_TO_PLAY, legalActions, view, type Action, type GameState } from '@signum/shared';
import { actionKinds } from '../help/action-kinds';
import { turnMenu, type MenuItem } from './action-menu';
import { overlordEndTurnRefusal, overlordMenu } from './overlord-menu';

function play(s: GameState, seat: 'p1' | 'p2', a: Action): GameState {
  const r = apply(s, seat, a);
  if (!r.ok) throw new Error(`${r.code}: ${r.message}`);
  return r.state;
}

/** A game against an Overlord player at the start of the Overlord's first turn (setup and the first quests' pieces answered as offered). */
function overlordTurn(seed: string): GameState {
  let s = createQuestGame({ side: 'pvp', seed });
  while ((s.phase === 'setup' || s.pending?.kind === 'placeQuestPiece') && s.pending) s = play(s, s.pending.seat as 'p1' | 'p2', { type: 'answer', decision: s.pending.id, answer: s.pending.defaultAnswer });
  s = play(s, 'p1', { type: 'takeProsperity' });
  return play(s, 'p1', { type: 'endTurn' });
}

function items(s: GameState): MenuItem[] {
  const [group] = overlordMenu(s, 'p2');
  if (group?.intent.kind !== 'menu') throw new Error('expected the Overlord cards under one button');
  return group.intent.items;
}

const sent = (i: MenuItem): Action | undefined => (i.intent.kind === 'send' ? i.intent.action : undefined);

describe("the Overlord player's cards in the action bar", () => {
  const s = overlordTurn('draw');

  it('offers exactly the plays the engine accepts, and shows the next Rage step refused with its reason', () => {
    expect(s.activeSeat).toBe('p2');
    const all = items(s);
    // Each button enabled exactly when the engine takes its play; every card the engine lists is offered.
    for (const i of all) {
      const [, card, rage] = /^action-overlord-(.+)-(\d+)$/.exec(i.testId)!;
      expect(apply(s, 'p2', { type: 'playOverlordCard', card: card!, rage: Number(rage) }).ok).toBe(!i.disabled);
    }
    const enabled = all.filter((i) => !i.disabled).map(sent);
    expect(enabled).toEqual(expect.arrayContaining(legalActions(s, 'p2').filter((a) => a.type === 'playOverlordCard')));
    const withRage = s.quest!.overlordHand.find((c) => getOverlordCard('pvp', c).main.rage !== undefined);
    if (!withRage) throw new Error('seed "draw" should deal a Multiple Rage card');
    const x = getOverlordCard('pvp', withRage).main.rage!;
    const beyond = (Math.floor(s.quest!.rage / x) + 1) * x;
    const refused = all.find((i) => i.testId === `action-overlord-${withRage}-${beyond}`)!;
    expect(refused).toMatchObject({ disabled: `You have only ${s.quest!.rage} Rage left this turn.`, intent: { kind: 'none' } });
    expect(apply(s, 'p2', { type: 'playOverlordCard', card: withRage, rage: beyond })).toMatchObject({ ok: false, code: 'NOT_ENOUGH_RAGE' });
  });

  it('shows End turn disabled until a card is played, then lets the turn end', () => {
    const refused = overlordEndTurnRefusal(s, 'p2');
    expect(refused).toBe('The Overlord must play at least one card each turn.');
    expect(turnMenu(legalActions(s, 'p2'), refused).find((i) => i.testId === 'action-end-turn')).toMatchObject({ disabled: refused, intent: { kind: 'none' } });
    const after = play(s, 'p2', sent(items(s).find((i) => !i.disabled)!)!);
    expect(overlordEndTurnRefusal(after, 'p2')).toBeUndefined();
    expect(turnMenu(legalActions(after, 'p2')).find((i) => i.testId === 'action-end-turn')).toMatchObject({ intent: { kind: 'send', action: { type: 'endTurn' } } });
  });

  it('is not offered to the Hero, nor in the solo game', () => {
    expect(overlordMenu(s, 'p1')).toEqual([]);
    expect(overlordEndTurnRefusal(s, 'p1')).toBeUndefined();
    const solo = createQuestGame({ side: 'pve', seed: 'solo' });
    expect(overlordMenu(solo, 'p2')).toEqual([]);
  });

  it('"What can I do now?" names playing an Overlord card, linked to a rule that exists', () => {
    const kinds = actionKinds(legalActions(s, 'p2'), view(s, 'p2'), 'p2');
    const k = kinds.find((x) => x.key === 'overlordCard');
    expect(k).toBeDefined();
    expect(HOW_TO_PLAY.some((h) => h.id === k!.rule)).toBe(true);
    expect(kinds.map((x) => x.key)).not.toContain('endTurn');
  });
});
