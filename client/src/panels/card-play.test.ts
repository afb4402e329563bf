import { apply, createGame, legalActions, PRECONS, randomBot, view, whoActs, previewState, RULEBOOK, type GameState } from '@signum/shared';
import { planCardPlay, refusal } from './card-play';

/** States of a bot duel where the active seat may play cards, seen through the client's preview. */
function activationPreviews(count: number): GameState[] {
  let s = createGame({ mode: 'duel', seed: 'panels', loadouts: { p1: PRECONS[0]!.loadout, p2: PRECONS[2]!.loadout } });
  const bot = randomBot('panels');
  const out: GameState[] = [];
  for (let i = 0; i < 3000 && out.length < count && !s.result; i++) {
    const seat = whoActs(s)!;
    if (s.phase === 'activation' && !s.pending && i % 7 === 0) out.push(previewState(view(s, seat), RULEBOOK));
    const a = bot.choose(s, seat);
    if (!a) break;
    const r = apply(s, seat, a);
    if (r.ok) s = r.state;
  }
  return out;
}

describe('playing a card from the hand', () => {
  const previews = activationPreviews(12);

  it('plans every card the rules accept: playable ones lead somewhere legal, the others are refused with a reason', () => {
    expect(previews.length).toBeGreaterThan(3);
    let played = 0;
    for (const s of previews) {
      const seat = s.activeSeat;
      const legal = legalActions(s, seat);
      for (const instance of s.players[seat]!.hand) {
        const plan = planCardPlay(s, seat, instance);
        const playable = legal.some((a) => a.type === 'playCard' && a.card === instance);
        // Every card the (sampled) legal actions play is planned; a refusal carries the rule's sentence.
        if (plan.kind === 'refuse') {
          expect(playable).toBe(false);
          expect(plan.message.length).toBeGreaterThan(5);
          continue;
        }
        if (plan.kind === 'place') expect(s.cards[instance]).toBeDefined();
        played++;
        if (plan.kind === 'send') expect(refusal(s, seat, plan.action)).toBeNull();
        if (plan.kind === 'target') {
          expect(Object.keys(plan.byTarget).length).toBeGreaterThan(0);
          for (const a of Object.values(plan.byTarget)) expect(refusal(s, seat, a)).toBeNull();
        }
        if (plan.kind === 'choose') for (const o of plan.options) expect(refusal(s, seat, o.action)).toBeNull();
      }
    }
    expect(played).toBeGreaterThan(0);
  });
});
