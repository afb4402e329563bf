/**
 * `npm run bench:server`: many concurrent bot matches against one game server over loopback.
 *
 * The server runs in its own process (bench-server.ts, bundled as production's server is and run by
 * plain node: server-bundle.ts). This process (or its client processes: --client-procs) plays every seat as a real colyseus.js client: it
 * keeps a shadow copy of each game (same seed, decks and engine, so the same state), lets a seeded
 * random bot choose for the seat the game waits for, and SENDS that action on the seat's socket;
 * the next action goes only after the server's acknowledgement
 * (`events` with the action's index). A server rejection would mean the shadow diverged and
 * stops that match. Each match also has one spectator, joined once the game has started.
 *
 * Measured: time from an action's send to the first state patch after that action's events at
 * every client of the match (players and spectator), taking the last client (p50/p99); actions/s;
 * bytes per state patch per client (median/p99); the join snapshot a spectator gets mid-game; and
 * the server's event-loop delay and CPU per accepted action; and for the actions over 15 ms (issue
 * 16's p99 bar), whether each overlapped a garbage collection or another stall of the server's event
 * loop or of this process's (pauses.ts: both processes note when their loops stood still).
 *
 * The same load (same matches, seeds and so the same actions) is played against each target, one
 * after the other, each in a fresh server process, and the figures are printed side by side:
 * `match` (this server), `floor` (floor-room.ts: a bare Colyseus room doing only the unavoidable
 * work), and with --old=<dir> first `old`, the server of another checkout (e.g. main in a git
 * worktree with node_modules). --targets=match,floor picks which of this checkout's targets run.
 * Every server runs with the node flags `npm start` runs the production server with (package.json),
 * then those of --node-args="…". This process, which plays every client, has a 128 MB young
 * generation of its own (`npm run bench:server` in package.json): it holds 500 shadow games and every
 * client's copy of its room, and with V8's default its scavenges held its event loop often enough
 * that the latencies it measures, the floor's included, were partly its own (server/bench/README.md).
 *
 * Options: --rounds=1 (the whole run again, the targets in turn: forward, then backward; with more than one, the
 * figures over the rounds and the median of the rounds' ratios to the floor close the output) --at-once (the
 * targets at the same time instead, each in a bench process of its own: at-once.ts) --pin (each server on a core of
 * its own, this process on the others: pin.ts) --client-procs=1 (the clients spread over that many processes of their
 * own, whose figures are joined: client-parts.ts) --warmup=0 (matches played, saturated and unmeasured, before the load) --prof=<dir> (a CPU profile of each server) --alloc-prof=<dir> (a sampled allocation profile of each, DevTools' .heapprofile; with --alloc-survivors only what lived through a scavenge) --server-log=<dir> (each server's own output) --ramp-ms=25 (between match starts) --seating=8 (matches
 * being seated at once; a match not seated is tried again in a fresh room, 3 tries) --together=false (play each
 * match as soon as it is seated, not once all are) --matches=16 --turns=8 --store=sqlite|memory
 * --modes=duel,ffa3,ffa4,teams --max-actions=600 --think-ms=1000 --out=<file>. `--think-ms` is a
 * player's pause before each action (jittered ±50%): with 0 every match sends its next action the
 * moment the last one is acknowledged, which measures the server saturated, not a table of players. Results also go to .bench/server.json
 * (or --out). BENCH_DEBUG=1 names the actions some client never got a patch after (`withoutPatch`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { createInterface } from 'node:readline';
import { apply, createGame, PRECONS, randomBot, RULEBOOK, whoActs, type Bot, type GameState, type Mode, type Seat } from '@signum/shared';
import { Client, Protocol, Room } from 'colyseus.js';
import { REPO_ROOT, spawnJs, startNodeFlags, type Spawned } from '../test-support/processes';
import { benchServerBundle, bundleBenchServer } from './server-bundle';
import { runAtOnce } from './at-once';
import { pinProcess, splitCores, type CoreSplit } from './pin';
import { addWaits, recordPauses, whereSlowActionsWaited, type GcPause, type Pause, type Timed, type Waits } from './pauses';
import { clientsInParts, type ClientSide, type Warmed } from './client-parts';
import type { Summary } from './bench-server';
import { median } from '../../shared/bench/timing';

const ROOM_STATE = 14;
const ROOM_STATE_PATCH = 15;

const args = Object.fromEntries(
  process.argv
    .slice(2)
    .map((a) => a.replace(/^--/, ''))
    .map((a) => (a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, 'true'])),
) as Record<string, string>;
const MATCHES = Number(args.matches ?? 16);
const TURNS = Number(args.turns ?? 8);
const STORE = args.store ?? 'sqlite';
const MODES = (args.modes ?? 'duel,ffa3,ffa4,teams').split(',') as Mode[];
const MAX_ACTIONS = Number(args['max-actions'] ?? 600);
const THINK_MS = Number(args['think-ms'] ?? 1000);
const OLD_DIR = args.old;
/** Milliseconds between two matches' starts (joining 500 matches' clients at once overruns a loaded machine). */
const RAMP_MS = Number(args['ramp-ms'] ?? 25);
const TARGETS = (args.targets ?? 'match,floor').split(',');
/**
 * Matches being seated at once (create, joins, decks, start). Seating is the bench client's heaviest
 * moment; with hundreds at once on a loaded machine its event loop fell so far behind that seat
 * reservations expired before the sockets connected, and matches never started.
 */
const SEATING = Number(args.seating ?? 8);
/** The p99 bar of issue 16, from send to the last client's patch: the actions over it are laid against the pauses (pauses.ts). */
const SLOW_MS = 15;
/** This process's own collections and stalls, reset with the server's figures. */
const clientPauses = recordPauses();
/** Tries to seat one match (a fresh room each time) before the match counts as failed. */
const SEAT_TRIES = 3;
/**
 * Whether every match waits, once seated, until all are seated before its first action
 * (--together=false: each plays as soon as it is seated). Short matches seated one after another
 * on a loaded machine otherwise end before the last ones start: 500 matches never all ran at once.
 */
