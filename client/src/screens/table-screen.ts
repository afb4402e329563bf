import { actionKinds, buildingKinds, handKinds, legalActions, relicKinds, terrainKinds, type Action, type CreatureActionKind, type KindAvailability, type RelicKind, type Seat } from '@signum/shared';
import '../styles/table.css';
import type { TableSnapshot, TableSource } from '../model/snapshot';
import { previewOf } from '../model/preview';
import { actionBar, cardPlan, startCardPlan } from '../panels/action-bar';
import { constructionKinds } from '../panels/build-choices';
import { refusal } from '../panels/card-play';
import { decisionPanel } from '../panels/decision-panel';
import { diceStrip } from '../panels/dice-strip';
import { h } from '../app/dom';
import { errorToast } from '../panels/error-toast';
import { eventLog } from '../panels/event-log';
import { followSelect } from '../panels/follow-select';
import { handPanel } from '../panels/hand-panel';
import { Interaction, modeOf } from '../panels/interaction';
import { seatName } from '../panels/names';
import { namesBook } from '../panels/names-book';
import { shortLabels } from '../table/short-labels';
import { playersPanel } from '../panels/players-panel';
import { questPanel } from '../panels/quest-panel';
import { resultPanel } from '../panels/result-panel';
import type { TableContext } from '../panels/table-context';
import { turnBar } from '../panels/turn-bar';
import { leaveControl, leaveWarning } from '../panels/leave-control';
import { PRACTICE_HOLD_SECONDS } from '../net/seat-memory';
import { whatCanIDo } from '../help/what-can-i-do';
import { refusalCode } from '../help/rule-link';
import { hrefOf, navigate } from '../app/router';
import { createBattlefield } from '../table/battlefield';
import { tableExtras } from '../players/table-extras';
import { animateEvents } from '../table/event-animations';
import { flyPlayedCards } from '../cards/card-flight';
import { setPreviewRuleset } from '../cards/card-preview';
import { collapsibleSide } from './side-collapse';
import type { Battlefield, BattlefieldEvents } from '../table/battlefield-api';

declare global {
  interface Window {
    /** The table's test hook: the current snapshot (public data only) and field-to-page coordinates. */
    __signumTable?: {
      snapshot(): TableSnapshot | null;
      toClient(p: { x: number; y: number }): { x: number; y: number };
      /** The keyboard's crosshair on the page while it shows. */
      crosshair(): { x: number; y: number } | null;
    };
  }
}

/** What changes when an armed choice no longer applies: another decision, turn, phase or player. */
const situation = (s: TableSnapshot): string => {
  const v = s.view;
  return v ? `${s.status}|${v.turn}|${v.phase}|${v.activeSeat}|${v.pending?.id ?? ''}` : s.status;
};

/**
 * The table: the Pixi battlefield in the middle, HTML panels around it. Used for live play (a seat),
 * spectating and replays (a source without `declare`). Every snapshot updates the panels, each
 * rebuilding only what changed; the panels send intents through `send`, which first asks the
 * preview whether the rules accept them.
 */
