import { Container, Graphics } from 'pixi.js';
import { FIELD_SIZE, type GameView, type Seat } from '@signum/shared';
import { COLOR, SEAT_COLOR } from './palette';
import { SEAT_MARK } from './seat-mark';
import { worldText } from './world-text';

const GRID = 100;
const EDGE_WIDTH = 5;
/** Where along its edge (0 … 1) a player's name is written. */
const LABEL_ALONG = 0.12;

/**
 * The 600 × 600 mm field with a 10 cm grid and each player's deployment edge drawn thick in the
 * seat's colour with the player's name. Rebuilt only when the edges (or the screen turn) change.
 */
export class FieldLayer {
  readonly container = new Container();
  private key = '';

  /** Redraw if the edges, the players' names or the label turn changed; `upright` turns labels back to reading upright. */
  update(view: GameView, upright: number, nameOf: (seat: Seat) => string): void {
    const seats = Object.values(view.players).filter((p) => p !== undefined);
    const key = `${upright}|${seats.map((p) => `${p.seat}:${nameOf(p.seat)}:${p.edge.a.x},${p.edge.a.y},${p.edge.b.x},${p.edge.b.y}:${p.eliminated}`).join(';')}`;
    if (key === this.key) return;
    this.key = key;
    for (const child of this.container.removeChildren()) child.destroy({ children: true });
    const g = new Graphics();
    g.rect(-6, -6, FIELD_SIZE + 12, FIELD_SIZE + 12).fill(COLOR.shadow);
    g.rect(0, 0, FIELD_SIZE, FIELD_SIZE).fill(COLOR.field).stroke({ width: 1.5, color: COLOR.fieldEdge });
    for (let v = GRID; v < FIELD_SIZE; v += GRID) g.moveTo(v, 0).lineTo(v, FIELD_SIZE).moveTo(0, v).lineTo(FIELD_SIZE, v);
    g.stroke({ width: 0.6, color: COLOR.grid, alpha: 0.08 });
    this.container.addChild(g);
    for (const p of seats) this.drawEdge(p.seat, nameOf(p.seat), p.edge, p.eliminated, upright);
  }

  private drawEdge(seat: Seat, name: string, edge: { a: { x: number; y: number }; b: { x: number; y: number } }, out: boolean, upright: number): void {
    const g = new Graphics();
    g.moveTo(edge.a.x, edge.a.y).lineTo(edge.b.x, edge.b.y).stroke({ width: EDGE_WIDTH, color: SEAT_COLOR[seat], alpha: out ? 0.3 : 0.95, cap: 'butt' });
    this.container.addChild(g);
    // The label, the player's name (never the seat id), sits just outside the field near one end of
    // the edge: the middle is where heroes stand, and their name plates would cover it.
    const mx = edge.a.x + (edge.b.x - edge.a.x) * LABEL_ALONG;
    const my = edge.a.y + (edge.b.y - edge.a.y) * LABEL_ALONG;
    const ox = mx <= 0.5 ? -10 : mx >= FIELD_SIZE - 0.5 ? 10 : 0;
    const oy = my <= 0.5 ? -10 : my >= FIELD_SIZE - 0.5 ? 10 : 0;
    const label = worldText(`${SEAT_MARK[seat].glyph} ${name}`, 8, { fill: SEAT_COLOR[seat], fontWeight: '700' });
    label.position.set(mx + ox, my + oy);
    label.rotation = upright;
    this.container.addChild(label);
  }
}
