import { cardName, findCard, type DecisionOptions, type Seat, type Vec } from '@signum/shared';
import type { TableSnapshot } from '../model/snapshot';
import { clockLines } from './clock';
import { cornerName, decisionTitle, diceSplitRange, splitWithin, type OwnDecision } from './decision-text';
import { FACE_SYMBOL } from './dice-model';
import { button, h, patch, setText } from '../app/dom';
import { snapToEdge } from './edge-snap';
import { placeMinionPrompt } from './minion-spot';
import { questPiecePrompt } from './quest-piece-spot';
import { seatName } from './names';
import type { TableContext } from './table-context';
import { DECISION_VERB } from './turn-text';
import { decisionHelpButton } from '../help/decision-help-button';

/** A prompt's inputs and how to read the answer from them (undefined: not a valid answer yet, the reason toasted). */
interface PromptBody {
  nodes: Node[];
  read?: () => unknown;
}

let radioGroups = 0;

/** A radio list; the first option whose value equals `checked` (JSON-wise) starts selected. */
function radios<T>(options: { label: string; value: T; testid: string }[], checked: unknown): { el: HTMLElement; value: () => T | undefined } {
  const name = `radio-${++radioGroups}`;
  const inputs: HTMLInputElement[] = [];
  const box = h('div', { class: 'choices' }, ...options.map((o) => {
    const input = h('input', { testid: o.testid });
    input.type = 'radio';
    input.name = name;
    input.checked = JSON.stringify(o.value) === JSON.stringify(checked);
    inputs.push(input);
    return h('label', {}, input, ` ${o.label}`);
  }));
  return { el: box, value: () => options[inputs.findIndex((i) => i.checked)]?.value };
}

/** A checkbox list. */
function checkboxes(options: { label: string; testid: string; checked: boolean }[]): { el: HTMLElement; checked: () => number[] } {
  const inputs: HTMLInputElement[] = [];
  const box = h('div', { class: 'choices' }, ...options.map((o) => {
    const input = h('input', { testid: o.testid });
    input.type = 'checkbox';
    input.checked = o.checked;
    inputs.push(input);
    return h('label', {}, input, ` ${o.label}`);
  }));
  return { el: box, checked: () => inputs.flatMap((i, n) => (i.checked ? [n] : [])) };
}

/** The button that starts choosing on the field again after a Cancel. */
function onField(arm: () => void): HTMLElement {
  return h('div', { class: 'buttons' }, button('Choose on the field', arm, { testid: 'decision-on-field' }));
}

/**
 * How an offered target reads: a creature by name, and for a destroy effect a building (`<seat>:<card>`),
 * a terrain template or a relic by its card's name and whose it is.
 */
function targetLabel(ctx: TableContext, s: TableSnapshot, id: string): string {
  const [seat, building] = id.split(':');
  if (building) return `${cardName(building)} (${seatName(s.seats, seat as Seat)}'s City)`;
  const terrain = s.view?.terrain.find((t) => t.id === id);
  if (terrain) return `${cardName(terrain.card)} (terrain)`;
  for (const [owner, p] of Object.entries(s.view?.players ?? {})) {
    const relic = p?.relics.find((r) => r.id === id);
    if (relic) return `${cardName(relic.card)} (${seatName(s.seats, owner as Seat)}'s relic)`;
  }
  return ctx.names.creature(id);
}