const TOGETHER = args.together !== 'false';
/**
 * Matches played against each server before its measured load (--warmup=N, saturated, other seeds;
 * nothing of them counts). A server runs for hours: its CPU per action once V8 has compiled the
 * engine's hot code is what capacity planning needs, and a fresh process spends much of its first
 * few tens of thousands of actions compiling and recompiling it (shared/bench/README.md).
 */
const WARMUP = Number(args.warmup ?? 0);
/**
 * Rounds of the whole run (--rounds=N): every target once a round, in turn (forward, then backward),
 * each in a fresh server process. The machine's speed drifts between one target's run and the next;
 * the median of the rounds' ratios to the floor is the figure to trust.
 */
const ROUNDS = Math.max(1, Number(args.rounds ?? 1));
/** --at-once: every target at the same time, each in a bench process of its own (at-once.ts). */
const AT_ONCE = args['at-once'] === 'true';
/** --pin: each server on a core of its own, this process and its client processes (--client-procs) on the others (pin.ts); with --at-once, the servers share theirs. */
const PIN: CoreSplit | undefined = args.pin === 'true' ? splitCores() : undefined;
/**
 * --client-procs=N: the clients in N processes of their own (client-parts.ts) instead of in this one,
 * so that a collection of one holds only its share; each is started with --part=i/N, --url and --part-out.
 */
const CLIENT_PROCS = Math.max(1, Number(args['client-procs'] ?? 1));
/** The options a client process (--part) needs of this bench's, passed on to each. */
const PART_OPTIONS = ['matches', 'turns', 'modes', 'max-actions', 'think-ms', 'ramp-ms', 'seating', 'together', 'warmup'];
const SEATS: Record<Mode, Seat[]> = { duel: ['p1', 'p2'], ffa3: ['p1', 'p2', 'p3'], ffa4: ['p1', 'p2', 'p3', 'p4'], teams: ['p1', 'p2', 'p3', 'p4'] };

/** Every frame a client room receives, seen before colyseus.js decodes it. */
type FrameTap = (code: number, bytes: number, at: number) => void;
const taps = new WeakMap<Room, FrameTap>();
const early = new WeakMap<Room, { code: number; bytes: number; at: number }[]>();
{
  const proto = Room.prototype as unknown as { onMessageCallback(this: Room, e: { data: ArrayBuffer }): void };
  const decode = proto.onMessageCallback;
  proto.onMessageCallback = function (this: Room, event) {
    const bytes = (event.data as ArrayBuffer).byteLength;
    const data = new Uint8Array(event.data);
    const code = data[0]!;
    const at = performance.now();
    if (seatingFrames) countFrame(seatingFrames, data);
    const tap = taps.get(this);
    if (tap) tap(code, bytes, at);
    else {
      let list = early.get(this);
      if (!list) early.set(this, (list = []));
      list.push({ code, bytes, at });
    }
    // Once a match plays, its clients' patches are timed and counted but not decoded (below).
    if (code === ROOM_STATE_PATCH && undecodedPatches.has(this)) return;
    decode.call(this, event);
  };
}

/**
 * The clients whose state patches are no longer decoded: every client of a match once it plays.
 * The bench reads no client's state after seating, and decoding every client's patches in this one
 * process (2,000 clients at 500 matches) was about a quarter of its busy time while the matches
 * played (a CPU profile of it): frames waited behind other clients' decoding, which a browser
 * decoding only its own does not do. Every frame is still timed when it arrives.
 */
const undecodedPatches = new WeakSet<Room>();

/**
 * While the measured matches are being seated, every frame any client receives, by kind: a message's
 * type, else the protocol's name for its code (JOIN_ROOM, ROOM_STATE, ROOM_STATE_PATCH). Unlike CPU,
 * the count does not move with the machine's load, and each frame is a send and a socket write on the
 * server.
 */
let seatingFrames: Map<string, number> | undefined;
function countFrame(counts: Map<string, number>, data: Uint8Array): void {
  // A message's type follows its code as a msgpack string (fixstr: 0xa0 | length).
  const fixstr = data[0] === Protocol.ROOM_DATA && (data[1]! & 0xe0) === 0xa0;
  const kind = fixstr ? Buffer.from(data.buffer, data.byteOffset + 2, data[1]! & 0x1f).toString() : (Protocol[data[0]!] ?? String(data[0]));
  counts.set(kind, (counts.get(kind) ?? 0) + 1);
}

/** Start recording a room's frames (including any that came before it was handed to us). */
function tap(room: Room, fn: FrameTap): void {
  for (const f of early.get(room) ?? []) fn(f.code, f.bytes, f.at);
  early.delete(room);
  taps.set(room, fn);
}

/**
 * `p`, or a rejection after `ms`: a request or an acknowledgement that never comes (a server that
 * dropped it) then counts as that match's problem instead of keeping the whole run from ending.
 */
function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`no ${what} within ${ms} ms`)), ms)));
  return Promise.race([p, late]).finally(() => clearTimeout(timer));
}

async function until(check: () => boolean, what: string, ms: number): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > ms) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

/** The seat whose synced name is `name`, as one client's state shows it. */
function seatNamed(room: Room, name: string): Seat | undefined {
  const seats = (room.state as { seats?: Map<string, { name: string; seat: string }> }).seats;
  if (!seats) return undefined;
  for (const [, s] of seats) if (s.name === name) return s.seat as Seat;
  return undefined;
}

