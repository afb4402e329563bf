/**
 * The note the matchmaking gate (http/matchmake-gate.ts) adds to every request's options under
 * GATE_KEY: the address that asked and an id for the request. Whatever a client put there itself
 * is replaced, so a room may trust it. Through it a room can also tell the gate why it refused a
 * seat, which Colyseus 0.16 reduces to "is already full".
 */
export const GATE_KEY = '__gate';

/** Who asked for a room or a seat. */
export interface GateNote {
  address: string;
  request: string;
}

/** The gate's note in a request's options, if any (rooms created by the server itself have none). */
export function gateNoteOf(options: unknown): GateNote | undefined {
  const note = (options as Record<string, unknown> | null | undefined)?.[GATE_KEY] as Partial<GateNote> | undefined;
  return note && typeof note.address === 'string' && typeof note.request === 'string' ? { address: note.address, request: note.request } : undefined;
}

/** A refusal a player is told about: a stable code and a sentence. */
export interface Refusal {
  code: string;
  message: string;
}

const refusals = new Map<string, Refusal>();

/** A room in this process refused the request these options came with, for this reason. */
export function noteRefusal(options: unknown, refusal: Refusal): void {
  const note = gateNoteOf(options);
  if (note) refusals.set(note.request, refusal);
}

/** Why request `id` was refused, if a room said (read once). */
export function takeRefusal(id: string): Refusal | undefined {
  const r = refusals.get(id);
  refusals.delete(id);
  return r;
}