/** The inputs each kind of decision needs. */
function promptBody(ctx: TableContext, s: TableSnapshot, d: OwnDecision, answer: (a: unknown) => void): PromptBody {
  const me = s.viewer as Seat;
  const own = s.view?.players[me];
  const cardOf = (zone: { id: string; card: string }[] | undefined, id: string) => cardName(zone?.find((c) => c.id === id)?.card ?? id);
  const seatOpt = (seat: Seat, prefix: string) => ({ label: seatName(s.seats, seat), value: seat, testid: `${prefix}-${seat}` });
  switch (d.kind) {
    case 'diceSplit': {
      const o = d.options as DecisionOptions['diceSplit'];
      const r = diceSplitRange(o);
      const input = h('input', { testid: 'dice-attack' });
      input.type = 'number';
      input.min = String(r.min);
      input.max = String(r.max);
      input.value = String((d.defaultAnswer as { attack: number }).attack);
      const defence = h('span', { testid: 'dice-defence' });
      // The split never leaves the dice there are: a typed number is pulled back into the range at once.
      const sync = () => {
        const typed = Math.round(Number(input.value));
        if (input.value !== '' && Number.isFinite(typed)) {
          const bounded = splitWithin(typed, r);
          if (String(bounded) !== input.value) input.value = String(bounded);
        }
        setText(defence, input.value === '' ? `Defence: ? (of ${o.total})` : `Defence: ${o.total - Number(input.value)} (of ${o.total})`);
      };
      input.oninput = sync;
      input.onblur = () => {
        if (input.value === '') input.value = String(r.min);
        sync();
      };
      const step = (by: number, label: string, text: string) => button(text, () => {
        input.value = String(splitWithin(Number(input.value || r.min) + by, r));
        sync();
      }, { 'aria-label': label, class: 'step' });
      sync();
      return {
        nodes: [h('label', { class: 'split' }, 'Attack dice: ', input), step(-1, 'One die fewer in attack', '−'), step(1, 'One die more in attack', '+'), defence],
        read: () => {
          const attack = Number(input.value);
          if (!Number.isInteger(attack) || attack < r.min || attack > r.max) return void ctx.toast(`Put between ${r.min} and ${r.max} dice into attack.`);
          return { attack, defence: o.total - attack };
        },
      };
    }
    case 'reroll': {
      const o = d.options as DecisionOptions['reroll'];
      const chosen = new Set((d.defaultAnswer as { dice: number[] }).dice);
      const boxes = checkboxes(o.faces.map((f, i) => ({ label: `${FACE_SYMBOL[f]} ${f}`, testid: `reroll-${i}`, checked: chosen.has(i) })));
      return {
        nodes: [boxes.el],
        read: () => (boxes.checked().length > o.max ? void ctx.toast(`Choose at most ${o.max} dice.`) : { dice: boxes.checked() }),
      };
    }
    case 'tacticWindow': {
      const o = d.options as DecisionOptions['tacticWindow'];
      const r = radios([{ label: 'Pass', value: null as string | null, testid: 'tactic-pass' }, ...o.tactics.map((t) => ({ label: `Reveal ${cardOf(own?.tactics, t)}`, value: t as string | null, testid: `tactic-${t}` }))], (d.defaultAnswer as { tactic: string | null }).tactic);
      return { nodes: [r.el], read: () => ({ tactic: r.value() ?? null }) };
    }
    case 'relicChoice': {
      const o = d.options as DecisionOptions['relicChoice'];
      const r = radios(o.relics.map((id) => ({ label: cardName(own?.relics.find((x) => x.id === id)?.card ?? id), value: id, testid: `relic-${id}` })), (d.defaultAnswer as { relic: string }).relic);
      return { nodes: [r.el], read: () => ({ relic: r.value() }) };
    }
    case 'target': {
      const o = d.options as DecisionOptions['target'];
      const byTarget = Object.fromEntries(o.targets.map((t) => [t, { type: 'answer' as const, decision: d.id, answer: { target: t } }]));
      const arm = () => ctx.interaction.arm({ kind: 'target', label: `Choose a target (${o.why})`, byTarget });
      arm();
      const r = radios(o.targets.map((t) => ({ label: targetLabel(ctx, s, t), value: t, testid: `choice-${t}` })), (d.defaultAnswer as { target: string }).target);
      return { nodes: [r.el, onField(arm)], read: () => ({ target: r.value() }) };
    }
    case 'blindDiscard': {
      const o = d.options as DecisionOptions['blindDiscard'];
      const r = radios(Array.from({ length: o.handSize }, (_, i) => ({ label: `Card ${i + 1}`, value: i, testid: `position-${i}` })), (d.defaultAnswer as { position: number }).position);
      return { nodes: [r.el], read: () => ({ position: r.value() }) };
    }
    case 'firstPlayer': {
      const o = d.options as DecisionOptions['firstPlayer'];
      const r = radios(o.seats.map((seat) => seatOpt(seat, 'first')), (d.defaultAnswer as { first: Seat }).first);
      return { nodes: [r.el], read: () => ({ first: r.value() }) };
    }
    case 'claimCorner': {
      const o = d.options as DecisionOptions['claimCorner'];
      const r = radios(o.corners.map((c) => ({ label: cornerName(c), value: c, testid: `corner-${c}` })), (d.defaultAnswer as { corner: string }).corner);
      return { nodes: [r.el], read: () => ({ corner: r.value() }) };
    }
    case 'chooseOpponent': {
      const o = d.options as DecisionOptions['chooseOpponent'];
      const r = radios(o.opponents.map((seat) => seatOpt(seat, 'opponent')), (d.defaultAnswer as { opponent: Seat }).opponent);
      return { nodes: [r.el], read: () => ({ opponent: r.value() }) };
    }
    case 'placeHero': {
      const o = d.options as DecisionOptions['placeHero'];
      const radius = (findCard(o.hero)?.stats?.base ?? 50) / 2;
      const make = (at: Vec) => ({ type: 'answer' as const, decision: d.id, answer: { at: snapToEdge(o.edge, at, radius) } });
      const arm = () => ctx.interaction.arm({ kind: 'place', label: `Place ${cardName(o.hero)}`, radius, make });
      arm();
      return { nodes: [onField(arm)] };
    }
    case 'placeMinion':
      return placeMinionPrompt(ctx, d, onField);
    case 'placeQuestPiece':
      return questPiecePrompt(ctx, d, onField, answer);
    case 'mulligan': {
      const o = d.options as DecisionOptions['mulligan'];
      const boxes = checkboxes(o.hand.map((id) => ({ label: cardOf(own?.hand, id), testid: `mulligan-card-${id}`, checked: false })));
      const choice = radios([
        { label: 'Keep this hand', value: 'keep', testid: 'mulligan-keep' },
        { label: `Put the chosen cards back and redraw (up to ${o.max})`, value: 'redraw', testid: 'mulligan-redraw' },
        ...(o.discardAllowed ? [{ label: 'Discard the chosen cards (+1 Prosperity each)', value: 'discard', testid: 'mulligan-discard' }] : []),
      ], 'keep');
      return {
        nodes: [boxes.el, choice.el],
        read: () => {
          const what = choice.value() ?? 'keep';
          const cards = boxes.checked().map((i) => o.hand[i]!);
          if (what === 'redraw' && cards.length > o.max) return void ctx.toast(`Put back at most ${o.max} cards.`);
          if (what !== 'keep' && cards.length === 0) return void ctx.toast('Choose the cards first.');
          return { choice: what, cards: what === 'keep' ? [] : cards };
        },
      };
    }
    case 'spot': {
      // A place or an effect's move: the field gives the spot; staying put is the default answer.
      const o = d.options as DecisionOptions['spot'];
      const radius = (findCard(s.view?.creatures.find((c) => c.id === o.creature)?.card ?? '')?.stats?.base ?? 32) / 2;
      const make = (at: Vec) => ({ type: 'answer' as const, decision: d.id, answer: { at } });
      const arm = () => ctx.interaction.arm({ kind: 'place', label: o.mode === 'place' ? 'Place the creature' : 'Move the creature', radius, make });
      arm();
      const stay = button('Leave it where it is', () => answer(d.defaultAnswer), { testid: 'spot-stay' });
      return { nodes: [onField(arm), h('div', { class: 'buttons' }, stay)] };
    }
    case 'optionalBackstab':
    case 'optionalAbility':
      return { nodes: [h('div', { class: 'buttons' }, button('Yes', () => answer({ yes: true }), { testid: 'answer-yes', class: 'primary' }), button('No', () => answer({ yes: false }), { testid: 'answer-no' }))] };
  }
}

