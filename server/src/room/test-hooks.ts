import { createHash } from 'node:crypto';
import type { Client, Room } from '@colyseus/core';
import type { GameState } from '@signum/shared';

/** Whether this process runs with test hooks (only the restart test's child processes set it). */
export const TEST_HOOKS = process.env.SIGNUM_TEST_HOOKS === '1';

/** A hash of the engine state, to compare two servers' games without sending the state around. */
export function stateHash(s: GameState): string {
  return createHash('sha256').update(JSON.stringify(s)).digest('hex');
}

/**
 * Test-only, and only when SIGNUM_TEST_HOOKS=1: a `__state` message answers with the engine state,
 * its hash and the number of logged actions, so a test can drive and check a server in another
 * process. Never on in play: the whole state holds every hidden card.
 */
export function installTestHooks(room: Room, read: () => { game: GameState | null; actions: number }): void {
  if (!TEST_HOOKS) return;
  room.onMessage('__state', (client: Client) => {
    const { game, actions } = read();
    client.send('__state', { actions, hash: game ? stateHash(game) : '', game });
  });
}
