import type { Container } from 'pixi.js';
import { FIELD_SIZE, type Vec } from '@signum/shared';
import { fieldToScreen, fitCamera, panBy, screenToField, turnRadians, zoomAround, type Camera, type QuarterTurn } from './camera-math';

/** Canvas margin around the fitted field (px): room for the edge labels. */
const MARGIN = 22;

/**
 * The battlefield's camera: the pure Camera (camera-math.ts) applied to the Pixi world container,
 * kept fitted to the canvas until the player zooms or pans, and shifted with the canvas's centre
 * after that when the canvas is resized.
 */
export class CameraView {
  cam: Camera;
  private fitted = true;
  private w: number;
  private h: number;

  constructor(
    private readonly world: Container,
    w: number,
    h: number,
  ) {
    this.w = w;
    this.h = h;
    this.cam = fitCamera(w, h, MARGIN);
    this.apply();
  }

  /** Whether the camera still shows the whole field as fitted (no zoom or pan since). */
  get isFitted(): boolean {
    return this.fitted;
  }

  /** The scale that fits the whole field (zoom limits are relative to it). */
  get fitScale(): number {
    return fitCamera(this.w, this.h, MARGIN).scale;
  }

  /** Follow a canvas resize; true when the camera changed. */
  resize(w: number, h: number): boolean {
    if (w === this.w && h === this.h) return false;
    const dx = (w - this.w) / 2;
    const dy = (h - this.h) / 2;
    this.w = w;
    this.h = h;
    this.cam = this.fitted ? fitCamera(w, h, MARGIN, this.cam.turn) : panBy(this.cam, dx, dy);
    this.apply();
    return true;
  }

  /** Show the whole field again (keeping the turn). */
  reset(): void {
    this.fitted = true;
    this.cam = fitCamera(this.w, this.h, MARGIN, this.cam.turn);
    this.apply();
  }

  /** Turn the field (a new viewpoint) and show it whole. */
  setTurn(turn: QuarterTurn): void {
    this.cam = { ...this.cam, turn };
    this.reset();
  }

  zoom(at: Vec, factor: number): void {
    this.fitted = false;
    this.cam = zoomAround(this.cam, at, factor, this.fitScale);
    this.apply();
  }

  pan(dx: number, dy: number): void {
    this.fitted = false;
    this.cam = panBy(this.cam, dx, dy);
    this.apply();
  }

  toScreen(p: Vec): Vec {
    return fieldToScreen(this.cam, p);
  }

  toField(q: Vec): Vec {
    return screenToField(this.cam, q);
  }

  /** The rotation that turns world-space labels back upright. */
  get upright(): number {
    return -turnRadians(this.cam.turn);
  }

  // The same transform as fieldToScreen: position + scale·rotate(p − pivot), pivot at the field's centre.
  private apply(): void {
    this.world.pivot.set(FIELD_SIZE / 2, FIELD_SIZE / 2);
    this.world.position.set(this.cam.cx, this.cam.cy);
    this.world.scale.set(this.cam.scale);
    this.world.rotation = turnRadians(this.cam.turn);
  }
}
