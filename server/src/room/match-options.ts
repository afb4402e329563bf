import { z } from 'zod';
import { PlayerNameSchema } from '@signum/shared';
import { GATE_KEY } from './gate-note';

const SeatId = z.enum(['p1', 'p2', 'p3', 'p4']);

/** The options a `match` room is created with (validated; anything else is refused with a clear error). */
export const MatchOptionsSchema = z.object({
  /** `quest`: the Hero against the Overlord (rulebook: Rules of the Quest Mode), played as `quest.side` says (quest-room.ts). */
  mode: z.enum(['duel', 'ffa3', 'ffa4', 'teams', 'quest']),
  /** Quest rooms only: solo (`pve`, the engine plays the Overlord) or against an Overlord player (`pvp`); solo when absent. */
  quest: z.object({ side: z.enum(['pve', 'pvp']) }).strict().optional(),
  private: z.boolean().default(false),
  /** Rules variants: the 2017 summary instead of the rulebook; Experienced Architect (a secret Construction Deck, rulebook: Variants). */
  variants: z
    .object({ ruleset: z.enum(['rulebook', 'classic2017']).default('rulebook'), experiencedArchitect: z.boolean().default(false) })
    .strict()
    .default({ ruleset: 'rulebook', experiencedArchitect: false }),
  /**
   * The server's clocks (clock.ts): seconds per decision, per turn, and a match-wide time limit in
   * minutes (0 or absent = off). Absent: off in private matches, PUBLIC_CLOCK in public ones.
   */
  clock: z
    .object({
      decisionSeconds: z.number().min(0).max(3600).optional(),
      turnSeconds: z.number().min(0).max(7200).optional(),
      matchMinutes: z.number().min(0).max(1440).optional(),
    })
    .strict()
    .optional(),
  /** When a dropped player's time to reconnect runs out: the seat forfeits, or a bot plays it (seat-presence.ts). */
  onAbandon: z.enum(['forfeit', 'bot']).optional(),
  /** Recreate this stored, unfinished match (recovery.ts); given by the server at boot, never by a client. */
  restore: z.string().min(1).max(64).optional(),
  /** Seats played by bots: a count (the last seats) or the seat ids. */
  bots: z.union([z.number().int().min(0).max(3), z.array(SeatId).max(3)]).default(0),
  /**
   * How well the room's bots play (shared/src/bots/README.md): easy (no search, in-process), normal or
   * hard (a search in a worker thread). Normal when not given, as the lobby offers it (issue: bots
   * worth playing); tests that only need a game played to its end ask for easy, which is cheaper.
   */
  botLevel: z.enum(['easy', 'normal', 'hard']).default('normal'),
  /** End by the time-limit tiebreak after this many turns (0 = none). */
  turnLimit: z.number().int().min(0).max(500).default(0),
  /** Fixed seed, for tests only: honoured only when the server allows it (services.ts), else a random one. */
  seed: z.string().min(1).max(64).optional(),
  /** How long a dropped player keeps the seat (seconds). */
  reconnectSeconds: z.number().int().min(0).max(3600).default(120),
  /** A rematch room holds these seats for these player ids (rematch.ts); the others seat whoever comes. */
  reserved: z.partialRecord(SeatId, z.string().min(1).max(64)).optional(),
});
/** Parsed room options. */
export type MatchOptions = z.infer<typeof MatchOptionsSchema>;
/** The kinds of room: the engine's modes and `quest`. */
export type RoomMode = MatchOptions['mode'];

/** Keys the matchmaker or a joining client adds beside the room's own options; ignored when creating. */
const JOIN_KEYS = ['name', 'team', 'spectate', 'seatKey', 'code', 'token', GATE_KEY] as const;

/** The first problem zod found, as one sentence. */
function firstIssue(e: z.ZodError, what: string): string {
  const issue = e.issues[0];
  if (!issue) return `Bad ${what}: invalid.`;
  const path = issue.path.join('.');
  return `Bad ${what}: ${path ? `${path}: ` : ''}${issue.message}${/[.!?]$/.test(issue.message) ? '' : '.'}`;
}

/** Built once: `.strict()` makes a new schema, which zod compiles again on its first parse (every join paid that). */
const StrictMatchOptions = MatchOptionsSchema.strict();

