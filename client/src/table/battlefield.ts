import { Application, Container } from 'pixi.js';
import { baseOf, FIELD_SIZE, type Creature, type Seat, type Vec } from '@signum/shared';
import { previewOf } from '../model/preview';
import type { TableSnapshot } from '../model/snapshot';
import type { Battlefield, BattlefieldEvents, BattlefieldMode, BattlefieldOptions } from './battlefield-api';
import { keepLabelOnScreen, textResolutionFor, turnForEdge } from './camera-math';
import { CameraView } from './camera-view';
import { CreatureLayer } from './creature-layer';
import { EffectsLayer } from './effects-layer';
import { FieldDice } from './field-dice';
import { FieldControls } from './field-controls';
import { playSound } from '../audio/sound';
import { TokenLabels } from './token-labels';
import { FieldLayer } from './field-layer';
import { GhostOverlay, placedTemplate } from './ghost-overlay';
import { attachInput } from './input';
import { CrosshairOverlay } from './crosshair-overlay';
import { choosesPoint, fieldKey, nudgeCursor } from './field-keys';
import { LosOverlay } from './los-overlay';
import { previewMove, withWaypoint } from './move-preview';
import { COLOR } from './palette';
import { PathOverlay } from './path-overlay';
import { preferredRenderer } from './renderer-choice';
import { SelectionOverlay } from './selection-overlay';
import { shortLabels } from './short-labels';
import { seatName } from '../panels/names';
import { TerrainLayer } from './terrain-layer';
import { retuneWorldText } from './world-text';

/**
 * The Pixi battlefield (battlefield-api.ts): static layers (field and edges, terrain, bases) are
 * brought up to date once per snapshot by id; the overlays that follow the pointer (path, ghost,
 * line of sight) are redrawn at most once a frame, and only after the pointer or the mode changed.
 */
