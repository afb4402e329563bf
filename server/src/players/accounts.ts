import { randomInt } from 'node:crypto';
import { checkDisplayName, checkUsername, CredentialsSchema, nameKey, PASSWORD_MAX, PASSWORD_MIN } from '@signum/shared';
import { PlayerStoreError, type PlayerRecord, type PlayerStore } from '../store/player-store';
import { hashPassword, verifyPassword } from './passwords';
import { hashSessionToken, newPlayerId, newSessionToken } from './tokens';

/** A refusal with a stable code, an HTTP status and a sentence for the player; nothing was changed. */
export class AccountError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'AccountError';
  }
}

/** What a client is told about a player: never the password hash. */
export interface PublicPlayer {
  id: string;
  name: string;
  /** true for an account (a username and password), false for a guest. */
  account: boolean;
}

/** A player as the client may see them. */
export function publicPlayer(p: PlayerRecord): PublicPlayer {
  return { id: p.id, name: p.name, account: !!p.passwordHash };
}

/** A session: the token goes to the browser once; the store keeps its hash. */
export interface NewSession {
  token: string;
  player: PublicPlayer;
}

const BAD_LOGIN = 'That name and password do not match an account.';

/**
 * Guests, accounts and sessions (issue: a name that stays). A first visit gets a guest with a
 * session token kept in the browser; the guest may become an account (username + password, the
 * same player id, so ratings and history stay); an account logs in from any browser; logging out
 * revokes that browser's token.
 */
export class Accounts {
  /** Failed logins per name key, to slow guessing: at most LOGIN_FAILURES in LOGIN_WINDOW_MS. */
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly store: PlayerStore,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** A new guest with a session. `name` optional (checked); default "Guest 1234". */
  async createGuest(name?: unknown): Promise<NewSession> {
    const chosen = name === undefined || name === '' ? `Guest ${randomInt(1000, 10000)}` : await this.freeName(name);
    const player: PlayerRecord = { id: newPlayerId(), name: chosen, createdAt: this.now().toISOString() };
    await this.store.createPlayer(player);
    return { token: await this.newSession(player.id), player: publicPlayer(player) };
  }

  /** The player a session token belongs to, or an AccountError (401) for a missing, revoked or made-up token. */
  async playerOf(token: string | undefined): Promise<PlayerRecord> {
    const id = token ? await this.store.sessionPlayer(hashSessionToken(token)) : undefined;
    const player = id ? await this.store.getPlayer(id) : undefined;
    if (!player) throw new AccountError(401, 'BAD_SESSION', 'Your session is not valid any more. Reload the page to start a new one.');
    return player;
  }

  /** A guest's new display name (accounts keep theirs: it is their username). */
  async rename(token: string | undefined, name: unknown): Promise<PublicPlayer> {
    const p = await this.playerOf(token);
    if (p.passwordHash) throw new AccountError(409, 'ACCOUNT_NAME', 'An account keeps its username.');
    const chosen = await this.freeName(name);
    await this.store.renamePlayer(p.id, chosen);
    return publicPlayer({ ...p, name: chosen });
  }

  /** Make the session's guest an account with this username and password (ratings and history stay). */
  async register(token: string | undefined, body: unknown): Promise<PublicPlayer> {
    const p = await this.playerOf(token);
    if (p.passwordHash) throw new AccountError(409, 'ALREADY_ACCOUNT', 'You already have an account; log out first to make another.');
    const { name, password } = this.credentials(body);
    const checked = checkUsername(name);
    if (!checked.ok) throw new AccountError(400, checked.code, checked.message);
    if (password.length < PASSWORD_MIN) throw new AccountError(400, 'PASSWORD_SHORT', `A password is at least ${PASSWORD_MIN} characters.`);
    const hash = await hashPassword(password);
    try {
      await this.store.setAccount(p.id, checked.text, nameKey(checked.text), hash);
    } catch (err) {
      if (err instanceof PlayerStoreError && err.code === 'NAME_TAKEN') throw new AccountError(409, 'NAME_TAKEN', 'Another account has that name. Choose another.');
      throw err;
    }
    return { id: p.id, name: checked.text, account: true };
  }

  /** Log in: a new session for the account with that name and password; the same refusal for an unknown name and a wrong password. */
  async login(body: unknown): Promise<NewSession> {
    const { name, password } = this.credentials(body);
    const key = nameKey(String(name).normalize('NFC').trim());
    if (this.tooManyFailures(key)) throw new AccountError(429, 'TOO_MANY_ATTEMPTS', 'Too many wrong passwords for that name. Wait a few minutes and try again.');
    const p = await this.store.playerByNameKey(key);
    const ok = p?.passwordHash ? await verifyPassword(password, p.passwordHash) : false;
    if (!p || !ok) {
      this.failed(key);
      throw new AccountError(401, 'BAD_LOGIN', BAD_LOGIN);
    }
    this.failures.delete(key);
    return { token: await this.newSession(p.id), player: publicPlayer(p) };
  }

  /** Log out: this token stops working (other browsers stay logged in). */
  async logout(token: string | undefined): Promise<void> {
    await this.playerOf(token);
    await this.store.revokeSession(hashSessionToken(token!), this.now().toISOString());
  }

  private async newSession(playerId: string): Promise<string> {
    const token = newSessionToken();
    await this.store.createSession(hashSessionToken(token), playerId, this.now().toISOString());
    return token;
  }

  private credentials(body: unknown): { name: string; password: string } {
    const r = CredentialsSchema.safeParse(body);
    if (!r.success) throw new AccountError(400, 'MALFORMED', 'Send a name and a password.');
    if (r.data.password.length > PASSWORD_MAX) throw new AccountError(400, 'PASSWORD_LONG', `A password is at most ${PASSWORD_MAX} characters.`);
    return r.data;
  }

  /** A checked display name no account holds (a guest may not pass as an account). */
  private async freeName(raw: unknown): Promise<string> {
    const checked = checkDisplayName(raw);
    if (!checked.ok) throw new AccountError(400, checked.code, checked.message);
    if (await this.store.playerByNameKey(nameKey(checked.text))) throw new AccountError(409, 'NAME_TAKEN', 'An account has that name. Choose another.');
    return checked.text;
  }

  private tooManyFailures(key: string): boolean {
    const since = this.now().getTime() - LOGIN_WINDOW_MS;
    const recent = (this.failures.get(key) ?? []).filter((t) => t > since);
    this.failures.set(key, recent);
    return recent.length >= LOGIN_FAILURES;
  }

  private failed(key: string): void {
    this.failures.set(key, [...(this.failures.get(key) ?? []), this.now().getTime()]);
  }
}

/** Wrong passwords allowed per name in LOGIN_WINDOW_MS before logins for it wait. */
export const LOGIN_FAILURES = 10;
export const LOGIN_WINDOW_MS = 10 * 60 * 1000;