/** Parse creation options: the room's options, minus what a joining client adds. Throws a readable Error. */
export function parseMatchOptions(raw: unknown): MatchOptions {
  const given = raw && typeof raw === 'object' ? { ...(raw as Record<string, unknown>) } : {};
  for (const k of JOIN_KEYS) delete given[k];
  const r = StrictMatchOptions.safeParse(given);
  if (!r.success) throw new Error(firstIssue(r.error, 'match options'));
  if (r.data.quest && r.data.mode !== 'quest') throw new Error('Bad match options: quest: only a quest room has a quest side.');
  const v = r.data.variants;
  if (r.data.mode === 'quest' && (v.ruleset !== 'rulebook' || v.experiencedArchitect)) {
    throw new Error('Bad match options: variants: a quest is played by the quest rules; the 2017 rules and Experienced Architect do not apply.');
  }
  return r.data;
}

/** What a client may send when joining: a name, a team in Shoulder to Shoulder, that it only watches, a seat key, a private match's code. */
export const JoinOptionsSchema = z.object({
  name: PlayerNameSchema.optional(),
  team: z.enum(['A', 'B']).optional(),
  spectate: z.boolean().optional(),
  /** The seat key given in `welcome`: proves the seat when joining back after a server restart (recovery.ts). */
  seatKey: z.string().min(16).max(128).optional(),
  /** A private match's join code (join-code.ts): needed to join it by id. */
  code: z.string().max(32).optional(),
  /** The player's session token (room/identity.ts): the seat takes the player's name; never stored. */
  token: z.string().max(200).optional(),
});
/** Parsed join options. */
export type JoinOptions = z.infer<typeof JoinOptionsSchema>;

/** Built once, as StrictMatchOptions. */
const StrictJoinOptions = JoinOptionsSchema.strict();

/** Keys of the creation options a joining client may send along (the creator's `create` carries both). */
const CREATE_KEYS = Object.keys(MatchOptionsSchema.shape);

/**
 * Parse a joining client's options, field by field: every unknown field or bad value is an error
 * naming it (a would-be spectator whose name was too long must not silently lose `spectate`).
 * The creation options a `create`/`joinOrCreate` also carries are checked by onCreate, not here.
 */
export function parseJoinOptions(raw: unknown): { ok: true; join: JoinOptions } | { ok: false; message: string } {
  if (raw === undefined || raw === null || raw === true) return { ok: true, join: {} };
  if (typeof raw !== 'object' || Array.isArray(raw)) return { ok: false, message: 'Bad join options: they must be an object.' };
  // One join's options are checked by the matchmaking gate, the seat reservation and onJoin, the same
  // object each time: parsed once (the name's display-text checks are the dear part). Each caller
  // gets its own copy of the result, which onJoin may change.
  let parsed = parsedJoins.get(raw);
  if (!parsed) parsedJoins.set(raw, (parsed = parseFresh(raw as Record<string, unknown>)));
  return parsed.ok ? { ok: true, join: { ...parsed.join } } : parsed;
}

const parsedJoins = new WeakMap<object, ReturnType<typeof parseFresh>>();

/**
 * Verdicts by content. Colyseus hands the seat reservation a JSON copy of the options the gate
 * parsed (its remoteRoomCall clones them), so the object cache above misses there: the same options
 * are recognised by their text instead. Only options whose every value is a string, a boolean or a
 * finite number (what a JSON body gives, and all a join option is) are remembered, so the text
 * stands for the value exactly; a bounded memory, as the options are the client's.
 */
const parsedByText = new Map<string, ReturnType<typeof parseFresh>>();
const PARSED_BY_TEXT_KEPT = 1024;

function jsonScalar(v: unknown): boolean {
  return typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
}

function parseFresh(raw: Record<string, unknown>): { ok: true; join: JoinOptions } | { ok: false; message: string } {
  const given = { ...raw };
  delete given[GATE_KEY];
  for (const k of CREATE_KEYS) delete given[k];
  const text = Object.values(given).every(jsonScalar) ? JSON.stringify(given) : undefined;
  const known = text === undefined ? undefined : parsedByText.get(text);
  if (known) return known;
  const r = StrictJoinOptions.safeParse(given);
  const parsed = r.success ? ({ ok: true, join: r.data } as const) : ({ ok: false, message: firstIssue(r.error, 'join options') } as const);
  if (text !== undefined) {
    if (parsedByText.size >= PARSED_BY_TEXT_KEPT) parsedByText.clear();
    parsedByText.set(text, parsed);
  }
  return parsed;
}