function once<T>(room: Room, type: string, ms = 15_000): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${type} within ${ms} ms`)), ms);
    const off = room.onMessage(type, (m: T) => {
      clearTimeout(timer);
      off();
      resolve(m);
    });
  });
}

/** What one target's run measured (reset before each target). */
function freshMetrics() {
  return {
    patchBytes: [] as number[],
    snapshotBytes: [] as number[],
    latencies: [] as number[],
    /** The actions over SLOW_MS from send to the last client's patch, with when they were sent. */
    slow: [] as Timed[],
    ackLatencies: [] as number[],
    bytesAfterStart: 0,
    clientActionPairs: 0,
    accepted: 0,
    unpatched: 0,
    matchesStarted: 0,
    seatRetries: 0,
    playing: 0,
    peakPlaying: 0,
    problems: [] as string[],
  };
}
type Metrics = ReturnType<typeof freshMetrics>;
let metrics = freshMetrics();

interface InFlight {
  t0: number;
  index: number;
  pending: Set<number>;
  last: number;
}

/** At most `n` holders at once (the matches being seated). */
class Slots {
  private free: number;
  private readonly waiting: (() => void)[] = [];
  constructor(n: number) {
    this.free = n;
  }
  async take(): Promise<() => void> {
    if (this.free > 0) this.free--;
    else await new Promise<void>((r) => this.waiting.push(r));
    return () => {
      const next = this.waiting.shift();
      if (next) next();
      else this.free++;
    };
  }
}
let seating = new Slots(SEATING);

/** Resolves once every match of the run is seated or has given up (the --together barrier). */
let everyoneSeated: Promise<void> = Promise.resolve();
let seatingDone: () => void = () => {};
let seatingLeft = 0;
function oneSeatingDone(): void {
  if (--seatingLeft === 0) seatingDone();
}

/** Quiet the SDK's warning for messages this client does not listen to (chat history, players, …). */
function listenQuietly(room: Room): Room {
  for (const type of ['welcome', 'chatHistory', 'players', 'history', 'private', 'deckAccepted', 'saving']) room.onMessage(type, () => {});
  return room;
}

/** A started match: its seats' clients, a spectator, and the decks the shadow game needs. */
interface Seated {
  bySeat: Map<Seat, Room>;
  spectator: Room;
  loadouts: Partial<Record<Seat, (typeof PRECONS)[number]['loadout']>>;
}

/** Create match `k`'s room, seat every player, start the game and add the spectator. */
async function seatMatch(url: string, k: number, options: Record<string, unknown>, seats: Seat[]): Promise<Seated> {
  const rooms: Room[] = [];
  try {
    const first = await within(new Client(url).create('match', { ...options, name: 'seat-1' }), 30_000, 'room created');
    rooms.push(first);
    // A private match is joined by id with its code, which its first seat is given in `welcome`.
    const welcome = once<{ code?: string }>(first, 'welcome');
    listenQuietly(first);
    const { code } = await welcome;
    for (let i = 1; i < seats.length; i++) rooms.push(listenQuietly(await within(new Client(url).joinById(first.roomId, { name: `seat-${i + 1}`, code }), 30_000, 'seat joined')));
    const bySeat = new Map<Seat, Room>();
    const loadouts: Seated['loadouts'] = {};
    // Which seat each client got: `welcome` can arrive before a handler exists, so read the synced
    // seats instead, where each client's join name shows.
    await until(() => rooms.every((r, i) => seatNamed(r, `seat-${i + 1}`) !== undefined), 'every seat to be taken', 15_000);
    rooms.forEach((r, i) => bySeat.set(seatNamed(r, `seat-${i + 1}`)!, r));
    const started = rooms.map((r) => once(r, 'started', 60_000));
    // Awaited together below; a match that fails before then must not end the whole run.
    for (const p of started) p.catch(() => undefined);
    for (const [i, seat] of seats.entries()) {
      const room = bySeat.get(seat)!;
      room.onMessage('*', () => {});
      const precon = PRECONS[(k + i) % PRECONS.length]!;
      loadouts[seat] = structuredClone(precon.loadout);
      room.send('deck', { precon: precon.id });
      room.send('ready', {});
    }
    await Promise.all(started);
    const spectator = listenQuietly(await within(new Client(url).joinById(first.roomId, { spectate: true, code }), 30_000, 'spectator joined'));
    rooms.push(spectator);
    spectator.onMessage('*', () => {});
    return { bySeat, spectator, loadouts };
  } catch (e) {
    await Promise.all(rooms.map((r) => r.leave().catch(() => undefined)));
    throw e;
  }
}

/** A set of matches played against a server: their seeds' prefix and the players' pause before each action. */
interface Wave {
  seeds: string;
  thinkMs: number;
}
const MEASURED: Wave = { seeds: 'bench', thinkMs: THINK_MS };
const WARMING: Wave = { seeds: 'warmup', thinkMs: 0 };

/** One match from creation to its end (result, turn limit or action cap). */
async function playMatch(url: string, k: number, wave: Wave = MEASURED): Promise<void> {
  const mode = MODES[k % MODES.length]!;
  const seats = SEATS[mode];
  const seed = `${wave.seeds}-${k}`;
  // Clocks off: a clock running out would make the server act for a seat, which the shadow cannot follow.
  const options = { mode, seed, turnLimit: TURNS, private: true, clock: { decisionSeconds: 0, turnSeconds: 0, matchMinutes: 0 } };
  let seated: Seated | undefined;
  const release = await seating.take();
  try {
    for (let attempt = 1; !seated; attempt++) {
      try {
        seated = await seatMatch(url, k, options, seats);
      } catch (e) {
        metrics.seatRetries++;
        if (attempt >= SEAT_TRIES) throw new Error(`${seed}: not seated after ${attempt} tries: ${(e as Error).message}`);
      }
    }
  } finally {
    release();
    oneSeatingDone();
  }
  if (TOGETHER) await everyoneSeated;
  metrics.matchesStarted++;
  metrics.playing++;
  metrics.peakPlaying = Math.max(metrics.peakPlaying, metrics.playing);
  try {
    await playSeated(seated, seats, mode, seed, wave.thinkMs);
  } finally {
    metrics.playing--;
  }
}

/** Play a seated match to its end: each action sent on its seat's socket, measured to every client's patch. */
async function playSeated(seated: Seated, seats: Seat[], mode: Mode, seed: string, thinkMs: number): Promise<void> {
  const { bySeat, spectator, loadouts } = seated;
  const clients = [...seats.map((s) => bySeat.get(s)!), spectator];
  for (const room of clients) undecodedPatches.add(room);

  // Per-client bookkeeping: the actions whose events it has seen and whose patch it still awaits.
  let current: InFlight | null = null;
  const records = new Map<number, InFlight>();
  const awaiting: number[][] = clients.map(() => []);
  clients.forEach((room, c) => {
    tap(room, (code, bytes, at) => {
      if (code === ROOM_STATE && room === spectator) metrics.snapshotBytes.push(bytes);
      if (code !== ROOM_STATE) metrics.bytesAfterStart += bytes;
      if (code !== ROOM_STATE_PATCH) return;
      metrics.patchBytes.push(bytes);
      for (const index of awaiting[c]!) {
        const rec = records.get(index)!;
        rec.pending.delete(c);
        rec.last = Math.max(rec.last, at);
        if (rec.pending.size === 0) {
          metrics.latencies.push(rec.last - rec.t0);
          if (rec.last - rec.t0 > SLOW_MS) metrics.slow.push({ at: performance.timeOrigin + rec.t0, ms: rec.last - rec.t0 });
          records.delete(index);
        }
      }
      awaiting[c] = [];
    });
    room.onMessage('events', (m: { index: number }) => {
      // The first client to see an action's events opens its record; the others may see them later,
      // even after the match's last action was acknowledged to its sender.
      if (!records.has(m.index)) {
        if (!current) return;
        records.set(m.index, { ...current, index: m.index });
      }
      awaiting[c]!.push(m.index);
    });
  });

  let state: GameState = createGame({ mode, seed, loadouts, ruleset: RULEBOOK, turnLimit: TURNS });
  const bots = new Map<Seat, Bot>(seats.map((s) => [s, randomBot(`${seed}/${s}`)]));
  let actions = 0;
  while (state.result === null && actions < MAX_ACTIONS) {
    const seat = whoActs(state);
    if (!seat) break;
    if (thinkMs > 0) await new Promise((r) => setTimeout(r, thinkMs * (0.5 + Math.random())));
    const action = bots.get(seat)!.choose(state, seat);
    if (!action) {
      metrics.problems.push(`${seed}: ${seat} has no action`);
      break;
    }
    const room = bySeat.get(seat)!;
    const ack = new Promise<{ index: number }>((resolve, reject) => {
      // This seat's client may still have the previous action's events on the way: wait for ours.
      const offE = room.onMessage('events', (m: { index: number }) => void (m.index >= actions && (offE(), offR(), resolve(m))));
      const offR = room.onMessage('error', (e: { code: string; message: string }) => (offE(), offR(), reject(new Error(`${e.code}: ${e.message}`))));
    });
    const t0 = performance.now();
    current = { t0, index: -1, pending: new Set(clients.keys()), last: 0 };
    room.send('action', action);
    try {
      const { index } = await within(ack, 60_000, 'acknowledgement');
      if (index !== actions) throw new Error(`the server logged action #${index}, the shadow is at #${actions}`);
    } catch (e) {
      metrics.problems.push(`${seed} action #${actions}: server rejected ${JSON.stringify(action)}: ${(e as Error).message}`);
      break;
    }
    metrics.ackLatencies.push(performance.now() - t0);
    const r = apply(state, seat, action);
    if (!r.ok) {
      metrics.problems.push(`${seed}: the shadow game rejected what the server accepted (${r.code})`);
      break;
    }
    state = r.state;
    actions++;
    metrics.accepted++;
  }
  current = null;
  await new Promise((res) => setTimeout(res, 300)); // the last patches
  metrics.unpatched += records.size;
  if (process.env.BENCH_DEBUG) for (const r of records.values()) console.log(`${seed}: action #${r.index} of ${actions} still waits for clients ${[...r.pending].join(",")} of ${clients.length}`);
  metrics.clientActionPairs += actions * clients.length;
  await Promise.all(clients.map((r) => r.leave().catch(() => undefined)));
}

