import { getMessageBytes, Protocol, type Client } from '@colyseus/core';
import { viewEvents, type GameEvent, type Viewer } from '@signum/shared';

/**
 * Send one accepted action's events to every client, each as its viewer may see them (`viewEvents`).
 * Only the seats named in a private event see anything but the public version, so the message is
 * built and encoded once for everyone else and once per such seat (as Colyseus's own broadcast
 * does), not once per client.
 */
export function sendEvents(clients: Iterable<Client>, viewerOf: (c: Client) => Viewer, index: number, events: GameEvent[]): void {
  const privateTo = new Set<string>();
  for (const ev of events) if ('private' in ev && ev.private) for (const seat of ev.private) privateTo.add(seat);
  const encoded = new Map<Viewer, Uint8Array>();
  for (const client of clients) {
    const viewer = viewerOf(client);
    const key: Viewer = viewer !== 'spectator' && privateTo.has(viewer) ? viewer : 'spectator';
    let bytes = encoded.get(key);
    if (!bytes) encoded.set(key, (bytes = getMessageBytes.raw(Protocol.ROOM_DATA, 'events', { index, events: viewEvents(events, key) })));
    client.enqueueRaw(bytes);
  }
}