export async function createBattlefield(host: HTMLElement, events: BattlefieldEvents, options: BattlefieldOptions = {}): Promise<Battlefield> {
  const app = new Application();
  await app.init({
    preference: options.renderer ?? preferredRenderer(),
    resizeTo: host,
    antialias: true,
    background: COLOR.background,
    autoDensity: true,
    resolution: Math.max(1, window.devicePixelRatio || 1),
    // Input is read from DOM events (input.ts) and hit-tested in field coordinates; Pixi's own event
    // handling would only cost time and overwrite the canvas cursor.
    eventFeatures: { move: false, globalMove: false, click: false, wheel: false },
  });
  const canvas = app.canvas;
  canvas.style.display = 'block';
  // The field is a stop of the Tab order: focused, its keys (field-keys.ts) are the hint beside it.
  canvas.tabIndex = 0;
  canvas.setAttribute('aria-label', 'Battlefield: arrows pan the view (or move the crosshair while choosing a point), + and − zoom, 0 fits');
  host.append(canvas);

  const world = new Container();
  const hud = new Container();
  app.stage.addChild(world, hud);
  const field = new FieldLayer();
  const terrain = new TerrainLayer();
  const selection = new SelectionOverlay();
  // Every animation is off when the reader asks for reduced motion.
  const animate = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
  const creatures = new CreatureLayer(options.labels ?? shortLabels(), animate);
  const effects = new EffectsLayer();
  const path = new PathOverlay();
  const ghost = new GhostOverlay();
  const los = new LosOverlay();
  const crosshair = new CrosshairOverlay();
  world.addChild(field.container, terrain.container, selection.container, creatures.container, effects.container, path.world, ghost.world, los.world);
  hud.addChild(path.hud, ghost.hud, los.hud, crosshair.hud);
  const camera = new CameraView(world, app.screen.width, app.screen.height);
  const plates = new TokenLabels(host);
  const dice = new FieldDice(host);
  let platesDirty = true;
  const controls = new FieldControls(host, {
    zoomIn: () => zoomBy(1.25),
    zoomOut: () => zoomBy(0.8),
    fit: () => {
      camera.reset();
      overlaysDirty = true;
    },
  });
  /** Zoom about the canvas centre (buttons and keys). */
  function zoomBy(factor: number): void {
    camera.zoom({ x: app.screen.width / 2, y: app.screen.height / 2 }, factor);
    overlaysDirty = true;
  }
  /** End every animation now: a click anywhere skips them, and none ever holds up input. */
  function skipAnimations(): void {
    creatures.finish();
    effects.finish();
    dice.finish();
    overlaysDirty = true;
  }
  const skipOnPress = () => {
    if (creatures.moving || effects.busy) skipAnimations();
  };
  window.addEventListener('pointerdown', skipOnPress, true);
  let lastDiceSound = 0;

  let snapshot: TableSnapshot | null = null;
  let mode: BattlefieldMode = { kind: 'idle' };
  let selected: string | null = null;
  let viewpoint: Seat | null = null;
  let cursor: Vec | null = null; // canvas px
  // The cursor is the keyboard's crosshair (drawn) until the mouse moves again.
  let keyboardCursor = false;
  let hovered: string | null = null;
  let waypoints: Vec[] = [];
  let overlaysDirty = true;

  // Pointer points are kept to 0.1 mm: what is checked, drawn and sent are the same short numbers.
  const onField = (q: Vec): Vec => {
    const p = camera.toField(q);
    return { x: Math.round(p.x * 10) / 10, y: Math.round(p.y * 10) / 10 };
  };
  const creature = (id: string | null): Creature | null => (id ? creatures.get(id) : null);
  const candidates = (): Creature[] => (mode.kind === 'target' ? mode.candidates.map((id) => creatures.get(id)).filter((c): c is Creature => c !== null) : []);

  /** A seat's player by name, as the panels say it (the field never shows a seat id). */
  const playerName = (seat: Seat): string => seatName(snapshot?.seats ?? [], seat);

  /** Bring the static layers up to date (each layer skips what did not change). */
  function redrawStatic(): void {
    if (!snapshot?.view) return;
    const upright = camera.upright;
    field.update(snapshot.view, upright, playerName);
    terrain.update(snapshot.view, upright);
    creatures.update(snapshot.view, previewOf(snapshot), upright);
    selection.show(creature(selected), candidates(), upright);
    overlaysDirty = true;
  }

  /** Move the name plates to where the bases are on the screen now. */
  function placePlates(): void {
    platesDirty = false;
    plates.update(creatures.plates((p) => camera.toScreen(p), camera.cam.scale, selected, mode.kind === 'target' ? mode.candidates : [], playerName));
    dice.place((p) => camera.toScreen(p), camera.cam.scale);
  }

  function applyViewpoint(): void {
    const edge = viewpoint ? snapshot?.view?.players[viewpoint]?.edge : undefined;
    const turn = edge ? turnForEdge(edge) : 0;
    if (turn !== camera.cam.turn) {
      camera.setTurn(turn);
      redrawStatic();
    }
  }

  /** The move as it would be declared now (clicked waypoints + the cursor on the field). */
  function currentMove() {
    const s = snapshot ? previewOf(snapshot) : null;
    if (mode.kind !== 'move' || !s) return null;
    return previewMove(s, mode.creature, waypoints, cursor ? onField(cursor) : null, mode.run);
  }

  function drawOverlays(): void {
    overlaysDirty = false;
    path.clear();
    ghost.clear();
    crosshair.clear();
    if (keyboardCursor && cursor && choosesPoint(mode.kind)) crosshair.show(cursor);
    const at = cursor ? onField(cursor) : null;
    if (mode.kind === 'move') {
      const p = currentMove();
      const c = creature(mode.creature);
      if (p && c) path.draw(p, baseOf(c).r, cursor ?? camera.toScreen(p.drawn[p.drawn.length - 1]!), camera.cam.scale);
    } else if (mode.kind === 'place' && at && cursor) {
      ghost.base(at, mode.radius, mode.label, cursor);
    } else if (mode.kind === 'terrain' && at && cursor) {
      ghost.polygon(placedTemplate(mode.template, mode.rotation, at), mode.label, cursor);
    }
    const a = creature(selected);
    const b = creature(hovered);
    const s = snapshot ? previewOf(snapshot) : null;
    const seat = snapshot && snapshot.viewer !== 'spectator' ? snapshot.viewer : undefined;
    const probe = mode.kind === 'target' && mode.probe && seat ? { seat, action: mode.probe } : undefined;
    if (s && a && b && a.id !== b.id && (mode.kind === 'idle' || mode.kind === 'target')) los.show(s, a, b, (p) => camera.toScreen(p), camera.cam.scale, probe);
    else los.clear();
    if (platesDirty) placePlates();
    // Labels hang to the right of and below the pointer: near the right edge they move left, near the
    // bottom (a summoning spot on the player's own edge) each layer's lines move up together, so
    // they stay readable and in their order.
    for (const layer of hud.children) {
      if (layer === crosshair.hud) continue; // a drawing at the cursor, not a label
      let bottom = 0;
      for (const label of layer.children) {
        label.x = keepLabelOnScreen(label.x, label.width, app.screen.width);
        if (label.visible) bottom = Math.max(bottom, label.y + label.height);
      }
      const over = bottom - (app.screen.height - 4);
      if (over > 0) for (const label of layer.children) label.y -= over;
    }
  }

  function confirmMove(): void {
    if (mode.kind !== 'move') return;
    const p = currentMove();
    // Exactly the clicked path is sent (the cursor's line is only what the next click would add),
    // and only when the rules accept it; otherwise the player is told why.
    if (!p || p.waypoints.length === 0) events.notice?.('Click the field to add at least one point of the path first.');
    else if (!p.plan) events.notice?.(p.error ?? 'The rules do not allow that path.');
    else events.moveConfirmed(mode.creature, p.waypoints, mode.run);
  }

  function cancel(): boolean {
    if (mode.kind === 'idle') return false;
    waypoints = [];
    events.cancelled();
    return true;
  }

  const detach = attachInput(canvas, {
    hover(at) {
      // The pointer leaving the canvas does not take the keyboard's crosshair away.
      if (!at && keyboardCursor) return;
      keyboardCursor = false;
      cursor = at;
      const over = at ? creatures.hit(onField(at)) : null;
      hovered = over?.id ?? null;
      canvas.style.cursor = mode.kind === 'move' || mode.kind === 'place' || mode.kind === 'terrain' ? 'crosshair' : over ? 'pointer' : 'default';
      overlaysDirty = true;
    },
    click(at, button) {
      if (button === 2) {
        cancel();
        return;
      }
      if (button === 0) pick(at);
    },
    leftDragPans(at) {
      return mode.kind !== 'move' && !creatures.hit(onField(at));
    },
    dragEnd(at) {
      if (mode.kind !== 'move') return;
      const c = creature(mode.creature);
      if (c) waypoints = withWaypoint(c.pos, waypoints, onField(at));
      overlaysDirty = true;
    },
    pan(dx, dy) {
      panBy(dx, dy);
    },
    zoom(at, factor) {
      camera.zoom(at, factor);
      overlaysDirty = true;
      platesDirty = true;
    },
    doubleClick(at) {
      if (mode.kind === 'move') confirmMove();
      else if (!creatures.hit(onField(at))) camera.reset();
      overlaysDirty = true;
    },
    key(key, shift) {
      const k = fieldKey(key, shift, mode.kind);
      if (!k) return false;
      switch (k.kind) {
        case 'cancel':
          return cancel();
        case 'fit':
          camera.reset();
          platesDirty = true;
          break;
        case 'zoom':
          zoomBy(k.factor);
          platesDirty = true;
          break;
        case 'pan':
          panBy(k.dx, k.dy);
          break;
        case 'cursor': {
          const n = nudgeCursor(cursor ?? startOfCursor(), k.dx, k.dy, { w: app.screen.width, h: app.screen.height });
          if (n.pan.x || n.pan.y) panBy(n.pan.x, n.pan.y);
          cursor = n.at;
          keyboardCursor = true;
          hovered = creatures.hit(onField(n.at))?.id ?? null;
          break;
        }
        case 'waypoint':
        case 'place':
          pick(cursor ?? startOfCursor());
          break;
        case 'confirm':
          confirmMove();
          break;
        case 'undo':
          waypoints = waypoints.slice(0, -1);
          break;
      }
      overlaysDirty = true;
      return true;
    },
  });

  function panBy(dx: number, dy: number): void {
    camera.pan(dx, dy);
    overlaysDirty = true;
    platesDirty = true;
  }

  /**
   * Where the keyboard's crosshair starts (canvas px): on the moving creature, on the middle of the
   * viewer's edge for a base to place there, else in the middle of the canvas.
   */
  function startOfCursor(): Vec {
    const middle = { x: app.screen.width / 2, y: app.screen.height / 2 };
    if (mode.kind === 'move') {
      const c = creature(mode.creature);
      return c ? camera.toScreen(c.pos) : middle;
    }
    const edge = mode.kind === 'place' && viewpoint ? snapshot?.view?.players[viewpoint]?.edge : undefined;
    if (!edge || mode.kind !== 'place') return middle;
    // The edge's middle, moved one base radius onto the field (towards the field's centre).
    const mid = { x: (edge.a.x + edge.b.x) / 2, y: (edge.a.y + edge.b.y) / 2 };
    const centre = camera.toScreen({ x: FIELD_SIZE / 2, y: FIELD_SIZE / 2 });
    const onEdge = camera.toScreen(mid);
    const d = Math.hypot(centre.x - onEdge.x, centre.y - onEdge.y) || 1;
    const inward = (mode.radius * camera.cam.scale) / d;
    return { x: onEdge.x + (centre.x - onEdge.x) * inward, y: onEdge.y + (centre.y - onEdge.y) * inward };
  }

  /** A left click, or Space / Enter at the keyboard's crosshair: what choosing this point means in the mode. */
  function pick(at: Vec): void {
    const f = onField(at);
    const over = creatures.hit(f);
    switch (mode.kind) {
      case 'move': {
        // Another creature of the player's own is never a waypoint: the screen decides (it selects it).
        if (over && over.id !== mode.creature && over.controller === snapshot?.viewer) {
          events.creatureClicked(over.id);
          return;
        }
        const c = creature(mode.creature);
        if (c) waypoints = withWaypoint(c.pos, waypoints, f);
        overlaysDirty = true;
        return;
      }
      case 'place':
      case 'terrain':
        events.placeChosen(f);
        return;
      case 'target':
        if (over && mode.candidates.includes(over.id)) events.targetChosen(over.id);
        else if (over) events.creatureClicked(over.id);
        return;
      case 'idle':
        if (over) events.creatureClicked(over.id);
        else events.fieldClicked(f);
    }
  }

  // Frames are drawn on demand: nothing is rendered while nothing changes (an idle table costs no CPU).
  app.stop();
  const resized = new ResizeObserver(() => app.queueResize());
  resized.observe(host);
  let last = performance.now();
  let raf = 0;
  const frame = (now: number) => {
    raf = requestAnimationFrame(frame);
    const ms = now - last;
    last = now;
    let render = camera.resize(app.screen.width, app.screen.height);
    if (render) overlaysDirty = platesDirty = true;
    if (retuneWorldText(world, textResolutionFor(camera.cam.scale, app.renderer.resolution))) {
      creatures.recache();
      render = true;
    }
    dice.tick(ms);
    if (creatures.tick(ms)) {
      render = true;
      // Plates follow gliding bases; a lunge is too short and comes back to where it started.
      if (creatures.gliding) platesDirty = true;
    }
    if (effects.tick(ms)) render = true;
    if (platesDirty && !overlaysDirty) placePlates();
    if (overlaysDirty) {
      drawOverlays();
      render = true;
    }
    if (render) app.render();
  };
  raf = requestAnimationFrame(frame);

  return {
    render(s) {
      snapshot = s;
      applyViewpoint();
      redrawStatic();
      platesDirty = true;
    },
    setMode(m) {
      // Switching Run on or off keeps the waypoints of the move being drawn.
      if (!(m.kind === 'move' && mode.kind === 'move' && m.creature === mode.creature)) waypoints = [];
      const was = mode;
      mode = m;
      // A point to choose: the keyboard's crosshair shows where Space or Enter would take it, and the
      // field takes the keys (focused, with its focus ring, so a focused button does not eat them).
      if (choosesPoint(m.kind) && (was.kind !== m.kind || (m.kind === 'move' && was.kind === 'move' && m.creature !== was.creature))) {
        if (!cursor || keyboardCursor) {
          cursor = startOfCursor();
          keyboardCursor = true;
        }
        canvas.focus({ preventScroll: true });
      } else if (!choosesPoint(m.kind) && keyboardCursor) {
        cursor = null;
        keyboardCursor = false;
      }
      selection.show(creature(selected), candidates(), camera.upright);
      canvas.style.cursor = m.kind === 'idle' || m.kind === 'target' ? 'default' : 'crosshair';
      overlaysDirty = true;
      platesDirty = true;
    },
    select(id) {
      selected = id;
      selection.show(creature(selected), candidates(), camera.upright);
      overlaysDirty = true;
      platesDirty = true;
    },
    setViewpoint(seat) {
      viewpoint = seat;
      applyViewpoint();
    },
    showMove(id, path) {
      creatures.announce(id, path);
      playSound('move');
    },
    showDice(id, faces, counted, label) {
      const c = creature(id);
      if (c) dice.show(c.pos, baseOf(c).r, faces, counted, label);
      platesDirty = true;
      // One rattle for dice thrown together.
      const now = performance.now();
      if (now - lastDiceSound > 200) playSound('dice');
      lastDiceSound = now;
    },
    showMelee(attacker, defender) {
      const a = creature(attacker);
      const d = creature(defender);
      if (!a || !d) return;
      creatures.lunge(a.id, d.pos);
      if (animate) effects.clash(a.pos, d.pos);
      playSound('clash');
    },
    showShot(attacker, target, kind) {
      const a = creature(attacker);
      const t = creature(target);
      if (!a || !t) return;
      if (animate) effects.missile(a.pos, t.pos, kind);
      playSound('shot');
    },
    showDamage(id, amount) {
      const c = creature(id);
      if (!c || amount <= 0) return;
      if (animate) effects.damage(c.pos, baseOf(c).r, amount, camera.upright);
      playSound('hit');
    },
    showDeath() {
      playSound('death');
    },
    clearDice: () => dice.finish(),
    skipAnimations,
    plates: () => plates.placed(),
    fitted: () => camera.isFitted,
    toClient(p) {
      const q = camera.toScreen(p);
      const r = canvas.getBoundingClientRect();
      return { x: r.left + q.x, y: r.top + q.y };
    },
    crosshair() {
      if (!keyboardCursor || !cursor || !choosesPoint(mode.kind)) return null;
      const r = canvas.getBoundingClientRect();
      return { x: r.left + cursor.x, y: r.top + cursor.y };
    },
    destroy() {
      detach();
      window.removeEventListener('pointerdown', skipOnPress, true);
      plates.destroy();
      dice.destroy();
      controls.destroy();
      cancelAnimationFrame(raf);
      resized.disconnect();
      app.destroy({ removeView: true }, { children: true });
    },
  };
}