function pct(xs: number[], p: number): number {
  if (xs.length === 0) return NaN;
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
}
const r1 = (x: number) => Math.round(x * 10) / 10;
const r2 = (x: number) => Math.round(x * 100) / 100;

function ask(server: Spawned, line: string, answer: RegExp): Promise<RegExpMatchArray> {
  const before = server.output().length;
  server.child.stdin!.write(`${line}\n`);
  return new Promise((resolve, reject) => {
    const timer = setInterval(() => {
      const m = server.output().slice(before).match(answer);
      if (m) {
        clearInterval(timer);
        resolve(m);
      }
    }, 20);
    server.exited.then(() => (clearInterval(timer), reject(new Error(`server exited:\n${server.output()}`))));
  });
}

/** Which of a wave's matches a process plays: match k when k mod `parts` is `part` (all of them when the clients are in one process). */
interface Share {
  part: number;
  parts: number;
}
const WHOLE: Share = { part: 0, parts: 1 };

function matchesOf(count: number, share: Share): number[] {
  return Array.from({ length: count }, (_, k) => k).filter((k) => k % share.parts === share.part);
}

/**
 * Fresh metrics, seating slots (SEATING shared out over the processes) and --together barrier for a
 * wave of `matches` (the warm-up's or the measured one's); `seated` runs once they are all seated,
 * before the barrier opens.
 */
function startWave(matches: number, share: Share, seated: () => Promise<void> = async () => {}): void {
  metrics = freshMetrics();
  seating = new Slots(Math.max(1, Math.round(SEATING / share.parts)));
  seatingLeft = matches;
  everyoneSeated = new Promise<void>((open) => {
    seatingDone = () =>
      void seated().then(open, (e) => {
        metrics.problems.push(`at the seated barrier: ${(e as Error).message}`);
        open();
      });
  });
}

/** This process's share of the warm-up: matches played saturated, on other seeds, and not measured. */
async function warmUp(url: string, share: Share): Promise<Warmed> {
  const ks = matchesOf(WARMUP, share);
  startWave(ks.length, share);
  const done = await Promise.allSettled(ks.map((k) => playMatch(url, k, WARMING)));
  const problems = [...done.flatMap((r) => (r.status === 'rejected' ? [String((r.reason as Error)?.message ?? r.reason)] : [])), ...metrics.problems];
  return { accepted: metrics.accepted, problems };
}

/** What one process's clients measured over the measured matches (its share of them). */
interface ClientRun {
  metrics: Metrics;
  /** The frames its clients received while seating, by kind. */
  seatingFrames: [string, number][];
  cpuMs: number;
  eventLoopDelayMs: { p50: number; p99: number; max: number };
  /** Its own collections and stalls, to lay its slow actions against. */
  pauses: { gc: GcPause[]; stalls: Pause[] };
}

