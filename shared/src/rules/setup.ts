import { circleInsideField, circleTouchesEdge, circlesOverlap, placeOnEdge, distance } from '../geometry';
import { getCard } from '../cards/registry';
import { countSuccesses, shuffleInPlace, SHIELD_ONLY } from '../random';
import { ensure } from '../protocol/codes';
import type { Seat } from '../state/types';
import { ask, takeAnswer } from '../primitives/ask';
import { startTurn } from './begin-turn';
import { runCornerClaims } from './claim-corners';
import { emit, type Ctx } from '../primitives/context';
import { baseOf } from '../queries/creatures';
import { newCreature } from '../primitives/new-creature';
import type { SetupTask } from '../state/tasks';
import { reidentify } from '../primitives/zones';
import { playerToChange, rngToChange } from '../primitives/copy-on-write';

/**
 * Setup (rulebook: Setup, docs/rules-decisions.md #6–#9): the initiative winner chooses the first player; heroes are
 * placed touching their own edge in turn order; everyone draws four; then each player, in secret,
 * keeps, puts back up to four and redraws, or discards any for +1 Prosperity each. The choices
 * are revealed together once everyone has chosen.
 */
export function runSetup(ctx: Ctx, t: SetupTask): 'done' | 'keep' {
  const s = ctx.s;
  if (t.step === 'firstPlayer') {
    const answer = takeAnswer<{ first: Seat }>(t);
    if (!answer) {
      const shields = Object.fromEntries(Object.entries(t.rolls).map(([seat, faces]) => [seat, countSuccesses(faces, SHIELD_ONLY)]));
      return ask(ctx, t.chooser, 'firstPlayer', { seats: s.config.seats, shields }, { first: t.chooser });
    }
    ensure(s.config.seats.includes(answer.first), 'BAD_ANSWER', 'Choose one of the seats at this table.');
    const i = s.config.seats.indexOf(answer.first);
    const order = [...s.config.seats.slice(i), ...s.config.seats.slice(0, i)];
    s.turnOrder = order;
    emit(ctx, { e: 'initiativeRolled', rolls: t.rolls });
    emit(ctx, { e: 'firstPlayerChosen', seat: answer.first });
    t.order = order;
    // With more than two players the corners are claimed first; turn order then follows them (rulebook: Variants).
    t.step = s.config.mode === 'duel' ? 'placeHeroes' : 'claimCorners';
    t.index = 0;
  }
  if (t.step === 'claimCorners') {
    if (runCornerClaims(ctx, t) === 'keep') return 'keep';
    t.step = 'placeHeroes';
  }
  if (t.step === 'placeHeroes') {
    while (t.index < t.order.length) {
      const seat = t.order[t.index]!;
      const p = s.players[seat]!;
      const r = getCard(p.hero).stats!.base / 2;
      const answer = takeAnswer<{ at: { x: number; y: number } }>(t);
      if (!answer) {
        const middle = placeOnEdge(p.edge, distance(p.edge.a, p.edge.b) / 2, r);
        return ask(ctx, seat, 'placeHero', { hero: p.hero, edge: p.edge }, { at: middle });
      }
      const base = { c: answer.at, r };
      ensure(circleInsideField(base) && circleTouchesEdge(base, p.edge), 'BAD_PLACEMENT', 'Your hero must stand with its base touching your own edge.');
      ensure(!Object.values(s.creatures).some((c) => circlesOverlap(base, baseOf(c))), 'BAD_PLACEMENT', 'Another hero already stands there.');
      const hero = newCreature(s, { card: p.hero, kind: 'hero', owner: seat, at: answer.at, id: p.heroCreature || undefined });
      playerToChange(s, seat).heroCreature = hero.id;
      emit(ctx, { e: 'heroPlaced', seat, creature: hero.id, at: answer.at });
      t.index += 1;
    }
    for (const seat of t.order) {
      const p = playerToChange(s, seat);
      const opening = p.deck.splice(0, s.config.ruleset.startingHand);
      p.hand.push(...opening);
      for (const id of opening) emit(ctx, { e: 'drew', seat, card: s.cards[id]!.card, instance: id, private: [seat] });
    }
    t.step = 'mulligans';
    t.index = 0;
  }
  if (t.step === 'mulligans') {
    while (t.index < t.order.length) {
      const seat = t.order[t.index]!;
      const p = s.players[seat]!;
      const answer = takeAnswer<{ choice: 'keep' | 'redraw' | 'discard'; cards: string[] }>(t);
      const r = s.config.ruleset;
      if (!answer) return ask(ctx, seat, 'mulligan', { hand: [...p.hand], max: r.mulliganMax, discardAllowed: r.discardForProsperity }, { choice: 'keep', cards: [] });
      const unique = new Set(answer.cards);
      ensure(unique.size === answer.cards.length && answer.cards.every((id) => p.hand.includes(id)), 'BAD_ANSWER', 'Choose cards from your own hand, each once.');
      ensure(answer.choice !== 'redraw' || answer.cards.length <= r.mulliganMax, 'BAD_ANSWER', `You may put back at most ${r.mulliganMax} cards.`);
      ensure(answer.choice !== 'discard' || r.discardForProsperity, 'BAD_ANSWER', 'This ruleset has no discard for Prosperity.');
      ensure(answer.choice !== 'keep' || answer.cards.length === 0, 'BAD_ANSWER', 'Keeping your hand means choosing no cards.');
      t.mulligans[seat] = answer;
      t.index += 1;
    }
    for (const seat of t.order) applyMulligan(ctx, seat, t.mulligans[seat]!);
    t.step = 'start';
  }
  s.turn = 1;
  startTurn(ctx, s.turnOrder[0]!);
  return 'done';
}

function applyMulligan(ctx: Ctx, seat: Seat, m: { choice: 'keep' | 'redraw' | 'discard'; cards: string[] }): void {
  const s = ctx.s;
  emit(ctx, { e: 'mulligan', seat, choice: m.choice, count: m.cards.length });
  if (m.choice === 'keep') return;
  const p = playerToChange(s, seat);
  p.hand = p.hand.filter((id) => !m.cards.includes(id));
  if (m.choice === 'discard') {
    for (const id of m.cards) {
      p.graveyard.push(id);
      emit(ctx, { e: 'toGraveyard', seat, card: s.cards[id]!.card, instance: id });
    }
    p.prosperity += m.cards.length;
    emit(ctx, { e: 'prosperity', seat, delta: m.cards.length, total: p.prosperity, why: 'discarded at setup' });
    return;
  }
  // Put back to the bottom, draw as many from the top, then shuffle (docs/rules-decisions.md #6).
  p.deck.push(...m.cards.map((id) => reidentify(s, id)));
  const drawn = p.deck.splice(0, m.cards.length);
  p.hand.push(...drawn);
  for (const id of drawn) emit(ctx, { e: 'drew', seat, card: s.cards[id]!.card, instance: id, private: [seat] });
  shuffleInPlace(rngToChange(s), p.deck);
}
