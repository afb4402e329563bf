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
  const c = client as Client & { leave: Client['leave'] };
  const leave = c.leave;
  const own = Object.prototype.hasOwnProperty.call(c, 'leave');
  let undecodable = false;
  c.leave = ((code?: number, data?: string) => {
    if (code === Protocol.WS_CLOSE_WITH_ERROR) undecodable = true;
    else leave.call(client, code, data);
  }) as Client['leave'];
  try {
    dispatch(client as never, buffer);
  } catch {
    undecodable = true;
  } finally {
    if (own) c.leave = leave;
    else delete (c as Partial<typeof c>).leave; // back to the prototype's method
  }
  if (undecodable) reject('MALFORMED', 'That message could not be read.');
}