/** Play this process's share of the measured matches, started RAMP_MS apart; `seated` as in startWave. */
async function playShare(url: string, share: Share, seated: () => Promise<void>): Promise<ClientRun> {
  clientPauses.reset();
  const ks = matchesOf(MATCHES, share);
  startWave(ks.length, share, seated);
  const frames = (seatingFrames = new Map());
  void everyoneSeated.then(() => (seatingFrames = undefined));
  // These clients' own process: if it falls behind, latencies are partly its own, so it is measured too.
  const lag = monitorEventLoopDelay({ resolution: 5 });
  lag.enable();
  const cpu = process.cpuUsage();
  const results = await Promise.allSettled(ks.map((k) => new Promise((r) => setTimeout(r, k * RAMP_MS)).then(() => playMatch(url, k))));
  lag.disable();
  const used = process.cpuUsage(cpu);
  for (const r of results) if (r.status === 'rejected') metrics.problems.push(String((r.reason as Error)?.stack ?? r.reason));
  return {
    metrics,
    seatingFrames: [...frames],
    cpuMs: (used.user + used.system) / 1000,
    eventLoopDelayMs: { p50: lag.percentile(50) / 1e6, p99: lag.percentile(99) / 1e6, max: lag.max / 1e6 },
    pauses: { gc: [...clientPauses.gc], stalls: [...clientPauses.stalls] },
  };
}

/** The clients in this process: its warm-up and its play, directly. */
function clientsHere(url: string): ClientSide<ClientRun> {
  return {
    warmUp: () => warmUp(url, WHOLE),
    play: async (seated) => [await playShare(url, WHOLE, seated)],
    close: () => {},
  };
}

/**
 * A client process (--part=i/N, client-parts.ts): its share of the warm-up, then on `play` its share
 * of the measured matches, with `SEATED` and `go` as the --together barrier across the processes.
 */
async function runPart(): Promise<void> {
  const [part, parts] = args.part!.split('/').map(Number) as [number, number];
  const share = { part, parts };
  const lines = createInterface({ input: process.stdin })[Symbol.asyncIterator]();
  const expectLine = async (want: string) => {
    const { value } = await lines.next();
    if (value !== want) throw new Error(`part ${part}: expected "${want}" from the bench, got "${value}"`);
  };
  const warmed = WARMUP > 0 ? await warmUp(args.url!, share) : { accepted: 0, problems: [] };
  console.log(`WARMED ${JSON.stringify(warmed)}`);
  await expectLine('play');
  const run = await playShare(args.url!, share, async () => {
    console.log('SEATED');
    await expectLine('go');
  });
  writeFileSync(args['part-out']!, JSON.stringify(run));
  console.log('DONE');
  process.exit(0);
}

/** Every client process's figures as one: the lists joined, the counts added, the slowest loop's delays. */
function joinRuns(runs: readonly ClientRun[], serverPauses: { gc: Pause[]; stalls: Pause[] }) {
  const m = freshMetrics();
  for (const r of runs) {
    for (const key of ['patchBytes', 'snapshotBytes', 'latencies', 'slow', 'ackLatencies', 'problems'] as const) (m[key] as unknown[]).push(...r.metrics[key]);
    for (const key of ['bytesAfterStart', 'clientActionPairs', 'accepted', 'unpatched', 'matchesStarted', 'seatRetries', 'peakPlaying'] as const) m[key] += r.metrics[key];
  }
  const frames = new Map<string, number>();
  for (const r of runs) for (const [kind, n] of r.seatingFrames) frames.set(kind, (frames.get(kind) ?? 0) + n);
  const worst = (key: 'p50' | 'p99' | 'max') => r1(Math.max(...runs.map((r) => r.eventLoopDelayMs[key])));
  return {
    metrics: m,
    frames,
    cpuMs: runs.reduce((a, r) => a + r.cpuMs, 0),
    eventLoopDelayMs: { p50: worst('p50'), p99: worst('p99'), max: worst('max') },
    // Each process's slow actions against its own pauses (pauses.ts addWaits).
    slowActions: addWaits(runs.map((r) => whereSlowActionsWaited(r.metrics.slow, SLOW_MS, serverPauses, r.pauses))),
  };
}

/** The servers a run can measure: this checkout's game or floor room, or another checkout's game. */
type Target = 'old' | 'match' | 'floor';

