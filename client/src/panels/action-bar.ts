import { cardName, ellipsePolygon, findCard, getCard, rectanglePolygon, type Creature, type Polygon } from '@signum/shared';
import type { TableSnapshot } from '../model/snapshot';
import { cityMenu, constructionMenu, creatureMenu, relicMenu, turnMenu, type MenuIntent, type MenuItem } from './action-menu';
import { buildingNote } from './build-choices';
import { cardView } from './card-view';
import { overlordEndTurnRefusal, overlordMenu } from './overlord-menu';
import { snapToEdge } from './edge-snap';
import { button, h, patch, select } from '../app/dom';
import { planCardPlay, type CardPlan } from './card-play';
import type { Armed } from './interaction';
import type { TableContext } from './table-context';

/** A terrain card's template around (0,0), unturned: the battlefield turns and moves it under the pointer. */
export function templateOf(card: string): Polygon {
  const shape = getCard(card).terrain!.shape;
  const origin = { x: 0, y: 0 };
  return shape.kind === 'ellipse' ? ellipsePolygon(origin, shape.rx, shape.ry, 16, 0) : rectanglePolygon(origin, shape.w, shape.h, 0);
}

/** Start what a menu button means: send it, or arm the field for a path, a target or a spot. */
export function runIntent(ctx: TableContext, intent: MenuIntent): void {
  switch (intent.kind) {
    case 'send':
      ctx.send(intent.action);
      return;
    case 'move':
      ctx.interaction.arm({ kind: 'move', creature: intent.creature, run: intent.run });
      return;
    case 'target':
      ctx.interaction.arm({ kind: 'target', label: intent.label, byTarget: intent.byTarget });
      return;
    case 'terrain':
      ctx.interaction.arm({ kind: 'terrain', label: `Lay ${cardName(intent.card)}`, card: intent.card, template: templateOf(intent.card), rotation: 0 });
      return;
    case 'menu':
    case 'none':
      return;
  }
}

/** The plan for playing a hand card now, from the preview (refused when the viewer cannot act). */
export function cardPlan(ctx: TableContext, instance: string): CardPlan {
  const s = ctx.current();
  const preview = ctx.preview();
  if (!s || !preview || s.viewer === 'spectator') return { kind: 'refuse', message: 'Only the player holding this card can play it.' };
  return planCardPlay(preview, s.viewer, instance);
}

/** Carry a card plan out: send it, or arm the field for its spot or target (a relic's choice shows as buttons). */
export function startCardPlan(ctx: TableContext, plan: CardPlan): void {
  switch (plan.kind) {
    case 'send':
      if (ctx.send(plan.action)) ctx.selectCard(null);
      return;
    case 'place': {
      const { card, radius } = plan;
      const s = ctx.current();
      const edge = s && s.viewer !== 'spectator' ? s.view?.players[s.viewer]?.edge : undefined;
      ctx.interaction.arm({ kind: 'place', label: plan.label, radius, make: (at) => ({ type: 'playCard', card, at: edge ? snapToEdge(edge, at, radius) : at }) });
      return;
    }
    case 'target':
      ctx.interaction.arm({ kind: 'target', label: plan.label, byTarget: plan.byTarget });
      return;
    case 'refuse':
      ctx.toast(plan.message);
      return;
    case 'choose':
      return;
  }
}

/** The selected hand card: its face and the way to play it (or why it cannot be played now). */
function cardRow(ctx: TableContext, s: TableSnapshot, instance: string, card: string, plan: CardPlan, warn: string | undefined, confirm: Confirm): HTMLElement[] {
  const out: HTMLElement[] = [h('div', { class: 'selected', testid: 'selected-card', data: { cardInstance: instance } }, cardView(card, s.ruleset, 'small'))];
  if (plan.kind === 'refuse') out.push(h('p', { class: 'muted', text: plan.message }));
  else if (plan.kind === 'choose') {
    out.push(h('p', { text: plan.label }), h('div', { class: 'buttons' }, ...plan.options.map((o, i) => button(o.label, () => {
      if (ctx.send(o.action)) ctx.selectCard(null);
    }, { testid: `play-option-${i}` }))));
  } else {
    const item: MenuItem = { testId: 'action-play-card', label: `Play ${cardName(card)}`, intent: { kind: 'none' }, ...(warn ? { warn } : {}) };
    out.push(buttons(ctx, [item], confirm, () => startCardPlan(ctx, plan)));
  }
  return out;
}