/** The pending decision: the deciding seat's prompt (`[data-testid=decision]`), everyone else's "waiting for …" line. */
export function decisionPanel(ctx: TableContext): { el: HTMLElement; update(s: TableSnapshot): void; tick(s: TableSnapshot | null, now: number): void } {
  const root = h('section', { class: 'decision-host' });
  let deadline: HTMLElement | null = null;
  return {
    el: root,
    update(s) {
      const p = s.status === 'playing' ? s.view?.pending : null;
      const own = !!p?.options && s.viewer === p.seat;
      root.hidden = !p;
      patch(root, p ? `${p.id}|${own}` : '', () => {
        deadline = null;
        if (!p) return [];
        if (!own) return [h('p', { class: 'decision-waiting', testid: 'decision-waiting', text: `Waiting for ${seatName(s.seats, p.seat)} to ${DECISION_VERB[p.kind]}…` })];
        const d = p as OwnDecision;
        const send = (answer: unknown) => ctx.send({ type: 'answer', decision: d.id, answer });
        const body = promptBody(ctx, s, d, send);
        deadline = h('span', { class: 'deadline', testid: 'decision-deadline' });
        const form = h('form', { class: 'decision', testid: 'decision', data: { kind: d.kind } }, h('p', { class: 'prompt' }, decisionTitle(d, ctx.names), decisionHelpButton(d.kind)), ...body.nodes);
        const actions = h('div', { class: 'buttons' });
        if (body.read) {
          const submit = h('button', { class: 'primary', testid: 'answer', text: 'Answer' });
          submit.type = 'submit';
          actions.append(submit);
        }
        actions.append(button('Use default', () => send(d.defaultAnswer), { testid: 'answer-default' }), deadline);
        form.append(actions);
        form.onsubmit = (e) => {
          e.preventDefault();
          const a = body.read?.();
          if (a !== undefined) send(a);
        };
        return [form];
      });
      this.tick(s, Date.now());
    },
    tick(s, now) {
      if (!deadline || !s) return;
      const line = clockLines(s.clock, now).find((l) => l.which === 'decision');
      setText(deadline, line ? `${line.text} left` : '');
      deadline.classList.toggle('urgent', !!line?.urgent);
    },
  };
}