/** Play the whole load against one target's fresh server process and return its figures (`round`: names its files). */
async function runTarget(target: Target, round: number) {
  const startedAt = Date.now();
  const env: Record<string, string> = { PORT: '0', BENCH_STORE: STORE, BENCH_ROOM: target === 'floor' ? 'floor' : 'match' };
  // --alloc-prof=<dir>: where each server's allocations came from, garbage included, over the measured run (bench-server.ts).
  if (args['alloc-prof']) env.BENCH_ALLOC_PROFILE = join(args['alloc-prof'], `${target}${roundSuffix(round)}.heapprofile`);
  // --alloc-survivors: that profile without what scavenges freed (only what lived through one: what makes them dear).
  if (args['alloc-survivors']) env.BENCH_ALLOC_SURVIVORS = '1';
  // --prof=<dir>: a CPU profile of each server process (node --cpu-prof), to open in Chrome's DevTools.
  // Every server runs with the node flags `npm start` gives the production server (its young
  // generation's size), then --node-args="…" (V8's heap and GC settings, say): the same for all targets.
  const nodeArgs = [...startNodeFlags(), ...(args['node-args'] ? args['node-args'].split(' ') : []), ...(args.prof ? ['--cpu-prof', `--cpu-prof-dir=${join(args.prof, `${target}${roundSuffix(round)}`)}`] : [])];
  const root = target === 'old' ? OLD_DIR! : REPO_ROOT;
  const server = spawnJs(benchServerBundle(root), env, { stdin: true, nodeArgs, root });
  const port = Number((await server.waitFor(/READY (\d+)/, 120_000))[1]);
  const url = `ws://127.0.0.1:${port}`;
  if (PIN) pinProcess(server.child.pid!, PIN.server); // and checked: pin.ts reads each thread's cores back
  console.log(`${target}: server on ${port}${target === 'old' ? ` from ${OLD_DIR}` : ''}${PIN ? `, every thread on core ${PIN.server}` : ''}`);
  const clients = CLIENT_PROCS > 1 ? clientsInParts<ClientRun>(CLIENT_PROCS, url, partArgs(), ownNodeFlags()) : clientsHere(url);
  let runs: ClientRun[];
  let seated: SeatedStats | undefined;
  let t0: number;
  try {
    if (WARMUP > 0) {
      const warming = performance.now();
      const warmed = await clients.warmUp();
      if (warmed.problems.length > 0) throw new Error(`${target}: ${warmed.problems.length} problems in the warm-up: ${warmed.problems[0]}`);
      console.log(`${target}: warmed up with ${WARMUP} matches, ${warmed.accepted} actions (${Math.round(performance.now() - warming)} ms)`);
    }
    await ask(server, 'reset', /RESET/);
    // With --together no action is sent before every match is seated: the server's CPU at that moment
    // splits its spending into seating (rooms, joins, decks, starts) and play (the actions themselves).
    const onSeated = async () => void (seated = JSON.parse((await ask(server, 'stats', /STATS (.*)\n/))[1]!) as SeatedStats);
    t0 = performance.now();
    runs = await clients.play(TOGETHER ? onSeated : async () => {});
  } finally {
    clients.close();
  }
  const wall = (performance.now() - t0) / 1000;
  const stats = JSON.parse((await ask(server, 'stats', /STATS (.*)\n/))[1]!);
  // The slow actions laid against both processes' pauses (an older bench server reports none); the lists themselves are not kept.
  const serverPauses = stats.pauses ?? { gc: [], stalls: [] };
  delete stats.pauses;
  server.child.stdin!.write('quit\n');
  await server.exited;
  // --server-log=<dir>: each server's own output (with --node-args=--trace-gc-nvp, say: its collections one by one).
  if (args['server-log']) {
    mkdirSync(args['server-log'], { recursive: true });
    writeFileSync(join(args['server-log'], `${target}${roundSuffix(round)}.log`), server.output());
  }
  // An older bench server reports only its CPU share; both give the CPU it spent over the run.
  const cpuMs: number = stats.cpuMs ?? (stats.cpuPercentOfOneCore / 100) * wall * 1000;
  const played = joinRuns(runs, serverPauses);
  const m = played.metrics;
  if (m.matchesStarted < MATCHES) m.problems.push(`only ${m.matchesStarted} of ${MATCHES} matches started`);
  return {
    // When the target's run (its server, warm-up and load) began and ended, in ms since the epoch.
    ranFrom: startedAt,
    ranTo: Date.now(),
    wallSeconds: r1(wall),
    actionsAccepted: m.accepted,
    actionsPerSecond: r1(m.accepted / wall),
    serverCpuMsPerAction: Math.round((cpuMs / Math.max(1, m.accepted)) * 1000) / 1000,
    // The same CPU split at the moment every match was seated (--together; absent otherwise): what
    // seating cost per match, and what the play after it cost per action.
    ...(seated?.cpuMs !== undefined
      ? {
          seatingCpuMsPerMatch: perMatch(seated.cpuMs, m.matchesStarted),
          ...seatingThreads(seated, m.matchesStarted),
          seatingFramesPerMatch: framesPerMatch(played.frames, m.matchesStarted),
          playCpuMsPerAction: Math.round(((cpuMs - seated.cpuMs) / Math.max(1, m.accepted)) * 1000) / 1000,
        }
      : {}),
    sendToLastClientPatchMs: { p50: r1(pct(m.latencies, 50)), p99: r1(pct(m.latencies, 99)), samples: m.latencies.length, withoutPatch: m.unpatched },
    // Where the actions over the p99 bar waited: a collection or stall of the server's loop or of the clients' process (pauses.ts).
    slowActions: played.slowActions,
    sendToAckMs: { p50: r1(pct(m.ackLatencies, 50)), p99: r1(pct(m.ackLatencies, 99)) },
    patchBytesPerClient: { median: pct(m.patchBytes, 50), p99: pct(m.patchBytes, 99), patches: m.patchBytes.length },
    bytesPerActionPerClient: r1(m.bytesAfterStart / Math.max(1, m.clientActionPairs)),
    spectatorJoinSnapshotBytes: { median: pct(m.snapshotBytes, 50), max: Math.max(...m.snapshotBytes) },
    matchesStarted: m.matchesStarted,
    peakConcurrentMatches: m.peakPlaying,
    seatRetries: m.seatRetries,
    server: stats,
    // The clients' processes: their CPU together, the slowest loop's delays (one process unless --client-procs).
    benchClient: {
      processes: CLIENT_PROCS,
      cpuPercentOfOneCore: r1((played.cpuMs / (wall * 1000)) * 100),
      eventLoopDelayMs: played.eventLoopDelayMs,
    },
    // The machine's load while the bench ran: on a shared 2-core machine, latency is mostly waiting for a core.
    loadAverage1m: r1(loadavg()[0]!),
    problems: m.problems,
  };
}

/**
 * Seating's CPU per match by thread: the event loop's and the others' (V8's compilers and garbage
 * collector, libuv's pool), with the kernel's share of both apart (on Linux; absent elsewhere).
 */
function seatingThreads(seated: SeatedStats, matches: number): { seatingThreadsMsPerMatch?: { main: number; others: number; kernel: number } } {
  if (seated.cpuMs === undefined || seated.mainThreadCpuMs === undefined) return {};
  const per = (ms: number) => perMatch(ms, matches);
  return { seatingThreadsMsPerMatch: { main: per(seated.mainThreadCpuMs), others: per(seated.cpuMs - seated.mainThreadCpuMs), kernel: per(seated.systemCpuMs ?? 0) } };
}

/** A seating total shared out over the matches seated, to a tenth. */
function perMatch(total: number, matches: number): number {
  return r1(total / Math.max(1, matches));
}

/** Frames the clients received while seating, per match: in all and by kind, most first. */
function framesPerMatch(counts: Map<string, number>, matches: number): { total: number; byKind: Record<string, number> } {
  const byKind = [...counts].sort((a, b) => b[1] - a[1]).map(([kind, n]) => [kind, perMatch(n, matches)]);
  return { total: perMatch([...counts.values()].reduce((a, b) => a + b, 0), matches), byKind: Object.fromEntries(byKind) };
}

type Figures = Awaited<ReturnType<typeof runTarget>>;
/** The server's figures (bench-server.ts STATS) at the moment every match is seated. */
type SeatedStats = { cpuMs?: number; systemCpuMs?: number; mainThreadCpuMs?: number };