/** A creature's state in a few words: wounds, tokens, activation. */
function creatureStatus(c: Creature): string {
  const health = findCard(c.card)?.stats?.health;
  const parts = [`${c.wounds}${health ? `/${health}` : ''} wounds`];
  if (c.armour > 0) parts.push(`${c.armour} Armour`);
  if (c.stealth) parts.push('hidden');
  if (c.poison) parts.push('poisoned');
  if (c.disease) parts.push('diseased');
  if (c.concentration) parts.push(`${c.concentration} Concentration`);
  parts.push(c.activated ? 'activated' : 'ready');
  return parts.join(' · ');
}

/** How to make each armed choice, mouse and keyboard alike (the keys are table/field-keys.ts). */
const HINT: Record<Armed['kind'], string> = {
  idle: '',
  move: 'Click the field to add waypoints, or move the crosshair with the arrow keys (Shift: faster) and press Space. Enter or double-click sends the path drawn in solid line. Backspace removes the last waypoint, Esc cancels.',
  target: 'Click a highlighted creature, or pick it here (Esc cancels):',
  place: 'Click a spot on the field touching your edge, or move the crosshair with the arrow keys (Shift: faster) and press Enter or Space. Esc cancels.',
  terrain: 'Click where its centre goes, or move the crosshair with the arrow keys and press Enter or Space; turn it first if needed. Esc cancels.',
};

/** The armed choice: what it is, how to make it, and the way out (`action-cancel`). */
function armedRow(ctx: TableContext, a: Armed): HTMLElement[] {
  if (a.kind === 'idle') return [];
  const label = a.kind === 'move' ? `${a.run ? 'Run' : 'Move'}: ${ctx.names.creature(a.creature)}` : a.label;
  const row = h('div', { class: 'armed', testid: 'armed', role: 'group', 'aria-label': label, data: { kind: a.kind } }, h('strong', { text: label }), h('p', { class: 'muted', text: HINT[a.kind] }));
  if (a.kind === 'target') {
    row.append(h('div', { class: 'buttons' }, ...Object.keys(a.byTarget).map((id) => button(ctx.names.creature(id), () => ctx.interaction.targetChosen(id), { testid: `target-${id}` }))));
  }
  const tools = h('div', { class: 'buttons' });
  if (a.kind === 'terrain') {
    tools.append(button('⟲ 15°', () => ctx.interaction.rotate(-15), { testid: 'action-rotate-left' }), h('span', { text: ` ${a.rotation}° ` }),
      button('⟳ 15°', () => ctx.interaction.rotate(15), { testid: 'action-rotate-right' }));
  }
  tools.append(button('Cancel', () => ctx.interaction.cancel(), { testid: 'action-cancel' }));
  row.append(tools);
  return [row];
}

/** The button whose warning is being confirmed (one at a time), the menu button that is open, and how to change them. */
interface Confirm {
  pending: string | null;
  set(testId: string | null): void;
  open: string | null;
  toggle(testId: string): void;
}

/**
 * Buttons for menu items. A disabled item shows its reason beside it (and to screen readers); an
 * item with a warning asks first: its button turns into the warning with Confirm and Cancel.
 */
