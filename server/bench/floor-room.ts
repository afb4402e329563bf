/**
 * The bench's "floor": a bare Colyseus 0.16 room doing only the work no design of this server can
 * avoid for one accepted action — zod on the message, one SQLite insert committed with
 * synchronous=FULL (its own fsync), three schema fields changed, and a ~400-byte event to every
 * client followed by the patch. No rules, no views, no private channel. server.bench.ts plays the
 * same matches against it and against the real `match` room, so the two costs are side by side.
 */
import Database from 'better-sqlite3';
import { Room, type Client } from '@colyseus/core';
import { MapSchema, Schema, type } from '@colyseus/schema';
import { ActionSchema, type Mode } from '@signum/shared';
import { SEATS } from '../src/room/seats';

class FloorSeat extends Schema {
  @type('string') seat = '';
  @type('string') name = '';
}

class FloorState extends Schema {
  @type({ map: FloorSeat }) seats = new MapSchema<FloorSeat>();
  @type('number') turn = 0;
  @type('string') waitingFor = '';
  @type('number') pendingId = -1;
}

/** A ~400-byte event batch, the size of a typical accepted action's events on the wire. */
const EVENTS = [
  { type: 'moved', creature: 'p1-hero', from: { x: 120.5, y: 88.25 }, to: { x: 164.75, y: 131.5 }, path: [{ x: 140, y: 110 }, { x: 164.75, y: 131.5 }], distance: 61.3 },
  { type: 'decision', id: 17, seat: 'p2', kind: 'tacticWindow', trigger: 'moved', creature: 'p1-hero' },
  { type: 'prosperity', seat: 'p1', amount: 1, total: 7, reason: 'building' },
  { type: 'activated', creature: 'p1-hero', seat: 'p1' },
];

let db: Database.Database | undefined;
let insert: Database.Statement | undefined;

/** Open the floor's SQLite file (WAL, synchronous=FULL, as the real store) once per process. */
export function openFloorLog(file: string): void {
  db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma('synchronous = FULL');
  db.exec('CREATE TABLE IF NOT EXISTS log (match_id TEXT NOT NULL, idx INTEGER NOT NULL, seat TEXT NOT NULL, action TEXT NOT NULL, PRIMARY KEY (match_id, idx))');
  insert = db.prepare('INSERT INTO log (match_id, idx, seat, action) VALUES (?, ?, ?, ?)');
}

/** Close the floor's SQLite file. */
export function closeFloorLog(): void {
  db?.close();
}

/** The floor room: seats by join order, `started` once each seat has said `ready`, then actions. */
export class FloorRoom extends Room<FloorState> {
  private seatOf = new Map<string, string>();
  private ready = new Set<string>();
  private seats: string[] = [];
  private index = 0;

  override onCreate(options: { mode: Mode }): void {
    this.setState(new FloorState());
    this.seats = SEATS[options.mode];
    this.onMessage('deck', () => {});
    this.onMessage('ready', (client) => {
      this.ready.add(client.sessionId);
      if (this.ready.size === this.seats.length) this.broadcast('started', { seats: this.seats });
    });
    this.onMessage('action', (client, message) => this.onAction(client, message));
  }

  override onJoin(client: Client, options: { name?: string; spectate?: boolean }): void {
    if (options.spectate || this.seatOf.size >= this.seats.length) return;
    const seat = this.seats[this.seatOf.size]!;
    this.seatOf.set(client.sessionId, seat);
    client.send('welcome', { seat, code: 'floor' }); // as the game's room does (the bench reads the code)
    const s = new FloorSeat();
    s.seat = seat;
    s.name = options.name ?? seat;
    this.state.seats.set(seat, s);
  }

  private onAction(client: Client, message: unknown): void {
    const seat = this.seatOf.get(client.sessionId);
    const parsed = ActionSchema.safeParse(message);
    if (!seat || !parsed.success) return client.send('error', { code: 'MALFORMED', message: 'not an action' });
    const index = this.index++;
    insert!.run(this.roomId, index, seat, JSON.stringify(parsed.data));
    this.state.turn = index;
    this.state.waitingFor = seat;
    this.state.pendingId = index;
    for (const c of this.clients) c.send('events', { index, events: EVENTS });
    this.broadcastPatch();
  }
}
