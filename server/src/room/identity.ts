import { ServerError } from '@colyseus/core';
import { AccountError, type Accounts } from '../players/accounts';

/** Who joined a room: a player with a session (guest or account), or an anonymous connection (tests, scripts). */
export interface RoomIdentity {
  /** The player's id, or '' without a session (such a seat is never rated nor listed on a profile). */
  playerId: string;
  /** The name shown at the seat and in chat. */
  name?: string;
  account: boolean;
}

/**
 * A joining connection's identity (Colyseus onAuth): a session `token` in the join options names the
 * player (their stored name is used, whatever `name` says); without one the connection is anonymous
 * (its `name` was checked with the other join options). A bad token refuses the join with a sentence
 * the player can read. The token itself is never stored in the room or the match record.
 */
export async function identify(options: unknown, accounts: Accounts): Promise<RoomIdentity> {
  const o = (options && typeof options === 'object' ? options : {}) as { token?: unknown };
  if (o.token !== undefined) {
    if (typeof o.token !== 'string' || o.token.length > 200) throw new ServerError(401, 'Your session is not valid any more. Reload the page to start a new one.');
    try {
      const p = await accounts.playerOf(o.token);
      return { playerId: p.id, name: p.name, account: !!p.passwordHash };
    } catch (err) {
      if (err instanceof AccountError) throw new ServerError(err.status, err.message);
      throw err;
    }
  }
  return { playerId: '', account: false };
}