function buttons(ctx: TableContext, items: MenuItem[], confirm: Confirm, run?: (i: MenuItem) => void): HTMLElement {
  const go = (i: MenuItem) => {
    // A choice made closes the chooser it came from: the next Construction opens on a closed "Build…".
    confirm.open = null;
    if (run) run(i);
    else runIntent(ctx, i.intent);
  };
  return h('div', { class: 'buttons' }, ...items.map((i) => {
    if (i.disabled) {
      const id = `why-${i.testId}`;
      return h('span', { class: 'disabled-action', ...(i.card ? { data: { card: i.card } } : {}) },
        h('button', { type: 'button', disabled: true, testid: i.testId, 'aria-describedby': id, title: i.disabled, text: i.label }),
        h('small', { class: 'why', id, text: i.disabled }));
    }
    if (i.warn && confirm.pending === i.testId) {
      return h('span', { class: 'confirm', role: 'alert' }, h('strong', { text: i.warn }), ' ',
        button(`Yes, ${i.label.replace(/ \(\d+ targets\)$/, '')}`, () => {
          confirm.set(null);
          go(i);
        }, { testid: `${i.testId}-confirm`, class: 'primary', autofocus: true }),
        button('Cancel', () => confirm.set(null), { testid: `${i.testId}-keep` }));
    }
    if (i.intent.kind === 'menu') {
      // A choice under its button: the button says whether it is open; the choices follow it.
      const open = confirm.open === i.testId;
      const toggle = button(i.label, () => confirm.toggle(i.testId), { testid: i.testId, 'aria-expanded': String(open) });
      if (!open) return toggle;
      const choices = h('div', { class: 'submenu', role: 'group', 'aria-label': i.intent.label }, buttons(ctx, i.intent.items, confirm, run));
      return h('div', { class: 'submenu-wrap' }, toggle, choices);
    }
    const label = i.warn ? `${i.label} (ends the activation)` : i.label;
    const b = button(label, () => (i.warn ? confirm.set(i.testId) : go(i)), { testid: i.testId, ...(i.title ? { title: i.title } : {}), ...(i.card ? { data: { card: i.card } } : {}) });
    if (!i.note) return b;
    const id = `note-${i.testId}`;
    b.setAttribute('aria-describedby', id);
    return h('span', { class: 'noted-action' }, b, h('small', { class: 'note', id, title: i.note, text: i.note }));
  }));
}

