/**
 * The room's own work per accepted action, without sockets or a store: the bench's games (same
 * modes, seeds, precons and random bots as server.bench.ts) are played once, then their states are
 * replayed through `syncState` (plus the schema's patch encoding: `patch`), the private channel and
 * the events fan-out to fake clients, and the engine's `apply` of the same actions. Prints CPU µs per
 * action for each part. server.bench.ts measures the whole server under load, where the machine moves
 * the figures more than a change to one part does; this isolates the parts.
 *
 *   npx tsx --tsconfig server/tsconfig.json server/bench/room-work.bench.ts [parts] [reps]
 *
 * parts: a comma list of sync, patch, private, events, apply (default all). For instruction counts,
 * bundle it and run it under callgrind at two rep counts; the difference divided by the extra
 * actions is one replay's cost, free of start-up and compilation:
 *
 *   npx esbuild server/bench/room-work.bench.ts --bundle --platform=node --tsconfig=server/tsconfig.json --outfile=.bench/room-work.cjs
 *   valgrind --tool=callgrind --callgrind-out-file=/dev/null node --single-threaded .bench/room-work.cjs sync 2
 *   valgrind --tool=callgrind --callgrind-out-file=/dev/null node --single-threaded .bench/room-work.cjs sync 8
 */
import { Encoder } from '@colyseus/schema';
import type { Client } from '@colyseus/core';
import { apply, playGame, PRECONS, randomBot, type Action, type GameEvent, type GameState, type Mode, type Seat } from '@signum/shared';
import { sendEvents } from '../src/room/event-fanout';
import { PrivateChannel } from '../src/room/private-channel';
import { MatchState } from '../src/room/schema';
import { seatsOf } from '../src/room/seats';
import { syncState } from '../src/room/sync-state';

type Part = 'sync' | 'patch' | 'private' | 'events' | 'apply';
const PARTS: Part[] = ['sync', 'patch', 'private', 'events', 'apply'];
const MODES: Mode[] = ['duel', 'ffa3', 'ffa4', 'teams'];
const GAMES = 24;
const TURNS = 8;

interface Step {
  state: GameState;
  events: GameEvent[];
  /** Who acted and what, to reach this state from the one before (absent for the first). */
  seat?: Seat;
  action?: Action;
}

/** Game `k` of server.bench.ts (the same mode, seed, precons and bots), every state along the way. */
function playBenchGame(k: number): { seats: Seat[]; steps: Step[] } {
  const mode = MODES[k % MODES.length]!;
  const seats = seatsOf({ mode } as Parameters<typeof seatsOf>[0]);
  const seed = `bench-${k}`;
  const loadouts = Object.fromEntries(seats.map((s, i) => [s, structuredClone(PRECONS[(k + i) % PRECONS.length]!.loadout)]));
  const bots = Object.fromEntries(seats.map((s) => [s, randomBot(`${seed}/${s}`)]));
  const steps: Step[] = [];
  const played = playGame({
    seed, mode, loadouts, bots, turnLimit: TURNS, maxActions: 600,
    onAction: ({ seat, action }, events, before, after) => {
      if (steps.length === 0) steps.push({ state: before, events: [] });
      steps.push({ state: after, events, seat, action });
    },
  });
  if (played.errors.length > 0) throw new Error(`game ${k}: ${played.errors[0]}`);
  return { seats, steps };
}

/** A client that only counts what it is sent. */
class FakeClient {
  bytes = 0;
  constructor(readonly sessionId: string) {}
  send(_type: string, message: unknown): void {
    this.bytes += JSON.stringify(message).length;
  }
  enqueueRaw(bytes: Uint8Array): void {
    this.bytes += bytes.length;
  }
}
const fakeClient = (sessionId: string) => new FakeClient(sessionId) as unknown as Client;

const games = Array.from({ length: GAMES }, (_, k) => playBenchGame(k));
const actions = games.reduce((n, g) => n + g.steps.length - 1, 0);

/** One replay of every game through `part`. */
function replay(part: Part): void {
  for (const g of games) {
    if (part === 'apply') {
      for (let i = 1; i < g.steps.length; i++) apply(g.steps[i - 1]!.state, g.steps[i]!.seat!, g.steps[i]!.action!);
      continue;
    }
    const target = new MatchState();
    const encoder = new Encoder(target);
    const secrets = new PrivateChannel();
    const clients = [...g.seats, 'spectator'].map(fakeClient);
    const seatOf = (c: Client) => (c.sessionId === 'spectator' ? undefined : (c.sessionId as Seat));
    g.steps.forEach(({ state, events }, index) => {
      if (part === 'sync' || part === 'patch') syncState(target, state);
      if (part === 'patch') {
        encoder.encode();
        encoder.discardChanges();
      }
      if (part === 'private') secrets.update(state, clients, seatOf);
      if (part === 'events') sendEvents(clients, (c) => seatOf(c) ?? 'spectator', index, events);
    });
  }
}

const parts = process.argv[2] ? (process.argv[2].split(',') as Part[]) : PARTS;
const reps = Number(process.argv[3] ?? 10);
for (const part of parts) {
  if (!PARTS.includes(part)) throw new Error(`unknown part ${part} (expected ${PARTS.join(', ')})`);
  replay(part); // compiled and warm before it is timed
  const before = process.cpuUsage();
  for (let r = 0; r < reps; r++) replay(part);
  const used = process.cpuUsage(before);
  console.log(`${part.padEnd(8)} ${((used.user + used.system) / reps / actions).toFixed(1)} µs per action (${actions} actions, ${reps} replays)`);
}