/** One line per target, the figures that matter side by side, and each against the floor. */
function table(results: Partial<Record<Target, Figures>>): string {
  const floor = results.floor;
  const rows = Object.entries(results).map(([name, f]) => {
    const playVs = floor?.playCpuMsPerAction && f.playCpuMsPerAction !== undefined ? `, play ${r2(f.playCpuMsPerAction / floor.playCpuMsPerAction)}x` : '';
    const vs = floor && name !== 'floor' ? `  (${r2(f.serverCpuMsPerAction / floor.serverCpuMsPerAction)}x floor CPU${playVs}, ${r1(f.sendToLastClientPatchMs.p99 / floor.sendToLastClientPatchMs.p99)}x floor p99)` : '';
    const kernel = f.server.systemCpuMs !== undefined ? `, kernel ${(f.server.systemCpuMs / Math.max(1, f.actionsAccepted)).toFixed(3)}` : '';
    // The event loop's thread against the others (V8's garbage collection and compilers, libuv's pool), over the whole run.
    const main = f.server.mainThreadCpuMs;
    const perAction = (ms: number) => (ms / Math.max(1, f.actionsAccepted)).toFixed(3);
    // The other threads one by one, by id after the process's own (bench-server.ts threadsCpuMs).
    const others = Object.entries((f.server.threadsCpuMs ?? {}) as Record<string, number>).filter(([tid, ms]) => tid !== 'main' && ms > 0).sort((a, b) => b[1] - a[1]);
    const named = others.length ? ` [${others.map(([tid, ms]) => `${tid}: ${perAction(ms)}`).join(', ')}]` : '';
    const threads = main !== undefined ? `, main thread ${perAction(main)}, other threads ${perAction(f.server.cpuMs - main)}${named}` : '';
    // The event loop's garbage-collection pauses (bench-server.ts), and the heap at the end.
    const gcs = Object.entries((f.server.gc ?? {}) as Record<string, { count: number; ms: number }>).map(([kind, k]) => `${k.count} ${kind} ${k.ms} ms`);
    const live = f.server.heapLiveMB !== undefined ? ` (${f.server.heapLiveMB} MB live, --node-args=--expose-gc)` : '';
    const gc = gcs.length ? `, gc ${gcs.join(', ')}, heap ${f.server.heapUsedMB} MB${live}` : '';
    // SQLite group commits, which hold the event loop (store/sqlite-group-commit.ts).
    const c = f.server.commits as Summary | undefined;
    const commits = c ? `, ${c.count} commits (${(f.actionsAccepted / c.count).toFixed(2)} actions each) of ${c.meanMs} ms mean, ${c.over5ms} over 5 ms, ${c.over25ms} over 25 ms` : '';
    // The server's own time per action, from the room's commit to the result sent (signum_action_seconds).
    const a = f.server.actions as Summary | undefined;
    const inRoom = a ? `, in the room ${a.meanMs} ms mean, p99 ≤ ${a.p99AtMostMs} ms, ${a.over5ms} over 5 ms, ${a.over25ms} over 25 ms` : '';
    const st = f.seatingThreadsMsPerMatch;
    const seatingSplit = st ? ` (main thread ${st.main}, other threads ${st.others}; the kernel's share ${st.kernel})` : '';
    const split = f.playCpuMsPerAction !== undefined ? ` (play ${f.playCpuMsPerAction.toFixed(3)}, seating ${f.seatingCpuMsPerMatch} ms/match${seatingSplit} and ${f.seatingFramesPerMatch?.total} frames${kernel}${threads}${gc}${commits}${inRoom})` : '';
    const w = f.slowActions as Waits | undefined;
    const slow = w ? ` (${w.actions} over ${w.overMs} ms: during a server gc ${w.serverGc}, a server stall ${w.serverStall}, a client gc ${w.clientGc}, a client stall ${w.clientStall}, none ${w.none}; server ${w.server.gcPauses} gc pauses up to ${w.server.longestGcMs} ms, ${w.server.stalls} stalls up to ${w.server.longestStallMs} ms; client ${w.client.gcPauses} gc up to ${w.client.longestGcMs} ms, ${w.client.stalls} stalls up to ${w.client.longestStallMs} ms)` : '';
    return `${name.padEnd(6)} cpu/action ${f.serverCpuMsPerAction.toFixed(3)} ms${split}  patch p50 ${f.sendToLastClientPatchMs.p50} ms  p99 ${f.sendToLastClientPatchMs.p99} ms${slow}  ack p99 ${f.sendToAckMs.p99} ms  ${f.actionsPerSecond} actions/s  loop p99 ${f.server.eventLoopDelayMs.p99} ms  ${f.matchesStarted} matches (peak ${f.peakConcurrentMatches} at once)  bench client${f.benchClient.processes > 1 ? `s (${f.benchClient.processes} processes)` : ''} ${f.benchClient.cpuPercentOfOneCore}% CPU, loop p99 ${f.benchClient.eventLoopDelayMs.p99} ms  load ${f.loadAverage1m}${vs}`;
  });
  return rows.join('\n');
}

/** What a round's files are named with (nothing when the run has one round). */
function roundSuffix(round: number): string {
  return ROUNDS > 1 ? `-round${round + 1}` : '';
}

interface Spread {
  median: number;
  min: number;
  max: number;
}
interface TargetOverRounds {
  serverCpuMsPerAction: Spread;
  patchP99Ms: Spread;
  cpuRatioToFloor?: number;
  playRatioToFloor?: number;
}

/**
 * Each target over the rounds: its CPU an action and patch p99 (median, min–max), and against the
 * floor the median of the rounds' ratios, which holds when the machine's speed drifts during the run
 * (the same summary as `npm run bench:compare` gives the engine).
 */