export function mountTable(host: HTMLElement, source: TableSource): () => void {
  let snap = source.current();
  let field: Battlefield | null = null;
  let selected: string | null = null;
  let selectedCard: string | null = null;
  let disposed = false;
  let lastSituation = '';
  let lastActivation: string | null = null;
  let follow: Seat | null = null;
  let lastBatch = -1;
  const legalCache = new WeakMap<TableSnapshot, Action[]>();
  const kindsCache = new WeakMap<TableSnapshot, Map<string, unknown>>();
  /** One answer per snapshot: the panels ask the same questions many times between two snapshots. */
  const cached = <T>(key: string, make: (p: NonNullable<ReturnType<typeof previewOf>>, seat: Seat) => T, empty: T): T => {
    const s = snap;
    if (!s || !source.declare || s.viewer === 'spectator' || s.status !== 'playing') return empty;
    let m = kindsCache.get(s);
    if (!m) kindsCache.set(s, (m = new Map()));
    if (!m.has(key)) {
      const p = previewOf(s);
      m.set(key, p ? make(p, s.viewer) : empty);
    }
    return m.get(key) as T;
  };
  // One set of short names for the plates, the log, the panels and the prompts: each says what the others say.
  const labels = shortLabels();
  const book = namesBook(labels);
  const toast = errorToast();
  const roomId = (source as Partial<{ roomId: string }>).roomId;

  const ctx: TableContext = {
    source,
    current: () => snap,
    preview: () => (snap ? previewOf(snap) : null),
    legal() {
      const s = snap;
      if (!s || !source.declare || s.viewer === 'spectator' || s.status !== 'playing' || s.waitingFor !== s.viewer) return [];
      let out = legalCache.get(s);
      if (!out) {
        const p = previewOf(s);
        out = p ? legalActions(p, s.viewer) : [];
        legalCache.set(s, out);
      }
      return out;
    },
    creatureKinds: (id) => cached<KindAvailability<CreatureActionKind>[]>(`c:${id}`, (p, seat) => actionKinds(p, seat, id), []),
    relicKinds: (id) => cached<RelicKind[]>(`r:${id}`, (p, seat) => relicKinds(p, seat, id), []),
    handKinds: () => cached('hand', (p, seat) => new Map(handKinds(p, seat).map((k) => [k.kind, k])), new Map<string, KindAvailability>()),
    constructionKinds: () => cached<KindAvailability[]>('construction', (p, seat) => constructionKinds(p, seat), []),
    buildingKinds: () => cached<KindAvailability[]>('buildings', (p, seat) => buildingKinds(p, seat), []),
    terrainKinds: () => cached<KindAvailability[]>('terrain', (p, seat) => terrainKinds(p, seat), []),
    names: { creature: book.creature, card: book.card, seat: (seat) => seatName(snap?.seats ?? [], seat), cardOf: book.cardOf },
    send(a) {
      const s = snap;
      if (!source.declare || !s || s.viewer === 'spectator') {
        toast.show('You are watching this match: only its players can act.');
        return false;
      }
      const p = previewOf(s);
      const why = a.type !== 'answer' && p ? refusal(p, s.viewer, a) : null;
      if (why) {
        toast.show(why, [], refusalCode(p!, s.viewer, a));
        return false;
      }
      source.declare(a);
      return true;
    },
    interaction: new Interaction(() => field, (a) => ctx.send(a), () => refresh()),
    field: () => field,
    toast: (m, r) => toast.show(m, r),
    selected: () => selected,
    select(id) {
      selected = id;
      if (id) selectedCard = null;
      field?.select(id);
      refresh();
    },
    selectedCard: () => selectedCard,
    selectCard(instance) {
      selectedCard = instance;
      if (instance) ctx.select(null);
      else refresh();
    },
    refresh: () => refresh(),
  };

  // Replays have their own toolbar; a live table (a seat or a spectator) has a way out that asks first when it costs something.
  const practice = () => (source as Partial<{ isPractice(): boolean }>).isPractice?.() ?? false;
  const turn = turnBar(roomId ? leaveControl(() => leaveWarning(snap, practice(), PRACTICE_HOLD_SECONDS / 60), () => navigate({ name: 'lobby' })) : null);
  const notice = h('p', { class: 'table-notice', role: 'status', testid: 'table-notice', hidden: true });
  const players = playersPanel();
  const quest = questPanel(ctx);
  const hand = handPanel(ctx, (instance) => {
    ctx.selectCard(instance);
    const plan = cardPlan(ctx, instance);
    // While an activation is open, playing would end it: the action bar's Play button asks first instead.
    const open = snap?.view?.activation && !snap.view.activation.finished;
    if (plan.kind === 'refuse' || (!open && (plan.kind === 'place' || plan.kind === 'target'))) startCardPlan(ctx, plan);
  });
  const actions = actionBar(ctx);
  const decision = decisionPanel(ctx);
  const dice = diceStrip(ctx);
  const log = eventLog(ctx);
  const canDo = whatCanIDo(ctx);
  const extras = tableExtras(source); // players/: chat, concede, rematch
  const result = resultPanel(roomId, extras?.result);
  const followPick = followSelect((seat) => {
    follow = seat;
    field?.setViewpoint(seat);
  });

  // Layout: the battlefield takes the middle and most of the window (its dice are thrown over the
  // creatures); the hand runs the whole width under it; the side panels fold away (side-collapse.ts).
  const fieldHost = h('div', { class: 'battlefield', testid: 'battlefield' });
  const root = h('div', { class: 'table', testid: 'table' },
    turn.el,
    h('main', { class: 'table-centre' }, h('div', { class: 'field-wrap' }, fieldHost)),
    hand.el,
    result.el, toast.el, notice);
  const left = collapsibleSide(root, 'left', 'Players', players.el);
  const right = collapsibleSide(root, 'right', 'Actions and log', followPick.el, quest.el, decision.el, actions.el, canDo.el,
    h('a', { class: 'help-link', href: hrefOf({ name: 'howToPlay' }), target: '_blank', rel: 'noopener', text: 'How to play' }),
    dice.el, h('h3', { text: 'Log' }), log.el, ...(extras ? [extras.side] : []));
  root.append(left, right);
  host.replaceChildren(root);

  function refresh(): void {
    const s = snap;
    if (!s) return;
    hand.update(s);
    actions.update(s);
    canDo.update(s);
  }

  function render(s: TableSnapshot): void {
    snap = s;
    const v = s.view;
    if (v) book.learnView(v);
    setPreviewRuleset(s.ruleset);
    const d = root.dataset;
    d.viewer = s.viewer;
    d.phase = v?.phase ?? 'lobby';
    d.turn = String(v?.turn ?? 0);
    d.activeSeat = v?.activeSeat ?? '';
    d.waitingFor = s.waitingFor;
    d.status = s.status;
    const now = situation(s);
    if (now !== lastSituation) {
      lastSituation = now;
      ctx.interaction.cancel();
    }
    // The creature being activated is the one the player is acting with: select it.
    const activating = v?.activation?.creature ?? null;
    if (activating !== lastActivation) {
      lastActivation = activating;
      const c = activating ? v?.creatures.find((x) => x.id === activating) : undefined;
      if (c && c.controller === s.viewer) {
        selected = c.id;
        selectedCard = null;
        field?.select(c.id);
      }
    }
    if (selected && !v?.creatures.some((c) => c.id === selected)) selected = null;
    if (selectedCard && !(s.viewer !== 'spectator' && v?.players[s.viewer]?.hand?.some((c) => c.id === selectedCard))) selectedCard = null;
    field?.render(s);
    turn.update(s);
    players.update(s);
    quest.update(s);
    decision.update(s);
    result.update(s);
    extras?.update(s);
    followPick.update(s);
    refresh();
  }

  const events: BattlefieldEvents = {
    creatureClicked: (id) => {
      const armed = ctx.interaction.armed;
      // In move mode another own creature's base is no waypoint: the move is left and that creature chosen instead.
      if (armed.kind === 'move') {
        ctx.interaction.cancel();
        toast.show(`Move cancelled: ${book.creature(id)} selected.`);
      } else if (armed.kind !== 'idle') return;
      ctx.select(id);
    },
    notice: (message) => toast.show(message),
    fieldClicked: () => {
      if (ctx.interaction.armed.kind === 'idle') ctx.select(null);
    },
    moveConfirmed: (creature, waypoints, run) => ctx.interaction.moveConfirmed(creature, waypoints, run),
    placeChosen: (at) => ctx.interaction.placeChosen(at),
    targetChosen: (id) => ctx.interaction.targetChosen(id),
    cancelled: () => ctx.interaction.cancel(),
  };
  createBattlefield(fieldHost, events, { labels })
    .then((bf) => {
      if (disposed) return bf.destroy();
      field = bf;
      const viewer = snap?.viewer;
      follow = viewer && viewer !== 'spectator' ? viewer : (snap?.seats[0]?.seat ?? null);
      bf.setViewpoint(follow);
      if (snap) bf.render(snap);
      bf.setMode(modeOf(ctx.interaction.armed));
      bf.select(selected);
    })
    .catch((e: unknown) => toast.show(`The battlefield could not be drawn: ${e instanceof Error ? e.message : String(e)}`));

  window.__signumTable = { snapshot: () => source.current(), toClient: (p) => field?.toClient(p) ?? { x: 0, y: 0 }, crosshair: () => field?.crosshair() ?? null };
  const stops = [
    source.subscribe(render),
    source.onEvents((batch) => {
      // A reconnection's history repeats what this table already logged: each action's events once.
      if (batch.index <= lastBatch) return;
      lastBatch = batch.index;
      book.learnEvents(batch.events);
      log.add(batch.events, snap);
      if (batch.history) return;
      quest.played(batch.events);
      dice.show(batch.events);
      if (field) {
        const f = field;
        flyPlayedCards(batch.events, fieldHost, (seat) => snap?.view?.players[seat as Seat]?.heroCreature, {
          toClient: (p) => f.toClient(p),
          creatureAt: (id) => snap?.view?.creatures.find((c) => c.id === id)?.pos ?? null,
        });
        animateEvents(f, batch.events);
      }
    }),
    source.onError((e) => {
      // A seat taken over by another tab is for good: a lasting notice, not a passing toast.
      if (e.code === 'SEAT_TAKEN_OVER') {
        notice.textContent = e.message;
        notice.hidden = false;
        ctx.interaction.cancel();
      }
      toast.show(e.message, e.reasons?.map((r) => r.message), e.code);
    }),
  ];
  const clock = setInterval(() => {
    turn.tick(snap, Date.now());
    decision.tick(snap, Date.now());
  }, 1000);
  if (snap) render(snap);
  turn.tick(snap, Date.now());

  return () => {
    disposed = true;
    clearInterval(clock);
    stops.forEach((stop) => stop());
    extras?.dispose();
    toast.dispose();
    field?.destroy();
    document.querySelectorAll('.overlay').forEach((o) => o.remove());
    delete window.__signumTable;
    source.close();
  };
}
