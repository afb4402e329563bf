import { ClientState, Protocol, type Client } from '@colyseus/core';
import type { MessageLimit } from './address-buckets';

/**
 * The first stop of every frame a client sends (docs/architecture.md §7: a malformed message never crashes the
 * room). It spends a rate-limit token, then lets Colyseus decode and dispatch the frame; a decoding
 * failure, which Colyseus answers by dropping the client, and any exception thrown while decoding,
 * become an `error` message instead, and the client stays. A client that keeps flooding after
 * RATE_LIMITED is disconnected; the room goes on.
 */
export function guardIncoming(
  client: Client,
  buffer: unknown,
  bucket: MessageLimit,
  dispatch: (client: never, buffer: Buffer) => void,
  reject: (code: 'RATE_LIMITED' | 'MALFORMED', message: string) => void,
): void {
  // The join handshake (the client's JOIN_ROOM once its seat is reserved) is no message of the
  // player's: refused, the client would never get the state or anything sent to it before, and an
  // address busy on its other sockets could not open one more. Colyseus ignores it after the first.
  const handshake = Buffer.isBuffer(buffer) && buffer[0] === Protocol.JOIN_ROOM && client.state === ClientState.JOINING;
  if (!handshake && !bucket.take()) {
    if (bucket.abusive) client.leave(Protocol.WS_CLOSE_WITH_ERROR);
    else reject('RATE_LIMITED', 'Too many messages; slow down.');
    return;
  }
  if (!Buffer.isBuffer(buffer) || buffer.length === 0) return reject('MALFORMED', 'That message could not be read.');
  // Colyseus calls client.leave(WS_CLOSE_WITH_ERROR) when a payload does not decode: catch that one call.
  catchLeave(client);
  const outer = decoding;
  decoding = { client, undecodable: false };
  const now = decoding;
  try {
    dispatch(client as never, buffer);
  } catch {
    now.undecodable = true;
  } finally {
    decoding = outer;
  }
  if (now.undecodable) reject('MALFORMED', 'That message could not be read.');
}

/** The client whose message is being decoded now, and whether Colyseus tried to drop it for that message. */
let decoding: { client: Client; undecodable: boolean } | null = null;
const caught = new WeakSet<Client>();

/**
 * Give the client, once, a `leave` that swallows Colyseus's drop for a payload that does not decode
 * while that client's message is being decoded, and is the usual `leave` at any other time. Set
 * once rather than around each message: adding and deleting a property on every message turned
 * every client object into a slow dictionary.
 */
function catchLeave(client: Client): void {
  if (caught.has(client)) return;
  caught.add(client);
  const c = client as Client & { leave: Client['leave'] };
  const leave = c.leave;
  c.leave = function (this: Client, code?: number, data?: string) {
    if (code === Protocol.WS_CLOSE_WITH_ERROR && decoding?.client === client) decoding.undecodable = true;
    else leave.call(this, code, data);
  } as Client['leave'];
}