function roundsSummary(rounds: Partial<Record<Target, Figures>>[], targets: Target[]): Record<string, TargetOverRounds> {
  const spread = (xs: number[]): Spread => ({ median: Math.round(median(xs) * 1000) / 1000, min: Math.min(...xs), max: Math.max(...xs) });
  /** The median of the rounds' ratios of `t`'s figure to the floor's; undefined when a round lacks either. */
  const toFloor = (t: Target, figure: (f: Figures) => number | undefined): number | undefined => {
    const ratios = rounds.map((r) => figure(r[t]!)! / figure(r.floor!)!);
    return ratios.every(Number.isFinite) ? r2(median(ratios)) : undefined;
  };
  return Object.fromEntries(
    targets.map((t) => {
      const summary: TargetOverRounds = {
        serverCpuMsPerAction: spread(rounds.map((r) => r[t]!.serverCpuMsPerAction)),
        patchP99Ms: spread(rounds.map((r) => r[t]!.sendToLastClientPatchMs.p99)),
      };
      if (targets.includes('floor') && t !== 'floor') {
        summary.cpuRatioToFloor = toFloor(t, (f) => f.serverCpuMsPerAction);
        const play = toFloor(t, (f) => f.playCpuMsPerAction);
        if (play !== undefined) summary.playRatioToFloor = play;
      }
      return [t, summary];
    }),
  );
}

/**
 * This bench's options for the process --at-once starts for `target`, less those at-once.ts gives
 * each itself; the other checkout (--old) only to the `old` target's.
 */
function passedOn(target: string): string[] {
  const own = process.argv.slice(2).filter((a) => !/^--(at-once|rounds|targets|out|old)(=|$)/.test(a));
  return [...own, ...(target === 'old' ? [`--old=${OLD_DIR}`] : []), '--bundled'];
}

/** This bench's options a client process needs (PART_OPTIONS), as this one was given them. */
function partArgs(): string[] {
  return process.argv.slice(2).filter((a) => PART_OPTIONS.includes(a.replace(/^--/, '').split('=')[0]!));
}

/** The node flags this process runs with (its young generation's size), not tsx's own. */
function ownNodeFlags(): string[] {
  return process.execArgv.filter((a) => a.startsWith('--') && a !== '--require' && a !== '--import');
}

async function main(): Promise<void> {
  // --targets may name `old` itself (as --at-once does for the child that runs it); otherwise --old comes first.
  const targets: Target[] = TARGETS.includes('old') ? (TARGETS as Target[]) : [...(OLD_DIR ? (['old'] as const) : []), ...(TARGETS as Target[])];
  if (targets.includes('old') && !OLD_DIR) throw new Error('--targets=old needs --old=<dir>: the checkout whose server to run');
  if (CLIENT_PROCS > MATCHES) throw new Error(`--client-procs=${CLIENT_PROCS} is more processes than the ${MATCHES} matches to share out`);
  // Every server is run as production runs it, bundled (server-bundle.ts); --bundled: by the bench that started this one (at-once.ts).
  if (!args.bundled) for (const root of [REPO_ROOT, ...(OLD_DIR ? [OLD_DIR] : [])]) await bundleBenchServer(root);
  // --at-once's own process plays no client: each child it starts pins its server and itself.
  if (PIN && !AT_ONCE) pinProcess(process.pid, PIN.clients);
  console.log(`bench:server — ${MATCHES} matches (${MODES.join('/')}), turn limit ${TURNS}, think ${THINK_MS} ms, store ${STORE}, warm-up ${WARMUP} matches; targets ${targets.join(', ')}${ROUNDS > 1 ? `; ${ROUNDS} rounds` : ''}${CLIENT_PROCS > 1 ? `; clients in ${CLIENT_PROCS} processes` : ''}${PIN ? `; servers on core ${PIN.server}, clients on ${PIN.clients}` : ''}`);
  const rounds: Partial<Record<Target, Figures>>[] = [];
  for (let round = 0; round < ROUNDS; round++) {
    // In turn, forward then backward (a b, b a, …): a drift in the machine's speed falls on every target alike.
    const order = round % 2 === 0 ? targets : [...targets].reverse();
    let ran: Partial<Record<Target, Figures>> = {};
    if (AT_ONCE) ran = (await runAtOnce(targets, passedOn, ownNodeFlags())) as Partial<Record<Target, Figures>>;
    else for (const target of order) ran[target] = await runTarget(target, round);
    const results = Object.fromEntries(targets.map((t) => [t, ran[t]!])) as Partial<Record<Target, Figures>>;
    rounds.push(results);
    if (ROUNDS > 1) console.log(`round ${round + 1}/${ROUNDS}:\n${table(results)}`);
  }
  const summary = {
    matches: MATCHES,
    modes: MODES,
    turnLimit: TURNS,
    thinkMs: THINK_MS,
    warmupMatches: WARMUP,
    store: STORE,
    cores: cpus().length,
    ...(PIN ? { pinned: PIN } : {}),
    // The first round's figures (the only round's, by default); every round's in `rounds`.
    targets: rounds[0]!,
    ...(ROUNDS > 1 ? { rounds, overRounds: roundsSummary(rounds, targets) } : {}),
    problems: rounds.flatMap((results, i) => Object.entries(results).flatMap(([name, f]) => f.problems.map((p) => `${ROUNDS > 1 ? `round ${i + 1}, ` : ''}${name}: ${p}`))),
  };
  console.log(JSON.stringify(summary, null, 2));
  if (ROUNDS > 1) {
    for (const [name, o] of Object.entries(summary.overRounds!)) {
      const vs = o.cpuRatioToFloor !== undefined ? `  ${o.cpuRatioToFloor}x floor CPU${o.playRatioToFloor !== undefined ? `, play ${o.playRatioToFloor}x` : ''} (median of the rounds' ratios)` : '';
      console.log(`${name.padEnd(6)} over ${ROUNDS} rounds: cpu/action median ${o.serverCpuMsPerAction.median.toFixed(3)} ms (${o.serverCpuMsPerAction.min.toFixed(3)}–${o.serverCpuMsPerAction.max.toFixed(3)})  patch p99 median ${o.patchP99Ms.median} ms (${o.patchP99Ms.min}–${o.patchP99Ms.max})${vs}`);
    }
  } else console.log(table(rounds[0]!));
  const out = args.out ?? join(REPO_ROOT, '.bench', 'server.json');
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, JSON.stringify(summary, null, 2));
  process.exit(summary.problems.length ? 1 : 0);
}

(args.part ? runPart() : main()).catch((e) => {
  console.error(e);
  process.exit(1);
});