/** The selection and action panel: the armed choice, the selected creature and what it can do, the phase's choices. */
export function actionBar(ctx: TableContext): { el: HTMLElement; update(s: TableSnapshot): void } {
  const root = h('section', { class: 'action-bar', testid: 'actions-panel' });
  let last: TableSnapshot | null = null;
  let lastMoment = '';
  const confirm: Confirm = {
    pending: null,
    set(testId) {
      confirm.pending = testId;
      if (last) bar.update(last);
      if (testId) root.querySelector<HTMLElement>(`[data-testid="${testId}-confirm"]`)?.focus();
    },
    open: null,
    toggle(testId) {
      confirm.open = confirm.open === testId ? null : testId;
      if (last) bar.update(last);
      // The button keeps the focus across the redraw, so Enter closes what Enter opened.
      root.querySelector<HTMLElement>(`[data-testid="${testId}"]`)?.focus();
    },
  };
  const bar = {
    el: root,
    update(s: TableSnapshot) {
      last = s;
      const v = s.view;
      // A chooser left open or a question left unanswered belongs to its moment: another turn, phase or prompt closes it.
      const moment = JSON.stringify([v?.turn, v?.phase, v?.activeSeat, v?.pending?.id]);
      if (moment !== lastMoment) {
        lastMoment = moment;
        confirm.open = null;
        confirm.pending = null;
      }
      const legal = ctx.legal();
      const canAct = legal.length > 0;
      const armed = ctx.interaction.armed;
      const selected = ctx.selected();
      const creature = selected ? v?.creatures.find((c) => c.id === selected) : undefined;
      // An activation still in progress ends when anything else is done (rulebook: Creature Activation): say so first.
      const act = v?.activation && !v.activation.finished ? v.activation.creature : undefined;
      const ending = act ? ctx.names.creature(act) : undefined;
      const warn = ending ? `This ends ${ending}'s activation: it can do nothing more this turn.` : undefined;
      const mine = canAct && creature && creature.controller === s.viewer;
      const own = mine ? creatureMenu(ctx.creatureKinds(creature.id), creature.id).map((i) => (warn && act !== creature.id && !i.disabled ? { ...i, warn } : i)) : [];
      if (mine) own.push(...relicMenu(ctx.relicKinds(creature.id), creature.id, act && ending ? { creature: act, name: ending } : undefined));
      const me = s.viewer !== 'spectator' ? v?.players[s.viewer] : undefined;
      // The terrain pool while none has gone down this turn (after that its buttons would all just say so).
      const pool = canAct && v?.phase === 'activation' && me && !me.terrainThisTurn ? ctx.terrainKinds() : [];
      const hand = (me?.hand ?? []).map((c) => c.card);
      const preview = canAct && s.viewer !== 'spectator' ? ctx.preview() : null;
      const phase = v?.phase === 'construction' && canAct ? constructionMenu(legal, ctx.constructionKinds(), (b) => buildingNote(b, hand, s.ruleset)) : canAct && v?.phase === 'activation' ? cityMenu(pool, ctx.buildingKinds(), ending) : [];
      // The Overlord player's cards wait here too, not only in the quest panel.
      if (preview && s.viewer !== 'spectator' && v?.phase === 'activation') phase.push(...overlordMenu(preview, s.viewer, warn));
      const turn = turnMenu(legal, preview && s.viewer !== 'spectator' ? overlordEndTurnRefusal(preview, s.viewer) : undefined);
      const instance = ctx.selectedCard();
      const handCard = instance && s.viewer !== 'spectator' ? v?.players[s.viewer]?.hand?.find((c) => c.id === instance) : undefined;
      const plan = handCard ? cardPlan(ctx, handCard.id) : null;
      // Creatures are chosen on the field by pointer; these buttons reach them by keyboard (and name them).
      const yours = !creature && s.viewer !== 'spectator' ? (v?.creatures ?? []).filter((c) => c.controller === s.viewer) : [];
      const armedKey = armed.kind === 'target' ? [armed.label, Object.keys(armed.byTarget)] : armed.kind === 'terrain' ? [armed.card, armed.rotation] : armed.kind === 'move' ? [armed.creature, armed.run] : armed.kind === 'place' ? armed.label : '';
      const flat = (m: MenuItem[]): unknown[] => m.map((i) => [i.testId, i.label, i.disabled, i.warn, i.note, i.intent.kind === 'menu' ? flat(i.intent.items) : null]);
      const key = JSON.stringify([armed.kind, armedKey, creature, [own, phase, turn].map(flat), s.ruleset, handCard?.id, plan?.kind, plan?.kind === 'refuse' ? plan.message : '', warn, confirm.pending, confirm.open, yours.map((c) => [c.id, ctx.names.creature(c.id)])]);
      patch(root, key, () => {
        const out: HTMLElement[] = [...armedRow(ctx, armed)];
        // Ending the activation or the turn comes first: however much a selected card and its actions
        // take below, the panel scrolls under these, never them out of sight.
        if (turn.length > 0) out.push(buttons(ctx, turn, confirm));
        // In Construction the phase's choice comes before a selected creature, whose actions all wait for it.
        const phaseFirst = v?.phase === 'construction';
        if (phaseFirst && phase.length > 0) out.push(buttons(ctx, phase, confirm));
        if (handCard && plan) out.push(...cardRow(ctx, s, handCard.id, handCard.card, plan, warn, confirm));
        if (creature) {
          out.push(h('div', { class: 'selected', testid: 'selected', data: { creature: creature.id } },
            cardView(creature.card, s.ruleset, 'small'), h('p', { class: 'status', text: creatureStatus(creature) })));
          if (own.length > 0) out.push(buttons(ctx, own, confirm));
        }
        if (!phaseFirst && phase.length > 0) out.push(buttons(ctx, phase, confirm));
        if (yours.length > 0) {
          const chooser = select('choose-creature', [['', '—'], ...yours.map((c): [string, string] => [c.id, ctx.names.creature(c.id)])], '', (id) => id && ctx.select(id));
          out.push(h('label', { class: 'muted choose-creature' }, 'Click one of your creatures on the field, or choose one of your creatures: ', chooser));
        }
        if (out.length === 0) out.push(h('p', { class: 'muted', text: v && s.viewer !== 'spectator' ? 'Click one of your creatures to see what it can do.' : 'Click a creature to see its card.' }));
        return out;
      });
    },
  };
  return bar;
}
